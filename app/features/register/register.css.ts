import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

/** The register popup's own styles; the rest are the login popup's and `~/ui/ui.css`. */
export const banner = style({
  display: "block",
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.sm,
});
