import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

export const linkRow = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: vars.space.lg });
export const linkField = style({ flex: "1 1 18rem", minWidth: 0, display: "grid", gap: vars.space.sm });
/** The QR code on white whatever the theme: scanners need the contrast. */
export const qr = style({ display: "block", padding: vars.space.xs, background: "#ffffff", borderRadius: vars.radius.md });
export const copied = style({ margin: 0, minHeight: "1.25em", color: vars.color.success, fontSize: vars.fontSize.sm });
export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  gap: vars.space.md,
  margin: 0,
});
export const figure = style({ display: "grid", gap: vars.space.xs });
globalStyle(`${figure} dd`, { margin: 0, fontWeight: 700, fontSize: vars.fontSize.lg });
export const rules = style({ margin: 0, paddingInlineStart: vars.space.lg, display: "grid", gap: vars.space.xs });
