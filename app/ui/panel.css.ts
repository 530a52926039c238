import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";

/* A centre page's parts (member, agent and points centres): its panels, tabs, forms and answers. */

export const content = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

export const loading = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** A section of a member page (a form, a list). */
export const panel = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, fontFamily: vars.font.heading });

/** Tabs as links (each tab is a route): the current one marked. */
export const tabs = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&[aria-current='page']": { background: vars.color.primary, color: vars.color.primaryText, borderColor: vars.color.primary },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "32rem" });

export const fieldGrid = style({ display: "grid", gap: vars.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const status = style({ margin: 0, color: vars.color.success });

export const error = style({ margin: 0, color: vars.color.danger });

export const summary = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg, margin: 0 });
globalStyle(`${summary} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${summary} dd`, { margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
