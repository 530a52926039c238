import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

export const section = style({ display: "grid", gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const tools = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
});
export const tool = style({
  display: "grid",
  gap: vars.space.xs,
  height: "100%",
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { borderColor: vars.color.accent } },
});
export const toolName = style({ fontWeight: 600 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const organisations = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const link = style({ color: vars.color.accent, textDecoration: "underline" });
export const seals = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: vars.space.md });
export const seal = style({ display: "block", height: "3rem", width: "auto" });
