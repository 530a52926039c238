import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";

/*
 * Every table's look (DataTable.tsx), in one place. Cells are styled through the table, so
 * a text cell carries no class of its own; a figure's cell is marked `numeric`.
 */

/** A wide table scrolls sideways in its own frame instead of widening the page. */
export const scroll = style({ overflowX: "auto" });

/** A framed table (the record lists): a border round it, roomier cells, raised header and totals. */
export const framedScroll = style([scroll, { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md }]);

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  // A cell of several lines (a period over its dates, a device over its browser string) reads from the top.
  verticalAlign: "top",
});

export const framed = style({ background: vars.color.surface, color: vars.color.text });
globalStyle(`${framed} th, ${framed} td`, { padding: `${vars.space.sm} ${vars.space.md}` });
globalStyle(`${framed} thead th`, { background: vars.color.surfaceRaised, fontWeight: 600 });
globalStyle(`${framed} tfoot tr`, { background: vars.color.surfaceRaised, fontWeight: 700 });

/** Figures: at the cell's end (right; left in a right-to-left page), in columns of equal digits, never broken over lines. */
export const numeric = style({});
globalStyle(`${table} ${numeric}`, { textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });

export const caption = style({ margin: 0, textAlign: "start", fontSize: vars.fontSize.sm, color: vars.color.textMuted });
