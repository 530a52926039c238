import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";

/** A list's quiet line in its place: nothing to show, or past its last page. */
export const message = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  textAlign: "center",
  fontSize: vars.fontSize.sm,
});
