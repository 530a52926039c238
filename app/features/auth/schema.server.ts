import { z } from "zod";

/**
 * The sign-in forms' schemas, one per form: the actions parse with them (`parseForm`) and
 * the pages' loaders send their browser rules (`formRules`), so the browser checks the same
 * rules without carrying them. Every message is a translation key. Inputs are trimmed, the
 * password included, as the registration form trims it.
 */

/** A trimmed, required text of at most `max` characters: `message` when it is missing or blank, `tooLong` past `max`. */
export const requiredText = (message: string, max: number, tooLong = "login.tooLong") =>
  z.string({ required_error: message }).trim().min(1, message).max(max, tooLong);

/** An optional trimmed text of at most `max` characters. */
const optionalText = (max: number) => z.string().trim().max(max, "login.tooLong").optional();

/** Where to go after signing in; checked again by the action (same-site paths only). Not trimmed. */
const redirectTo = z.string().max(2048, "login.tooLong").optional();

/** A ticked checkbox ("on" in the form). */
const checkbox = z.boolean().optional();

/** The username form (the login popup's and the agent sign-in page's). */
export const usernameLoginSchema = z
  .object({
    type: z.literal("username"),
    username: requiredText("login.usernameRequired", 64),
    password: requiredText("login.passwordRequired", 128),
    /** Set once the platform asked for a captcha: then the captcha is required. */
    captchaShown: checkbox,
    captcha: optionalText(16),
    remember: checkbox,
    redirectTo,
  })
  .superRefine((value, context) => {
    if (value.captchaShown && !value.captcha)
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["captcha"], message: "login.captchaRequired" });
  });

/** The country select holds an ISO country code (several countries share a dialling code). */
export const country = requiredText("login.countryRequired", 8);

/** A mobile number as typed: digits only, 6 to 15 of them (the platform's rule). */
export const mobile = requiredText("login.mobileRequired", 32).regex(/^\d{6,15}$/, "login.mobileInvalid");

/** Sending a sign-in code. */
export const smsCodeSchema = z.object({ country, mobile });

/** A failed schema's field messages, as the send-code answer carries them. */
export const schemaErrors = (submission: { error?: Record<string, string[] | null> | null }): Record<string, string[]> =>
  Object.fromEntries(Object.entries(submission.error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])));

/** The SMS form: the code is the password (required, at most 255 characters). */
export const smsLoginSchema = z.object({
  type: z.literal("sms"),
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
