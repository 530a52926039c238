import type { SubmissionResult } from "@conform-to/react";
import type { ErrorCode } from "~/platform/errors";

/**
 * What every form's action answers when it does not redirect: the one reply shape of the
 * portal, read by the one browser form state (`useFormState`), and of the operator console,
 * whose pages give its `result` to conform's `useForm`. Both sides import it. Its messages are
 * translation keys, except the console's: sentences, as its pages are in English only.
 */
export interface FormReply<Extra extends object = Record<never, never>> {
  /** Which form of the page answered (a page may hold several). */
  form: string;
  /**
   * conform's reply: each field's messages (translation keys), `error[""]` for the form's own,
   * and the values to show again (secrets never: see `SECRET_FIELDS`).
   */
  result: SubmissionResult<string[]>;
  /** Why the platform refused, translated as `errors.<code>`. */
  failure: FormFailure | null;
  /** What went well without leaving the page (e.g. "code sent"): a translation key and its values. */
  done: FormDone | null;
  /** What this form adds (a new idempotency key, a captcha to show); absent when it adds nothing. */
  extra?: Extra;
}

export interface FormFailure {
  code: ErrorCode;
  /** TOO_MANY_ATTEMPTS, SECOND_FACTOR_LOCKED: whole minutes until the next try. */
  retryAfterMinutes?: number;
  /**
   * SELF_EXCLUDED, TIMED_OUT at sign-in: when the break ends, as shown ("2026-12-01 08:00 UTC"); null when permanent.
   * SECOND_FACTOR_LOCKED: when the lock ends, as shown.
   */
  until?: string | null;
  /**
   * SELF_EXCLUDED, TIMED_OUT, NATIONALLY_EXCLUDED at sign-in or registration, EXCLUSION_ENDED on
   * the come-back step: the brand's customer service, to talk or to withdraw the balance.
   */
  help?: { email?: string; liveChat?: string };
}

export interface FormDone {
  message: string;
  values?: Record<string, string | number>;
}

/** Field names never sent back to the browser, not even to refill a form after a refusal. */
export const SECRET_FIELDS = [
  "password",
  "confirmPassword",
  "oldPassword",
  "newPassword",
  "confirmNewPassword",
  "withdrawPassword",
  "paymentPassword",
  "code",
  "verificationCode",
  "captcha",
  "token",
  "accountNumber",
  "proofs",
  "botCheck",
  "botCheckPass",
] as const;

/**
 * What a script's own request answers where no form shows the reply (an SMS code sent, a
 * favourite, a game's launch, the game's play-time check): `ok`, and on a refusal the platform's
 * `code` (translated as `errors.<code>`), each beside what that reply adds. The one JSON shape
 * beside `FormReply`: docs/decisions/forms.md.
 */
export type ScriptReply<Done extends object = Record<never, never>, Refused extends object = Record<never, never>> =
  ({ ok: true } & Done) | ({ ok: false; code: ErrorCode } & Refused);

/**
 * The browser's one reader of an answer: `data` (an action's, a fetcher's or a script's) as the
 * reply of the form named `form` (of any form without one), or undefined when it is none.
 */
export function replyOf<Extra extends object = Record<never, never>>(data: unknown, form?: string): FormReply<Extra> | undefined {
  const reply = data as FormReply<Extra> | null | undefined;
  return reply && typeof reply === "object" && (form === undefined || reply.form === form) && typeof reply.result === "object"
    ? reply
    : undefined;
}

/** Beside `replyOf`, for the answers of script requests: `data` as a `ScriptReply`, or undefined when it is none. */
export function scriptReplyOf<Reply extends ScriptReply<object, object>>(data: unknown): Reply | undefined {
  const reply = data as Reply | null | undefined;
  return reply && typeof reply === "object" && typeof reply.ok === "boolean" ? reply : undefined;
}
