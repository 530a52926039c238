import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import { PHONE_MAX } from "../../ui/breakpoints";

/**
 * At the bottom of the end side (right; left in a right-to-left page) above the page, clear of the
 * service widget's corner. On a phone a toast there spans the width where the page's actions are
 * (a form's submit button scrolled into view), and it stays until dismissed: it goes over the top,
 * the sticky header's band, instead.
 */
export const region = style({
  position: "fixed",
  zIndex: 40,
  insetInlineEnd: vars.space.md,
  bottom: "5.5rem",
  display: "grid",
  gap: vars.space.sm,
  width: "min(22rem, calc(100vw - 2rem))",
  pointerEvents: "none",
  "@media": { [PHONE_MAX]: { top: vars.space.sm, bottom: "auto" } },
});

export const toast = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  pointerEvents: "auto",
});

export const text = style({ margin: 0, flex: 1 });
