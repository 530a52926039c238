import { z } from "zod";
import { defineCall } from "./define";
import { accountTypeSchema, languageSchema, text } from "./common";

export const authCalls = {
  login: defineCall({
    method: "POST",
    path: "/api/v1/auth/login",
    encrypted: true,
    summary:
      "Signs in. After failed attempts the platform demands a captcha (details.captchaRequired); too many attempts are refused for 5 minutes (details.retryAfterSeconds). With type sms, username is the full mobile number (dialling code and number, digits only) and password the code from auth.loginCode.",
    request: z
      .object({
        username: text(64).min(1),
        password: z.string().min(1).max(128),
        captcha: text(16).optional(),
        type: z.enum(["username", "sms"]).default("username"),
      })
      .strict(),
    value: z.object({
      token: z.string(),
      expiresAt: z.string(),
      username: z.string(),
      isAgent: accountTypeSchema,
      firstTimeLogin: z.boolean(),
      passwordExpired: z.boolean(),
      /** The password is the merchant's default one (set by an agent or the platform): it must be changed. */
      defaultPassword: z.boolean(),
    }),
  }),
  loginCode: defineCall({
    method: "POST",
    path: "/api/v1/auth/login-code",
    summary:
      "Sends a sign-in code by SMS. Answers the same for unregistered numbers (no enumeration); one send per number per 60 s (TOO_MANY_ATTEMPTS with retryAfterSeconds).",
    request: z
      .object({
        mobileNum: z
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
  captcha: defineCall({
    method: "GET",
    path: "/api/v1/auth/captcha",
    summary: "A new captcha for a username's next sign-in; the image is a base64 data URL.",
    request: z.object({ username: text(64).min(1) }).strict(),
    value: z.object({ image: z.string() }),
  }),
  freePlay: defineCall({
    method: "POST",
    path: "/api/v1/auth/free-play",
    encrypted: true,
    summary: "Creates a trial account (isAgent 4) with a play balance and signs it in.",
    request: z.object({ os: text(32), platform: z.literal("W"), deviceId: text(128) }).strict(),
    value: z.object({
      token: z.string(),
      expiresAt: z.string(),
      username: z.string(),
      isAgent: z.literal(4),
    }),
  }),
  logout: defineCall({
    method: "DELETE",
    path: "/api/v1/auth/session",
    auth: "token",
    summary: "Ends the session; its token stops working.",
    request: z.object({}).strict(),
    value: z.object({ loggedOut: z.literal(true) }),
  }),
};

export const memberCalls = {
  info: defineCall({
    method: "GET",
    path: "/api/v1/member/info",
    auth: "token",
    summary: "The signed-in account.",
    request: z.object({}).strict(),
    value: z.object({
      id: z.string(),
      account: z.string(),
      nickname: z.string(),
      type: accountTypeSchema,
      currencySymbol: z.string(),
      vip: z.boolean(),
      vipLabel: z.string(),
      rankLevel: z.number().int(),
      unreadMessages: z.number().int(),
      availablePromoCount: z.number().int(),
      language: languageSchema,
    }),
  }),
  setLanguage: defineCall({
    method: "PUT",
    path: "/api/v1/member/language",
    auth: "token",
    summary: "Stores the account's language.",
    request: z.object({ language: languageSchema }).strict(),
    value: z.object({ language: languageSchema }),
  }),
};

export const walletCalls = {
  balance: defineCall({
    method: "GET",
    path: "/api/v1/wallet/balance",
    auth: "token",
    summary:
      "The account's wallet balance, in minor units (`balanceCents`), and `eventsCursor`: the cursor of the account's live events (`events.poll`) as of this balance, read with it, so the events after it are exactly what has changed the balance since.",
    request: z.object({}).strict(),
    value: z.object({
      balanceCents: z.number().int().min(0),
      currency: z.string(),
      currencySymbol: z.string(),
      /** A page that shows this balance follows the live events from here: none missed, none told twice. */
      eventsCursor: z.number().int().min(0),
    }),
  }),
};
