import { parse, type Submission } from "@conform-to/react";

/**
 * The sign-in forms' schemas, shared by the browser (conform) and
 * the server, which validates again with the same schema. Every message is a
 * translation key. Inputs are trimmed, the password
 * included, as the registration form trims it.
 *
 * These few rules are checked by the small functions below rather than by zod: the
 * popup is on the page-weight budget (docs/decisions/page-weight.md), and zod (even
 * its mini build) would be most of the popup's JavaScript.
 */

export const LOGIN_MESSAGES = [
  "login.usernameRequired",
  "login.passwordRequired",
  "login.captchaRequired",
  "login.countryRequired",
  "login.mobileRequired",
  "login.mobileInvalid",
  "login.codeRequired",
  "login.tooLong",
] as const;
export type LoginMessageKey = (typeof LOGIN_MESSAGES)[number];

export const isLoginMessageKey = (value: unknown): value is LoginMessageKey =>
  typeof value === "string" && (LOGIN_MESSAGES as readonly string[]).includes(value);

/** Any field's message when its value is not text at all (a field sent twice, a file). */
const NOT_TEXT = "common.required";

/** One field's rule: the form value as conform reads it (text, absent, several, a file) in; its value or a message out. */
export type Rule<T> = (raw: unknown) => { value: T } | { message: string };

/** What a schema makes of a form: its values, or each failing field's messages. */
export type SchemaResult<T> = { value: T; error?: undefined } | { value?: undefined; error: Record<string, string[]> };

/** A form's schema: its fields' names, and `check`, which takes the form's payload (field name to value). */
export interface FormSchema<T> {
  readonly fields: readonly string[];
  check(payload: Record<string, unknown>): SchemaResult<T>;
}

/** Text, trimmed, with an empty text as absent (as conform's zod coercion did); `null` when not text. */
export const trimmed = (raw: unknown): string | undefined | null =>
  raw === undefined ? undefined : typeof raw === "string" ? raw.trim() || undefined : null;

/** A trimmed, required text of at most `max` characters, optionally of a given shape. Messages are translation keys. */
export const requiredText =
  (message: string, max: number, shape?: { pattern: RegExp; message: string }): Rule<string> =>
  (raw) => {
    const text = trimmed(raw);
    if (text === null) return { message: NOT_TEXT };
    if (text === undefined) return { message };
    if (text.length > max) return { message: "login.tooLong" satisfies LoginMessageKey };
    if (shape && !shape.pattern.test(text)) return { message: shape.message };
    return { value: text };
  };

/** An optional text of at most `max` characters, trimmed unless `trim` is false. */
export const optionalText =
  (max: number, message: string, trim = true): Rule<string | undefined> =>
  (raw) => {
    if (raw === undefined || raw === "") return { value: undefined };
    if (typeof raw !== "string") return { message: NOT_TEXT };
    const text = trim ? raw.trim() : raw;
    return text.length > max ? { message } : { value: text || undefined };
  };

/** A checkbox: ticked ("on") or not (absent). */
const checkbox: Rule<boolean | undefined> = (raw) =>
  raw === undefined || raw === "" ? { value: undefined } : raw === "on" ? { value: true } : { message: NOT_TEXT };

/** A hidden field with one allowed value. */
export const literal =
  <V extends string>(expected: V): Rule<V> =>
  (raw) =>
    raw === expected ? { value: expected } : { message: NOT_TEXT };

/**
 * A schema from one rule per field and, optionally, checks across fields (`refine`, given
 * the fields that passed, answers field name to message). Every field is checked, so every
 * message shows at once; fields without a rule are dropped from the value.
 */
export function formSchema<T extends Record<string, unknown>>(
  rules: { [K in keyof T]-?: Rule<T[K]> },
  refine?: (value: Partial<T>) => Partial<Record<keyof T & string, string>>,
): FormSchema<T> {
  const fields = Object.keys(rules) as Array<keyof T & string>;
  return {
    fields,
    check(payload) {
      const value: Partial<T> = {};
      const error: Record<string, string[]> = {};
      for (const name of fields) {
        const result = rules[name](payload[name]);
        if ("message" in result) error[name] = [result.message];
        else if (result.value !== undefined) value[name] = result.value;
      }
      for (const [name, message] of Object.entries(refine?.(value) ?? {})) {
        if (message && !error[name]) error[name] = [message];
      }
      return Object.keys(error).length > 0 ? { error } : { value: value as T };
    },
  };
}

/**
 * A form submission checked against `schema`, as conform's `parseWithZod` gave it: the
 * actions' check, whose `reply()` the popup shows. (The browser calls `schema.check` itself,
 * in `useLoginForm`, so conform stays out of the browser's JavaScript.)
 */
export function parseWithSchema<T>(form: FormData | URLSearchParams, options: { schema: FormSchema<T> }): Submission<T> {
  return parse<T, string[]>(form, { resolve: (payload) => options.schema.check(payload) });
}

/** Where to go after signing in; checked again by the action (same-site paths only). Not trimmed. */
const redirectTo = optionalText(2048, "login.tooLong" satisfies LoginMessageKey, false);

export const LOGIN_TYPES = ["username", "sms"] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** Types, not interfaces: conform wants a record. */
export type UsernameLogin = {
  type: "username";
  username: string;
  password: string;
  /** Set once the platform asked for a captcha: then the captcha is required. */
  captchaShown: boolean | undefined;
  captcha: string | undefined;
  remember: boolean | undefined;
  redirectTo: string | undefined;
};

/** The username form. */
export const usernameLoginSchema = formSchema<UsernameLogin>(
  {
    type: literal("username"),
    username: requiredText("login.usernameRequired", 64),
    password: requiredText("login.passwordRequired", 128),
    captchaShown: checkbox,
    captcha: optionalText(16, "login.tooLong" satisfies LoginMessageKey),
    remember: checkbox,
    redirectTo,
  },
  (value) => ({ captcha: value.captchaShown && !value.captcha ? ("login.captchaRequired" satisfies LoginMessageKey) : undefined }),
);

/** A mobile number as typed: digits only, 6 to 15 of them (the platform's rule). */
export const mobile = requiredText("login.mobileRequired", 32, { pattern: /^\d{6,15}$/, message: "login.mobileInvalid" });

/** The country select holds an ISO country code (several countries share a dialling code). */
export const country = requiredText("login.countryRequired", 8);

export type SmsCode = {
  country: string;
  mobile: string;
};

/** Sending a sign-in code. */
export const smsCodeSchema = formSchema<SmsCode>({ country, mobile });

export type SmsLogin = SmsCode & {
  type: "sms";
  code: string;
  remember: boolean | undefined;
  redirectTo: string | undefined;
};

/** The SMS form: the code is the password (required, at most 255 characters). */
export const smsLoginSchema = formSchema<SmsLogin>({
  type: literal("sms"),
  country,
  mobile,
  code: requiredText("login.codeRequired", 255),
  remember: checkbox,
  redirectTo,
});

/** The platform's sms username: the dialling code's digits then the number's (`63` + `9171234567`). */
export function smsUsername(dialingCode: string, mobile: string): string {
  return dialingCode.replace(/\D/g, "") + mobile.replace(/\D/g, "");
}
