import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

export const list = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const details = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });

/** A user agent as sent: long and unbroken, so it wraps anywhere. */
export const raw = style({ overflowWrap: "anywhere" });

export const badge = style({
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid currentColor`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const failed = style({ color: vars.color.danger, fontWeight: 600 });
