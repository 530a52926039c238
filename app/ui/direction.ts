/**
 * The start of a selector for what a right-to-left page does differently (the root sets `dir` on
 * <html> from the language: app/i18n/languages.ts), as `[`${RTL} &`]` in a style's `selectors`.
 * Layouts need none: they are written in logical properties (`marginInlineStart`, `insetInlineEnd`,
 * `textAlign: "start"`), which follow the direction by themselves, and `npm run check` refuses a
 * physical one (scripts/logical-css-check.ts). What is left is what points or moves along the line:
 * an arrow icon (`mirrored` of ./ui.css), a marquee's scroll.
 */
export const RTL = '[dir="rtl"]';
