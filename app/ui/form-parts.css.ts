import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";

/** A form's refusal, or an error of the form as a whole. */
export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
});

/** What a post did, once it went through. */
export const success = style([alert, { borderColor: vars.color.success, color: vars.color.success }]);

/** Small print: a field's hint, a page's aside. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A post whose outcome is still being checked: neither a refusal nor done. */
export const notice = style([alert, { borderColor: vars.color.border, color: vars.color.text }]);
