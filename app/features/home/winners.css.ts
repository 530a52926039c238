import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

export const loading = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const scroller = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(16rem, 1fr)",
  gap: vars.space.md,
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  paddingBottom: vars.space.xs,
});

export const carousel = style({
  minWidth: 0,
  vars: {
    "--swiper-theme-color": vars.color.primary,
    "--swiper-pagination-color": vars.color.primary,
    "--swiper-pagination-bullet-inactive-color": vars.color.text,
    "--swiper-pagination-bottom": "0",
  },
});

export const group = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 ${vars.space.lg}`,
  display: "grid",
  gap: vars.space.sm,
  scrollSnapAlign: "start",
});

export const entry = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const icon = style({ display: "block", width: 48, height: 48, borderRadius: vars.radius.sm });

export const text = style({ display: "grid", minWidth: 0 });

export const game = style({
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const customer = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const won = style({ color: vars.color.textMuted });

export const amount = style({ fontWeight: 700, color: vars.color.success, whiteSpace: "nowrap" });

export const controls = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm, marginTop: vars.space.sm });

export const arrow = style({
  width: "2.25rem",
  height: "2.25rem",
  display: "grid",
  placeItems: "center",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.4, cursor: "default" } },
});
