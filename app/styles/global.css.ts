import { globalStyle } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html, body", { margin: 0, minHeight: "100%" });

globalStyle("body", {
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("a", { color: vars.color.primary });

globalStyle(":focus-visible", { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" });
