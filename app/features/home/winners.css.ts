import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

/** The board while it streams in: one slide of empty entries. */
export const placeholder = style({ display: "grid" });

/** An empty box where an icon or a text will be. */
export const placeholderBox = style({ background: vars.color.surface });

export const carousel = style({ minWidth: 0 });

/** Swiper's container: before Swiper (and without JavaScript) a strip that scrolls sideways, a slide per column. */
export const strip = style({});

globalStyle(`${strip}:not(.swiper-initialized) > .swiper-wrapper`, {
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(16rem, 1fr)",
  gap: vars.space.md,
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  paddingBottom: vars.space.xs,
});

// The same room below the slides once Swiper runs: the board keeps its height.
globalStyle(`${strip}.swiper-initialized > .swiper-wrapper`, { paddingBottom: vars.space.xs });

globalStyle(`${strip}:not(.swiper-initialized) > .swiper-wrapper > .swiper-slide`, {
  width: "auto",
  scrollSnapAlign: "start",
});

export const group = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
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

/** The arrows' row; it keeps its height before the arrows work, so nothing moves when they do. */
export const controls = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  minHeight: "2.75rem",
});

/** 44 px: a comfortable touch target (WCAG 2.2 asks for 24 at least). */
export const arrow = style({
  width: "2.75rem",
  height: "2.75rem",
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

// Before Swiper runs (and without JavaScript) the arrows do nothing: hidden, their place kept.
globalStyle(`${carousel}[data-winners-mode="list"] ${controls}`, { visibility: "hidden" });
