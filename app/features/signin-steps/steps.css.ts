import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";
import * as shared from "../../ui/ui.css";

/** The sign-in steps' own styles; fields, buttons and the dialog are the shared ones of `~/ui/ui.css`. */

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

/** A step's refusal: the shared form refusal (`~/ui/ui.css`), as the login popup shows its own. */
export const alert = shared.formError;

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success });

export const intro = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const methods = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const method = style({
  display: "inline-block",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  textDecoration: "none",
});

export const methodCurrent = style({ borderColor: vars.color.primary, fontWeight: 600 });

export const sendRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const notices = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm });
