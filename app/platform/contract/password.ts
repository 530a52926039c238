import { z } from "zod";
import { accountTypeSchema, text } from "./common";
import { defineCall } from "./define";
import { endedSession } from "./sessions";

/** A password as the platform takes it: the merchant's `password` register rule is checked on top. */
const password = z.string().min(1).max(128);
const mobileNum = z
  .string()
  .trim()
  .regex(/^\d{6,15}$/, "digits only");
const countryDialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/);

/**
 * What a reset answers: the same session as auth.login, and the account's other sessions it ended
 * (sessions.endOthers's shape). A forgotten password may be one someone else has used, so the
 * portal signs their cookies out at once.
 */
const resetSignedIn = z.object({
  token: z.string(),
  expiresAt: z.string(),
  username: z.string(),
  isAgent: accountTypeSchema,
  ended: z.array(endedSession),
});

/**
 * Passwords: the signed-in player's change, and the two ways back in when it is forgotten
 * (an emailed reset link, or an SMS code where CHNGPASSVERIF3 is on). New passwords must
 * pass the merchant's `password` register rule and differ from the last ones
 * (PASSWORD_REUSED); a change moves the expiry forward.
 */
export const passwordCalls = {
  status: defineCall({
    method: "GET",
    path: "/api/v1/password/status",
    auth: "token",
    summary:
      "The signed-in account's password: whether one is stored (accounts made without one, e.g. signed in by SMS only, change it without the old one), whether it is the merchant's default, and whether it has expired.",
    request: z.object({}).strict(),
    value: z.object({ passwordSet: z.boolean(), isDefault: z.boolean(), expired: z.boolean() }),
  }),
  change: defineCall({
    method: "POST",
    path: "/api/v1/password/change",
    auth: "token",
    summary:
      "Changes the signed-in account's password. oldPassword is required when one is stored (OLD_PASSWORD_INCORRECT when wrong; five wrong passwords here or in exclusion.start lock both for 5 minutes: TOO_MANY_ATTEMPTS); the account's other sessions end, answered as `ended` (sessions.endOthers's shape) so the portal signs their cookies out at once.",
    request: z.object({ oldPassword: password.optional(), newPassword: password, confirmNewPassword: password }).strict(),
    value: z.object({ changed: z.literal(true), expiresAt: z.string().nullable(), ended: z.array(endedSession) }),
  }),
  forgotByEmail: defineCall({
    method: "POST",
    path: "/api/v1/password/forgot",
    summary:
      "Emails a reset link (valid 30 minutes, once) when the username and email belong to one account; USER_NOT_FOUND otherwise, and EMAIL_UNVERIFIED when that email is not verified (emailVerification). The link is resetUrl (the portal's own address of its reset page, as the player reached the portal: scheme, host and port) with ?token=; the email is signed with brandName. At most 3 a username per 5 minutes (TOO_MANY_ATTEMPTS with retryAfterSeconds).",
    request: z
      .object({
        username: text(64).min(1),
        email: text(254).min(3),
        resetUrl: text(512).regex(/^https?:\/\/[^\s?#]+$/, "an http(s) address without query or fragment"),
        brandName: text(60).min(1),
      })
      .strict(),
    value: z.object({ sent: z.literal(true) }),
  }),
  resetByToken: defineCall({
    method: "POST",
    path: "/api/v1/password/reset-by-token",
    encrypted: true,
    summary:
      "Sets a new password with an emailed reset token (RESET_LINK_INVALID when unknown, used or expired), ends the account's other sessions (answered as `ended`, as password.change) and signs the account in.",
    request: z.object({ token: text(128).min(16), newPassword: password }).strict(),
    value: resetSignedIn,
  }),
  resetLinkState: defineCall({
    method: "POST",
    path: "/api/v1/password/reset-link-state",
    encrypted: true,
    summary:
      "What an emailed reset token can still do, so the link's page can say so before a password is typed: usable; used (a password was set with it or another link of the account); expired; unknown. Changes nothing.",
    request: z.object({ token: text(128).min(16) }).strict(),
    value: z.object({ state: z.enum(["usable", "used", "expired", "unknown"]) }),
  }),
  resetCode: defineCall({
    method: "POST",
    path: "/api/v1/password/reset-code",
    summary:
      "Sends a password-reset code by SMS (CHNGPASSVERIF3). Answers the same for unregistered numbers; one send per number per 60 s (TOO_MANY_ATTEMPTS with retryAfterSeconds).",
    request: z.object({ mobileNum, countryDialingCode }).strict(),
    value: z.object({ expiredMinutes: z.number().int().positive() }),
  }),
  resetByMobile: defineCall({
    method: "POST",
    path: "/api/v1/password/reset-by-mobile",
    encrypted: true,
    summary:
      "Sets a new password with the code from password.resetCode (CODE_INVALID, CODE_EXPIRED; five wrong codes lock the number for 5 minutes), ends the account's other sessions (answered as `ended`, as password.change) and signs the account in.",
    request: z.object({ mobileNum, countryDialingCode, verificationCode: text(16).min(1), newPassword: password }).strict(),
    value: resetSignedIn,
  }),
};
