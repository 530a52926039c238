import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

/** The warning sits over the page's corner, above everything, without taking the page away. */
export const warning = style({
  position: "fixed",
  insetInline: "1rem",
  bottom: "1rem",
  marginInline: "auto",
  zIndex: 60,
  maxWidth: "26rem",
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
});

export const title = style({ margin: 0, fontSize: "1.125rem" });
