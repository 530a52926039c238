import type { ErrorCode } from "~/platform/errors";
import type { FormRules } from "~/forms/rules";

export const START_FORM = "authenticator-start";
export const CONFIRM_FORM = "authenticator-confirm";
export const REMOVE_FORM = "authenticator-remove";

/** The authenticator tab as its loader describes it. */
export type AuthenticatorView =
  | { state: "unavailable"; code: ErrorCode }
  | { state: "off" }
  | {
      state: "pending";
      /** The secret grouped by four for reading aloud or typing ("JBSW Y3DP ..."). */
      secret: string;
      /** The QR code of the otpauth:// link, drawn on the server (an SVG data URL). */
      qrCode: string;
      rules: FormRules;
    }
  | { state: "on"; recoveryCodesLeft: number; rules: FormRules };

/** What the confirm form adds when the authenticator turned on: the recovery codes, shown this once. */
export interface ConfirmExtra {
  recoveryCodes?: string[];
}
