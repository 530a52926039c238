import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import { PHONE_MAX } from "../../ui/breakpoints";
import { menuPanel } from "./menu.css";

const TOGGLE_SIZE = "3.25rem";

/** The band at the bottom of the window the widget's button floats over: its size, its offset and a gap. */
const CLEARANCE = `calc(${TOGGLE_SIZE} + ${vars.space.lg} + ${vars.space.sm})`;

// What the browser scrolls to (a field or button reached with Tab, the first field a refused form
// points to, a link's target) stops above the button instead of under it: on a phone it spans a
// form's full-width submit button. The page's end gets the band as room of its own, so its last
// line can be scrolled clear too.
globalStyle("html", { scrollPaddingBlockEnd: CLEARANCE });
globalStyle("body", { "@media": { [PHONE_MAX]: { paddingBlockEnd: CLEARANCE } } });

/** In the bottom corner of the end side (right; left in a right-to-left page). */
export const widget = style({
  position: "fixed",
  insetInlineEnd: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 25,
  display: "flex",
  // The panel follows the button in the page (tab order) but shows above it.
  flexDirection: "column-reverse",
  alignItems: "flex-end",
  gap: vars.space.sm,
});

export const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: TOGGLE_SIZE,
  height: TOGGLE_SIZE,
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.color.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.md,
  cursor: "pointer",
});

export const panel = style([menuPanel, { minWidth: "12rem" }]);

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});
