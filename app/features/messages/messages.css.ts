import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

export const list = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const item = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

/** A touch-sized box. */
export const check = style({ width: "1.25rem", height: "1.25rem", margin: vars.space.xs });

export const title = style({ color: vars.color.text, textDecoration: "none", overflowWrap: "anywhere", minHeight: "1.5rem" });

export const unread = style({ fontWeight: 700 });

export const newLabel = style({
  display: "inline-block",
  marginInlineEnd: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
});

export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: "nowrap" });

export const body = style({ lineHeight: 1.6, overflowWrap: "anywhere" });

export const empty = style({ margin: 0, padding: vars.space.md, textAlign: "center", color: vars.color.textMuted });
