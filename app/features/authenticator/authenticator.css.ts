import { style } from "@vanilla-extract/css";
import { vars } from "../../../themes/contract.css";

/** The authenticator tab's own styles; panels, forms and buttons are the member centre's and `~/ui/ui.css`'s. */

/** The QR code on white whatever the mode: authenticator apps read dark modules on a light ground. */
export const qrCode = style({
  display: "block",
  width: "12rem",
  height: "12rem",
  padding: vars.space.xs,
  background: "#ffffff",
  borderRadius: vars.radius.sm,
});

/**
 * The secret and the recovery codes: a fixed-width face, so 0/O and 1/l read apart; left to right
 * in any page, as they are typed (a right-to-left page would put groups of digits in reverse order).
 */
export const code = style({
  direction: "ltr",
  unicodeBidi: "isolate",
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.fontSize.md,
  letterSpacing: "0.05em",
  overflowWrap: "anywhere",
});

export const recoveryCodes = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  listStyle: "none",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const note = style({ margin: 0, fontWeight: 600, color: vars.color.warning });
