import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import { menuPanel } from "./menu.css";

/** In the bottom corner of the end side (right; left in a right-to-left page). */
export const widget = style({
  position: "fixed",
  insetInlineEnd: vars.space.lg,
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

export const panel = style([menuPanel, { minWidth: "12rem" }]);

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});
