import { globalStyle, style } from "@vanilla-extract/css";
import { colours } from "./styles.css";

/** The console's forms: their fields, their own messages, their layouts. */

/** A form's fields one under another, at a readable width. */
export const stack = style({ display: "grid", gap: 14, maxInlineSize: 420 });

export const field = style({ display: "grid", gap: 4 });

export const label = style({ fontWeight: 600 });

export const hint = style({ color: colours.muted, fontSize: "0.9em", margin: 0 });

export const fieldError = style({ color: colours.danger, margin: 0, fontWeight: 600 });

/** A form's own message: a box drawn in the message's colour. */
const messageBox = style({
  border: "1px solid currentColor",
  borderRadius: 4,
  padding: "8px 12px",
  background: colours.surface,
  margin: 0,
});

export const formError = style([messageBox, { color: colours.danger }]);

export const formNotice = style([messageBox, { color: colours.success }]);

/** A paragraph with no margin of its own (an error's message in its box). */
export const flush = style({ margin: 0 });

/** A group of fields: a fieldset, its legend the group's name. */
export const fieldset = style({
  border: `1px solid ${colours.border}`,
  borderRadius: 6,
  padding: "12px 16px",
  display: "grid",
  gap: 12,
  margin: 0,
  minInlineSize: 0,
});

export const legend = style({ fontWeight: 700, padding: "0 4px" });

export const checkboxes = style({ display: "flex", flexWrap: "wrap", gap: "4px 16px" });

export const checkbox = style({ display: "inline-flex", gap: 6, alignItems: "center" });

export const inlineForm = style({ display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: 6, margin: 0 });

export const rowActions = style({ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center" });

export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
  gap: 12,
  alignItems: "start",
});

// A filter's control fills its column, whatever its own width.
globalStyle(`${filters} input`, { inlineSize: "100%", boxSizing: "border-box", minInlineSize: 0 });

/** A submit button whose form is being sent (after the buttons' own styles, so its cursor wins). */
export const busy = style({ opacity: 0.7, cursor: "progress" });
