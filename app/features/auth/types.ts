import type { ScriptReply } from "~/forms/reply";
import type { FormRules } from "~/forms/rules";
import type { Country } from "~/platform/countries";

/** The sign-in forms of the login popup (their `FormReply`'s `form`, and their elements' ids). */
export const USERNAME_FORM = "login-username";
export const SMS_FORM = "login-sms";

/** What the sign-in forms' replies add: whether the platform asked for a captcha, and a new round (a new image, an emptied code). */
export interface LoginExtra {
  captcha: { shown: boolean; nonce: string };
}

/** The login popup's forms' browser rules, made by the /login loader from their schemas. */
export interface LoginRules {
  username: FormRules;
  sms: FormRules;
}

/** What the popup asks the server for once it is open: remembered values and, with SMS login, the countries. */
export interface LoginFormData {
  username: string | null;
  sms: { country: string; mobile: string } | null;
  countries: Country[] | null;
  /** The country the select starts on: the remembered one, else where the platform places the visitor. */
  defaultCountry: string | null;
}

/** The send-code answer. */
export type SendCodeResult = ScriptReply<
  { expiredMinutes: number },
  { retryAfterSeconds?: number; fieldErrors?: Record<string, string[]> }
>;
