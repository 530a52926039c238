import type { SubmissionResult } from "@conform-to/react";
import type { Country, LoginFailure } from "~/features/auth/types";
import type { ErrorCode } from "~/platform/errors";
import type { PasswordRuleHint } from "./password-rule.server";

/** Which password form an action answered. */
export type PasswordForm = "change" | "email" | "mobile" | "reset";

/** What a password action answers when it does not redirect. Never holds a password or a code. */
export interface PasswordActionData {
  form: PasswordForm;
  /** conform's reply: field errors and the values to keep (passwords and codes hidden). */
  result: SubmissionResult<string[]>;
  failure: LoginFailure | null;
  /** The mobile form's "send code" went out: the code is valid this long. */
  codeSent: { expiredMinutes: number } | null;
  /** New per answer: the inputs that never keep a value (passwords, codes) are keyed by it. */
  nonce: string;
}

/** A popup's banner (group w_forget): the first of the group, if any. */
export interface PopupBanner {
  image: string;
  title: string;
}

/** The forgot-password popup's view. */
export interface ForgotView {
  /** After a reset email went out: the confirmation instead of the forms. */
  sent: boolean;
  /** The method shown first: `?method=`, else mobile where offered, else email. */
  method: "mobile" | "email";
  /** CHNGPASSVERIF3: the mobile method (and the tabs, mobile first). */
  mobileOffered: boolean;
  /** Null when they could not be loaded (the mobile form says so) or the mobile method is off. */
  countries: Country[] | null;
  defaultCountry: string | null;
  rule: PasswordRuleHint | null;
  banner: PopupBanner | null;
}

/** The change-password popup's view. */
export interface ChangeView {
  /** Shown after a change, instead of the form. */
  changed: boolean;
  username: string;
  /** The platform stores a password: the old one is asked. */
  oldPasswordAsked: boolean;
  /** The session may do nothing else until the password is changed. */
  forced: boolean;
  rule: PasswordRuleHint | null;
  /** The platform could not say whether a password is stored: the old one is asked, and this shown. */
  statusError: ErrorCode | null;
}

/** The reset-link popup's view. */
export interface ResetView {
  /** The link's token, or null when the link has none that could be one. */
  token: string | null;
  rule: PasswordRuleHint | null;
}
