import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../../themes/contract.css";

export const member = style({ minWidth: "12rem" });

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const summary = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg, margin: 0, fontSize: vars.fontSize.sm });
globalStyle(`${summary} dt`, { color: vars.color.textMuted });
globalStyle(`${summary} dd`, { margin: 0, fontWeight: 600, fontVariantNumeric: "tabular-nums" });
