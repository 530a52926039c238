import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

export const page = style({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  padding: vars.space.xl,
});

export const card = style({
  maxWidth: "32rem",
  padding: vars.space.xxl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  textAlign: "center",
});

export const brand = style({ color: vars.color.accent, fontWeight: 700, margin: 0 });

export const title = style({ fontSize: vars.fontSize.xl, margin: `${vars.space.md} 0` });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const action = style({
  display: "inline-block",
  marginTop: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryText,
  textDecoration: "none",
  fontWeight: 600,
});
