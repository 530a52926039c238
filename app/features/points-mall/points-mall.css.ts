import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import { PHONE_MAX } from "../../ui/breakpoints";

/** The points mall: its header (title, points, tabs) above the page. */
export const shell = style({
  display: "grid",
  gap: vars.space.lg,
  minWidth: 0,
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const points = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
});

export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const card = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: "1",
  borderRadius: vars.radius.sm,
  objectFit: "cover",
});

export const detail = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(10rem, 16rem) minmax(0, 1fr)",
  alignItems: "start",
  "@media": { [PHONE_MAX]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const fact = style({ margin: 0 });

export const remark = style({ overflowWrap: "anywhere" });

export const progress = style({
  height: "0.75rem",
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: "hidden",
});

export const progressBar = style({ fill: vars.color.primary });
