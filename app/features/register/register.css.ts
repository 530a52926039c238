import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import * as authStyles from "../../ui/auth.css";

/** The register popup's own styles; the rest are the login popup's and `~/ui/ui.css`. */
export const banner = style({
  display: "block",
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.sm,
});

/** A registration method: a link styled as the login popup's tab, the current one marked. */
export const tabLink = style([
  authStyles.tab,
  {
    textAlign: "center",
    textDecoration: "none",
    selectors: {
      '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.primary, fontWeight: 600 },
    },
  },
]);
