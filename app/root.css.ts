import { style } from "@vanilla-extract/css";
import { vars } from "../themes/contract.css";

export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space.md,
  top: "-100px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderRadius: vars.radius.md,
  zIndex: 100,
  selectors: { "&:focus": { top: vars.space.md } },
});

/** Only the page shown when the root loader failed; layouts style their own <main>. */
export const main = style({ padding: vars.space.xl, maxWidth: "80rem", margin: "0 auto" });
