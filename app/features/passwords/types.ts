import type { Country } from "~/platform/countries";
import type { FormRules } from "~/forms/rules";
import type { ErrorCode } from "~/platform/errors";
import type { PasswordRuleHint } from "./password-rule.server";

/** The password forms (their `FormReply`'s `form`, and their elements' ids). */
export const CHANGE_FORM = "change-password";
export const FORGOT_EMAIL_FORM = "forgot-email";
export const FORGOT_MOBILE_FORM = "forgot-mobile";
export const RESET_FORM = "reset-password";

/** The change form's hidden field saying it shows the old password (for its message only: the platform decides). */
export const OLD_PASSWORD_ASKED = "oldPasswordAsked";

/** What the password forms' replies add: a new round per reply, which empties the inputs that never keep a value. */
export interface PasswordExtra {
  nonce: string;
}

/** A popup's banner (group w_forget): the first of the group, if any. */
export interface PopupBanner {
  image: string;
  title: string;
}

/** The flash message of a reset email sent: the popup shows it instead of its forms. */
export const EMAIL_SENT = "passwords.emailSent";

/** The forgot-password popup's view. */
export interface ForgotView {
  /** The method shown first: `?method=`, else mobile where offered , else email. */
  method: "mobile" | "email";
  /** CHNGPASSVERIF3: the mobile method (and the tabs, mobile first). */
  mobileOffered: boolean;
  /** Null when they could not be loaded (the mobile form says so) or the mobile method is off. */
  countries: Country[] | null;
  defaultCountry: string | null;
  rule: PasswordRuleHint | null;
  banner: PopupBanner | null;
  /** The forms' browser rules, from their schemas. */
  rules: { email: FormRules; mobile: FormRules };
  /** The no-JavaScript pass of the mobile form's bot check (before a code is sent), where that form is offered. */
  smsNoscriptPass: string | null;
}

/** The flash message of a change (`changePassword`'s, where it stays on the form's page): shown instead of the form. */
export const PASSWORD_CHANGED = "passwords.changed";

/** The change-password popup's view. */
export interface ChangeView {
  username: string;
  /** The platform stores a password: the old one is asked. */
  oldPasswordAsked: boolean;
  /** The session may do nothing else until the password is changed. */
  forced: boolean;
  rule: PasswordRuleHint | null;
  /** The platform could not say whether a password is stored: the old one is asked, and this shown. */
  statusError: ErrorCode | null;
  /** The form's browser rules, from its schema. */
  rules: FormRules;
}

/** What an emailed reset link can still do (the platform says); the form shows only for a usable one. */
export type ResetLinkState = "usable" | "used" | "expired" | "unknown";

/** The reset-link popup's view. */
export interface ResetView {
  /** The link's token, or null when the link has none that could be one. */
  token: string | null;
  /** The token's state; null when the platform could not say (the form shows, and setting the password decides). */
  linkState: ResetLinkState | null;
  rule: PasswordRuleHint | null;
  /** The form's browser rules, from its schema. */
  rules: FormRules;
}
