import { z } from "zod";
import { defineCall } from "./define";
import { text } from "./common";

/** How long an e-mail verification link works, and the least time between two sends. */
export const EMAIL_VERIFY_LINK_MINUTES = 60;
export const EMAIL_VERIFY_RESEND_SECONDS = 60;

/** The portal's own address of its verification page (scheme, host and port), without query or fragment. */
const verifyUrl = text(512).regex(/^https?:\/\/[^\s?#]+$/, "an http(s) address without query or fragment");

export const emailVerificationCalls = {
  status: defineCall({
    method: "GET",
    path: "/api/v1/member/email-verification",
    auth: "token",
    summary:
      "The account's bound email, masked (null when none), and whether it is verified. An email bound with binding.confirm starts unverified; emails on file before verification existed count as verified. An unverified email gets no password reset link (password.forgotByEmail answers EMAIL_UNVERIFIED).",
    request: z.object({}).strict(),
    value: z.object({ email: z.string().nullable(), verified: z.boolean() }),
  }),
  send: defineCall({
    method: "POST",
    path: "/api/v1/member/email-verification/send",
    auth: "token",
    summary: `Emails a verification link to the account's unverified email (EMAIL_NOTHING_TO_VERIFY when there is none, or it is verified): verifyUrl with ?token=, valid ${EMAIL_VERIFY_LINK_MINUTES} minutes, once; a new link replaces the earlier ones. One send per ${EMAIL_VERIFY_RESEND_SECONDS} s (TOO_MANY_ATTEMPTS with retryAfterSeconds). binding.confirm sends the first link itself.`,
    request: z.object({ verifyUrl }).strict(),
    value: z.object({ sent: z.literal(true), expiredMinutes: z.number().int().positive() }),
  }),
  verify: defineCall({
    method: "POST",
    path: "/api/v1/email-verification/verify",
    summary:
      "Verifies the email a link's token was sent to, signed in or not (the link may open in another browser): EMAIL_LINK_EXPIRED after its time, EMAIL_LINK_INVALID when unknown, already used, replaced by a newer link, or the account's email has changed since. Answers the verified email, masked.",
    request: z.object({ token: text(128).min(16) }).strict(),
    value: z.object({ verified: z.literal(true), email: z.string() }),
  }),
};
