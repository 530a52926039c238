import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

export const bar = style({
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: `${vars.space.xs} 0`,
  display: "flex",
  gap: vars.space.xs,
  overflowX: "auto",
  scrollbarWidth: "thin",
});

/** 44 px tall: the home's main navigation on a phone (WCAG 2.2 asks for 24 px at least). */
export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  whiteSpace: "nowrap",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  textTransform: "uppercase",
  selectors: {
    "&:hover": { color: vars.color.text, background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { color: vars.color.primaryText, background: vars.color.primary },
  },
});
