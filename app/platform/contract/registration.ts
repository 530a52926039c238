import { z } from "zod";
import { defineCall } from "./define";
import { authCalls } from "./account";
import { text } from "./common";

/** A birthday as the platform takes it: yyyy-MM-dd. */
export const BIRTHDAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether a birthday (yyyy-MM-dd) is a real date on which a person is `age` or older on
 * `today` (yyyy-MM-dd, the platform's day): the birthday of that age is today or earlier. One
 * born on 29 February comes of age on 1 March, as 29 February is no day in most years.
 */
export function reachedAge(birthday: string, today: string, age: number): boolean {
  const match = BIRTHDAY_PATTERN.exec(birthday);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return `${String(year + age).padStart(4, "0")}${birthday.slice(4)}` <= today;
}

/** A registration field's value as the platform takes it: trimmed, bounded; the merchant's register rules say the rest. */
const field = (max = 64) => text(max).min(1).optional();

export const registrationCalls = {
  register: defineCall({
    method: "PUT",
    path: "/api/v1/registration",
    encrypted: true,
    summary:
      "Registers an account and, with login true, signs it in (the value is auth.login's). registerMethod username needs username, password and confirmPassword (USERNAMEREG3); mobile needs mobileNum and countryDialingCode, the SMS code of registration.smsCode when REGMOBVERF3 is on and a password when MOBILENUMPASSREG3 is (MOBILENUMREG3). Every field is checked against the merchant's register rules: FIELD_INVALID with details.fields (field -> {patternId, minLength, maxLength}). A username of the shape mobile registration gives (\"m\" and digits) is FIELD_INVALID RESERVED on username whatever the rules say. Brands sharing a registration have one username namespace: USERNAME_TAKEN when any of them has the name (MOBILE_TAKEN in mobile registration, whose username is made from the number), MOBILE_TAKEN when this brand has the number. A number registered with the SMS code (REGMOBVERF3) is verified; one registered without it is not, and reaches no other account. AFFILIATE_INVALID, AFFILIATE_USED, CAPTCHA_REQUIRED / CAPTCHA_INVALID (captchaId from registration.captcha, when register settings ask for a captcha), CODE_INVALID / CODE_EXPIRED. birthday (yyyy-MM-dd) is required whatever the rules say: a missing one is FIELD_INVALID REQUIRED, one that is no date BIRTHDAY, one under the merchant's minimum age (registerSettings.minAge) UNDER_AGE; it is kept as the profile's birthday. Where the merchant checks the national self-exclusion register, a registration that is otherwise valid is NATIONALLY_EXCLUDED when the register lists the number, the e-mail, or the name (payeeName) with the birthday typed in; nothing of it is stored.",
    request: z
      .object({
        registerMethod: z.enum(["username", "mobile"]),
        registerUrl: text(256),
        domain: text(253),
        login: z.literal(true),
        username: field(),
        password: z.string().min(1).max(128).optional(),
        confirmPassword: z.string().min(1).max(128).optional(),
        mobileNum: field(32),
        countryDialingCode: text(8)
          .regex(/^\+?\d{1,4}$/)
          .optional(),
        verificationCode: field(16),
        birthday: field(16),
        payeeName: field(),
        email: field(128),
        qqNum: field(),
        line: field(),
        whatsapp: field(),
        facebook: field(128),
        wechat: field(),
        idNumber: field(),
        recommenderId: field(),
        paymentPassword: z.string().min(1).max(128).optional(),
        affiliateCode: field(),
        referralCode: field(),
        captchaId: field(),
        captcha: field(16),
      })
      .strict(),
    value: authCalls.login.value,
  }),
  smsCode: defineCall({
    method: "POST",
    path: "/api/v1/registration/sms-code",
    summary:
      "Sends a registration code by SMS to a number no account of the merchant has (MOBILE_TAKEN otherwise; FUNCTION_DISABLED without MOBILENUMREG3). One send per number per 60 s (TOO_MANY_ATTEMPTS with retryAfterSeconds).",
    request: z
      .object({
        mobileNo: z
          .string()
          .trim()
          .regex(/^\d{6,15}$/, "digits only"),
        countryDialingCode: z
          .string()
          .trim()
          .regex(/^\+?\d{1,4}$/),
      })
      .strict(),
    value: z.object({ expiredMinutes: z.number().int().positive() }),
  }),
  affiliate: defineCall({
    method: "GET",
    path: "/api/v1/registration/affiliate",
    summary: "Whether an affiliate (invitation) code may be used on a domain: VALID, USED (taken by an account already) or UNKNOWN.",
    request: z.object({ code: text(64).min(1), domain: text(253).min(1) }).strict(),
    value: z.object({ status: z.enum(["VALID", "USED", "UNKNOWN"]) }),
  }),
  captcha: defineCall({
    method: "GET",
    path: "/api/v1/registration/captcha",
    summary: "A new registration captcha: its id (sent back with registration.register) and its image as a base64 data URL.",
    request: z.object({}).strict(),
    value: z.object({ captchaId: z.string(), image: z.string() }),
  }),
};
