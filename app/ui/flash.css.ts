import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";

/** The flash message: a banner above the page, in its flow (it covers nothing the player may want to click). */
export const region = style({
  width: "min(40rem, calc(100% - 2rem))",
  margin: `${vars.space.sm} auto`,
});
