import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

export const widget = style({
  position: "fixed",
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 25,
  display: "flex",
  // The panel follows the button in the page (tab order) but shows above it.
  flexDirection: "column-reverse",
  alignItems: "flex-end",
  gap: vars.space.sm,
});

export const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "3.25rem",
  height: "3.25rem",
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.color.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.md,
  cursor: "pointer",
});

export const panel = style({
  minWidth: "12rem",
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.125rem" });

export const link = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  fontSize: vars.fontSize.sm,
  selectors: { "&:hover": { background: vars.color.surfaceRaised } },
});
