import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

/**
 * One column that may shrink below its content: a wide table then scrolls sideways in its own
 * frame instead of widening the page past its panel and the window.
 */
export const page = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.lg, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontFamily: vars.font.heading });

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const control = style({ minWidth: "9rem" });

export const hint = style({ flexBasis: "100%", margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const problem = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const showing = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const outcome = styleVariants({
  gain: { color: vars.color.success },
  loss: { color: vars.color.danger },
  even: {},
});

export const busy = style({ opacity: 0.6 });
