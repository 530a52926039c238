import { style } from "@vanilla-extract/css";
import { vars } from "../../../../themes/contract.css";

/** A contract page: its sections one under another. */
export const page = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

export const list = style({ display: "grid", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });

/** One contract: who, status, terms, dates, its actions. */
export const contract = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const contractHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const status = style({ fontWeight: 700 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

/** The offer form's tiers: one row of fields per tier, wrapping on narrow screens. */
export const tier = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: 700 });

export const offerForm = style({ display: "grid", gap: vars.space.md, maxWidth: "48rem" });
