import { randomBytes } from "node:crypto";
import { failureOf, refusedReply } from "~/forms/reply.server";
import { retryAfterSeconds, type RateLimitResult } from "~/http/rate-limit.server";
import { retryAfterSecondsOf } from "~/platform/platform-error";
import type { PasswordExtra } from "./types";

/** What the password forms' refusals add to the forms core's replies: their round, and Retry-After. */

type Parsed = Parameters<typeof refusedReply>[1];

/** A new round per reply: the inputs that never keep a value (passwords, codes) are keyed by it, so they empty. */
export const round = (): PasswordExtra => ({ nonce: randomBytes(6).toString("hex") });

/** The platform refused: its code, translated by the popup; TOO_MANY_ATTEMPTS with the minutes to wait and Retry-After. */
export function refusedByPlatform(form: string, submission: Parsed, error: unknown) {
  const failure = failureOf(error);
  const seconds = retryAfterSecondsOf(error);
  const headers = failure.retryAfterMinutes && seconds !== undefined ? { "Retry-After": String(Math.ceil(seconds)) } : undefined;
  return refusedReply(form, submission, failure, { extra: round(), headers });
}

/** The portal's own limit was reached: 429 with Retry-After, the platform is not called. */
export function limitedReply(form: string, submission: Parsed, limit: RateLimitResult) {
  const seconds = retryAfterSeconds(limit);
  return refusedReply(
    form,
    submission,
    { code: "TOO_MANY_ATTEMPTS", retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)) },
    { extra: round(), headers: { "Retry-After": String(seconds) } },
  );
}
