import type { VerificationMethod } from "~/platform/contract/sign-in-steps";
import type { ErrorCode } from "~/platform/errors";
import type { LoginFailure } from "~/features/auth/types";

export type { VerificationMethod };

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
      redirectTo: string | null;
    };

/** A step form's answer when it does not redirect: a field's message key, or the platform's refusal. */
export interface StepActionData {
  fieldError: string | null;
  failure: LoginFailure | null;
  /** The code was sent (the mobile method's send button): valid this many minutes. */
  sentMinutes?: number;
  /** The pending sign-in is gone: the step shows "sign in again". */
  expired?: boolean;
}

/** The first-login step's view model. */
export interface WelcomeView {
  username: string;
  /** The first-login announcements' titles (execution F): plain text. */
  notices: { ok: true; items: Array<{ id: string; title: string }> } | { ok: false; error: ErrorCode };
  redirectTo: string | null;
}
