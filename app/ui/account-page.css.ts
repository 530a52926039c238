import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";

/* An account page's parts (money, limits, rewards, agent and points pages): narrow forms, chips, totals, rows. */

export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "28rem" });

/** A row of chips: a list of links (methods, presets) or a fieldset of radios, never with list markers. */
export const choices = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  listStyle: "none",
});

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { '&[aria-current="true"], &[aria-current="page"]': { borderColor: vars.color.primary, fontWeight: 700 } },
});

/** The forms' styles, one definition for every page that shows a form's answer. */
export { alert, muted, success } from "~/ui/form-parts.css";
export { card, heading, page } from "~/ui/centre-page.css";
export const total = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const list = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });
