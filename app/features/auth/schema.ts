import { z } from "zod";

/**
 * The sign-in forms' schemas (SPEC.md §5), shared by the browser (conform) and
 * the server, which validates again. Every message is a translation key.
 * Inputs are trimmed (SPEC.md §5 "Inputs trimmed"), the password included, as
 * the registration form trims it.
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

/** A trimmed, required text of at most `max` characters. */
const requiredText = (message: LoginMessageKey, max: number) =>
  z
    .string({ required_error: message })
    .trim()
    .min(1, message)
    .max(max, "login.tooLong" satisfies LoginMessageKey);

/** Where to go after signing in; checked again by the action (same-site paths only). */
const redirectTo = z.string().max(2048).optional();

export const LOGIN_TYPES = ["username", "sms"] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** The username form. `captchaShown` is set once the platform asked for a captcha. */
export const usernameLoginSchema = z
  .object({
    type: z.literal("username"),
    username: requiredText("login.usernameRequired", 64),
    password: requiredText("login.passwordRequired", 128),
    captchaShown: z.boolean().optional(),
    captcha: z.string().trim().max(16, "login.tooLong" satisfies LoginMessageKey).optional(),
    remember: z.boolean().optional(),
    redirectTo,
  })
  .superRefine((value, ctx) => {
    if (value.captchaShown && !value.captcha) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["captcha"], message: "login.captchaRequired" });
    }
  });

/** A mobile number as typed: digits only, 6 to 15 of them (the platform's rule). */
export const mobileSchema = requiredText("login.mobileRequired", 32).pipe(
  z.string().regex(/^\d{6,15}$/, "login.mobileInvalid" satisfies LoginMessageKey),
);

/** The country select holds an ISO country code (several countries share a dialling code). */
export const countrySchema = requiredText("login.countryRequired", 8);

/** Sending a sign-in code. */
export const smsCodeSchema = z.object({ country: countrySchema, mobile: mobileSchema });

/** The SMS form: the code is the password (SPEC.md §5: required, at most 255 characters). */
export const smsLoginSchema = z.object({
  type: z.literal("sms"),
  country: countrySchema,
  mobile: mobileSchema,
  code: requiredText("login.codeRequired", 255),
  remember: z.boolean().optional(),
  redirectTo,
});

/** The platform's sms username: the dialling code's digits then the number's (`63` + `9171234567`). */
export function smsUsername(dialingCode: string, mobile: string): string {
  return dialingCode.replace(/\D/g, "") + mobile.replace(/\D/g, "");
}
