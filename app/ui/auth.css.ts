import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/contract.css";
import * as shared from "./ui.css";

/** The login popup's styles; the dialog, buttons and fields are the shared ones of `~/ui/ui.css`. */

export const tabs = style({
  display: "flex",
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  flex: 1,
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  background: "transparent",
  border: "none",
  borderBottom: "2px solid transparent",
  cursor: "pointer",
  selectors: {
    // A tab button, or a link to a method (the forgot-password popup's, which work without JavaScript).
    '&[aria-selected="true"], &[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.primary, fontWeight: 600 },
  },
  textAlign: "center",
  textDecoration: "none",
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const captchaImage = style({
  display: "block",
  height: "2.75rem",
  width: "auto",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

/** The shared form refusal (`~/ui/ui.css`), under the name the popups use. */
export const formError = shared.formError;
/** A line of the refusal (a time-out or self-exclusion adds its end and where to get help). */
export const failureLine = style({ margin: 0 });

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success });

export const options = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const fullWidth = style({ width: "100%" });

export const footer = style({
  margin: 0,
  textAlign: "center",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
