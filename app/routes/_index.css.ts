import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";

export const hero = style({
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

export const title = style({ fontSize: vars.fontSize.xxl, margin: 0, color: vars.color.primary });

export const welcome = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.md} 0 0` });

export const tagline = style({ color: vars.color.accent, margin: `${vars.space.sm} 0 0` });
