import { globalStyle } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";
import { RTL } from "../ui/direction";
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

// Phone numbers, codes, addresses and typed amounts are written left to right in every language.
// In a right-to-left page their fields keep that order (a phone number's groups of digits would
// otherwise come in reverse) and stay flush with the page's start side, the right: `end` of a
// left-to-right box. Code shown as text is its own left-to-right island the same way.
globalStyle(
  `${RTL} :is(input[type="tel"], input[type="email"], input[type="url"], input[inputmode="numeric"], input[inputmode="decimal"], input[inputmode="tel"], input[inputmode="email"])`,
  { direction: "ltr", textAlign: "end" },
);
globalStyle(`${RTL} :is(code, kbd, samp)`, { direction: "ltr", unicodeBidi: "isolate" });
// A time in an element of its own (a message's, an announcement's) keeps its order the same way, yet
// follows its own letters: left to right for "2026-11-23 15:43 GMT+4" or a bare day, right to left
// for a draw time written in Arabic. Tables isolate their cells' texts themselves (DataTable).
globalStyle(`${RTL} time`, { unicodeBidi: "plaintext" });
