import { z } from "zod";
import { authCalls } from "./account";
import { text } from "./common";
import { defineCall } from "./define";

/**
 * How a sign-in from an address the account has not used before is confirmed:
 * a code sent to the bound mobile, the bound email, the bank account's name, or a code of
 * the authenticator app (TOTP, RFC 6238).
 */
/**
 * Wrong second-factor codes (authenticator codes and recovery codes) count per account, across
 * sign-in tickets and sessions: a new ticket costs only the password, so a count per ticket would
 * let whoever knows the password go on guessing codes. Five wrong within the window lock every
 * code out, right ones too, for the lock's time; the password never opens it. The operator
 * console's staff authenticators follow the same rule.
 */
export const SECOND_FACTOR_MAX_FAILURES = 5;
/** The window the five are counted in: the first wrong code starts it. */
export const SECOND_FACTOR_WINDOW_MS = 15 * 60 * 1000;
/** How long the second factor stays locked. */
export const SECOND_FACTOR_LOCK_MS = 15 * 60 * 1000;

export const VERIFICATION_METHODS = ["mobile", "email", "bank", "totp"] as const;
export const verificationMethodSchema = z.enum(VERIFICATION_METHODS);
export type VerificationMethod = z.infer<typeof verificationMethodSchema>;

/** The ticket auth.login hands out with VERIFICATION_REQUIRED: opaque, single-use, bound to the caller's address. */
const ticket = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, "a verification ticket");

/** A successful sign-in: the same value as auth.login's. */
const signedIn = authCalls.login.value;

export const verificationCalls = {
  status: defineCall({
    method: "POST",
    path: "/api/v1/verification/status",
    summary:
      "The pending sign-in of a ticket: the methods it may be confirmed with, when it expires, the bound mobile's last digits, and while the account's authenticator codes are locked (verification.verify) when that ends. VERIFICATION_EXPIRED once the ticket is used, expired, unknown or asked from another address.",
    request: z.object({ ticket }).strict(),
    value: z.object({
      methods: z.array(verificationMethodSchema).min(1),
      expiresAt: z.string(),
      /** The bound mobile as `•••• 4567`, or null when the account has none. */
      mobileHint: z.string().nullable(),
      /** While the authenticator's codes are locked: when it ends (ISO 8601) and the seconds left; null otherwise. */
      secondFactorLock: z.object({ until: z.string(), retryAfterSeconds: z.number().int().positive() }).nullable(),
    }),
  }),
  sendCode: defineCall({
    method: "POST",
    path: "/api/v1/verification/send-code",
    summary:
      "Sends a code to the account's bound mobile (method mobile). One send per ticket per 60 s (TOO_MANY_ATTEMPTS with retryAfterSeconds).",
    request: z.object({ ticket }).strict(),
    value: z.object({ expiredMinutes: z.number().int().positive() }),
  }),
  verify: defineCall({
    method: "POST",
    path: "/api/v1/verification/verify",
    encrypted: true,
    summary:
      "Confirms a pending sign-in and signs in: the sent code (mobile), the bound email (email), the bank account's name (bank) or an authenticator code (totp, each code once). The address is then registered to the account. A wrong answer is CODE_INVALID (codes) or VERIFICATION_FAILED; the fifth ends the ticket (VERIFICATION_EXPIRED). Wrong authenticator and recovery codes also count per account, across tickets and sessions (authenticator.remove's too): the fifth within 15 minutes locks them for 15 minutes (SECOND_FACTOR_LOCKED with details.until and retryAfterSeconds, the player told by a security event and the sign-in history), and while locked every totp answer, right or wrong, is refused unchecked; a new ticket does not lift it.",
    request: z.object({ ticket, method: verificationMethodSchema, answer: text(128).min(1) }).strict(),
    value: signedIn,
  }),
};

export const firstLoginCalls = {
  status: defineCall({
    method: "GET",
    path: "/api/v1/first-login",
    auth: "token",
    summary: "Whether the signed-in account's first-login step is still to do (auth.login's firstTimeLogin).",
    request: z.object({}).strict(),
    value: z.object({ pending: z.boolean() }),
  }),
  complete: defineCall({
    method: "POST",
    path: "/api/v1/first-login",
    auth: "token",
    summary: 'Records that the first-login step is done (the rule: "a first-login action fires"). Answers the same when it already was.',
    request: z.object({}).strict(),
    value: z.object({ pending: z.literal(false) }),
  }),
};

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** An OpenID Connect ID token as the portal received it from the provider (a compact JWS). */
const idToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, "a compact JWS")
  .max(8192);

export const socialCalls = {
  signIn: defineCall({
    method: "POST",
    path: "/api/v1/social/sign-in",
    encrypted: true,
    summary:
      "Signs in with a provider's ID token: the platform checks its signature, issuer, audience (the merchant's client id) and expiry, and that it was not used before. IDENTITY_NOT_LINKED when no account is linked to the identity (the token stays usable for social.link), IDENTITY_INVALID for a bad or replayed token.",
    request: z.object({ provider: socialProviderSchema, idToken }).strict(),
    value: signedIn,
  }),
  link: defineCall({
    method: "POST",
    path: "/api/v1/social/link",
    encrypted: true,
    summary:
      "Links the identity of an ID token to the account of a username and password (checked as auth.login checks them, counters included), then signs in.",
    request: z
      .object({ provider: socialProviderSchema, idToken, username: text(64).min(1), password: z.string().min(1).max(128) })
      .strict(),
    value: signedIn,
  }),
};
