import { style } from "@vanilla-extract/css";
import { vars } from "../themes/contract.css";

export const skipLink = style({
  position: "absolute",
  left: vars.space.md,
  top: "-100px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderRadius: vars.radius.md,
  zIndex: 100,
  selectors: { "&:focus": { top: vars.space.md } },
});

export const toolbar = style({
  display: "flex",
  justifyContent: "flex-end",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const main = style({ padding: vars.space.xl, maxWidth: "80rem", margin: "0 auto" });
