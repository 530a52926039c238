import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";

/** A page's main column. */
export const page = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

/** A row of chips (a category's vendors) that scrolls sideways. */
export const chips = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 ${vars.space.xs}`,
  display: "flex",
  gap: vars.space.sm,
  overflowX: "auto",
});

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  whiteSpace: "nowrap",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
});
