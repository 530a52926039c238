import { data } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import type { LoginFailure } from "~/features/auth/types";
import { platformErrorCode } from "~/features/system/status.server";
import { retryAfterSeconds, type RateLimitResult } from "~/http/rate-limit.server";
import { httpStatusOf, type ErrorCode } from "~/platform/errors";
import type { PasswordActionData, PasswordForm } from "./types";

/** Never sent back to the browser, not even to refill the form. */
const HIDDEN_FIELDS = ["oldPassword", "newPassword", "confirmNewPassword", "code", "token"];

type Reply = PasswordActionData["result"];
/** What the replies need of a parsed submission (conform's). */
export interface RepliedSubmission {
  reply(options?: { hideFields?: string[]; fieldErrors?: Record<string, string[]> }): Reply;
}

const body = (form: PasswordForm, result: Reply, failure: LoginFailure | null, codeSent: PasswordActionData["codeSent"] = null) => ({
  form,
  result,
  failure,
  codeSent,
  // A fresh key per answer: inputs keyed by it are emptied (codes and passwords are never refilled).
  nonce: randomBytes(6).toString("hex"),
});

/** A form that failed its schema (or the password rule): 422 with the field errors; the platform is not called. */
export function invalid(form: PasswordForm, submission: RepliedSubmission, fieldErrors?: Record<string, string[]>) {
  return data(body(form, submission.reply({ hideFields: HIDDEN_FIELDS, fieldErrors }), null), { status: 422 });
}

/** The platform refused: its code, translated by the popup; TOO_MANY_ATTEMPTS with the minutes to wait. */
export function refused(form: PasswordForm, submission: RepliedSubmission, error: unknown) {
  const code = platformErrorCode(error);
  const seconds = (error as { details?: { retryAfterSeconds?: unknown } | null } | null)?.details?.retryAfterSeconds;
  const failure: LoginFailure =
    code === "TOO_MANY_ATTEMPTS" && typeof seconds === "number"
      ? { code, retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)) }
      : { code };
  const headers = typeof seconds === "number" && code === "TOO_MANY_ATTEMPTS" ? { "Retry-After": String(Math.ceil(seconds)) } : undefined;
  return data(body(form, submission.reply({ hideFields: HIDDEN_FIELDS }), failure), { status: Math.max(400, httpStatusOf(code)), headers });
}

/** The portal's own limit was reached: 429 with Retry-After, the platform is not called. */
export function limited(form: PasswordForm, submission: RepliedSubmission, limit: RateLimitResult) {
  const seconds = retryAfterSeconds(limit);
  const failure: LoginFailure = { code: "TOO_MANY_ATTEMPTS" satisfies ErrorCode, retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)) };
  return data(body(form, submission.reply({ hideFields: HIDDEN_FIELDS }), failure), {
    status: 429,
    headers: { "Retry-After": String(seconds) },
  });
}

/** The mobile form after its code went out: the number stays, the countdown starts. */
export function codeSent(submission: RepliedSubmission, expiredMinutes: number) {
  return data(body("mobile", submission.reply({ hideFields: HIDDEN_FIELDS }), null, { expiredMinutes }));
}

/** A reply that is not the form's own error: the form as it was, with a failure (e.g. FUNCTION_DISABLED). */
export function failedWith(form: PasswordForm, submission: RepliedSubmission, code: ErrorCode) {
  return data(body(form, submission.reply({ hideFields: HIDDEN_FIELDS }), { code }), { status: Math.max(400, httpStatusOf(code)) });
}
