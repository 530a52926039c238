import type { FormFailure } from "~/forms/reply";
import type { FormRules } from "~/forms/rules";
import type { SocialProvider, VerificationMethod } from "~/platform/contract/sign-in-steps";
import type { ErrorCode } from "~/platform/errors";

export type { VerificationMethod };

/** The step forms (their `FormReply`'s `form`, and their elements' ids). */
export const VERIFY_FORM = "verify";
export const VERIFY_SEND_FORM = "verify-send";
export const LINK_FORM = "social-link";
export const WELCOME_FORM = "first-login";

/** What a step form's reply may add: the pending sign-in is gone, and the step shows "sign in again". */
export interface StepExtra {
  expired?: boolean;
}

/** What the verification step shows (its loader's view model). */
export type VerifyView =
  /** No pending sign-in (none started, used, expired or ended): sign in again. */
  | { state: "expired" }
  /** The platform could not be asked: its message, and the step stays. */
  | { state: "unavailable"; code: ErrorCode }
  | {
      state: "pending";
      methods: VerificationMethod[];
      /** The method shown (`?method=`, else the first). */
      method: VerificationMethod;
      /** The bound mobile's last digits, for the mobile method. */
      mobileHint: string | null;
      /** The no-JavaScript pass of the send form's bot check (the mobile method's), else null. */
      smsNoscriptPass: string | null;
      redirectTo: string | null;
      /** The confirm form's browser rules, from its schema. */
      rules: FormRules;
      /** While the account's authenticator codes are locked: the lock, shown before any code is typed. */
      locked: FormFailure | null;
    };

/** The link step's view: which provider's identity waits for a password (null: none does, sign in again). */
export interface LinkView {
  provider: SocialProvider | null;
  rules: FormRules;
}

/** The first-login step's view model. */
export interface WelcomeView {
  username: string;
  /** The first-login announcements' titles (execution F): plain text. */
  notices: { ok: true; items: Array<{ id: string; title: string }> } | { ok: false; code: ErrorCode };
  redirectTo: string | null;
}
