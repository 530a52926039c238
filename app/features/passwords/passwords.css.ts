import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

/** A popup's banner (w_forget): full width, its own aspect kept. */
export const banner = style({ display: "block", width: "100%", height: "auto", borderRadius: vars.radius.md });
