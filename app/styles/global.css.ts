import { globalStyle } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";
// The shared UI styles (buttons, fields, dialogs) come with the root's stylesheets, before any
// route's: features refine them with single classes of the same specificity, which only works
// when the shared rules come first (Remix links a route's own CSS before its shared chunks').
import "../ui/ui.css";

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
