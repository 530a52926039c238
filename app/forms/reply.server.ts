import { parseWithZod } from "@conform-to/zod";
import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { z, ZodIssue } from "zod";
import { formatDateTime, type Zone } from "~/format/dates";
import { httpStatusOf } from "~/platform/errors";
import { errorDetails, platformErrorCode } from "~/platform/platform-error";
import { SECRET_FIELDS, type FormDone, type FormFailure, type FormReply } from "./reply";
import { FALLBACK_MESSAGE, messageKey, REQUIRED_MESSAGE } from "./rules";

/**
 * The one way an action reads and answers a form: `parseForm` checks the body against the
 * form's zod schema (conform's `parseWithZod`, so values are coerced as the browser sends
 * them; messages that are not translation keys become `FALLBACK_MESSAGE`), and the replies below answer the one `FormReply` shape with the right status.
 */

interface ParseOptions {
  /**
   * What the schema's messages are: translation keys (the portal's pages, in the player's
   * language), or the sentences shown as they are (the operator console's pages, in English only).
   */
  messages?: "keys" | "sentences";
}

export function parseForm<S extends z.ZodTypeAny>(payload: FormData | URLSearchParams, schema: S, options: ParseOptions = {}) {
  try {
    return parseWith(payload, schema, options);
  } catch (error) {
    // conform reads a button's intent (`__intent__`: add a row, remove one) as JSON and throws on
    // anything else; no page sends such a value, so a forged one is read as a plain submit, not a 500.
    if (!payload.has(CONFORM_INTENT)) throw error;
    const plain = payload instanceof FormData ? new FormData() : new URLSearchParams(payload);
    if (plain instanceof FormData) for (const [name, value] of payload) plain.append(name, value);
    plain.delete(CONFORM_INTENT);
    return parseWith(plain, schema, options);
  }
}

const CONFORM_INTENT = "__intent__";

function parseWith<S extends z.ZodTypeAny>(payload: FormData | URLSearchParams, schema: S, { messages = "keys" }: ParseOptions) {
  if (messages === "sentences") return parseWithZod(payload, { schema });
  return parseWithZod(payload, {
    schema,
    formatError: (issues: ZodIssue[]) =>
      issues.map((issue) =>
        messageKey(issue.message, issue.code === "invalid_type" && issue.received === "undefined" ? REQUIRED_MESSAGE : FALLBACK_MESSAGE),
      ),
  });
}

/** What the replies need of a parsed form. */
type Parsed = Pick<Submission<unknown, string[]>, "reply">;

interface ReplyOptions<Extra extends object> {
  /** Messages of fields the schema passed but a later check refused (e.g. a platform FIELD_INVALID). */
  fieldErrors?: Record<string, string[]>;
  /** The form's own messages, shown above its fields. */
  formErrors?: string[];
  extra?: Extra;
  /** Clear the form's fields in the browser (a form that made something and is ready for the next). */
  resetForm?: boolean;
}

function reply<Extra extends object>(
  form: string,
  submission: Parsed,
  failure: FormFailure | null,
  done: FormDone | null,
  options: ReplyOptions<Extra>,
): FormReply<Extra> {
  const result = submission.reply({
    hideFields: [...SECRET_FIELDS],
    fieldErrors: options.fieldErrors,
    formErrors: options.formErrors,
    resetForm: options.resetForm,
  });
  return options.extra === undefined ? { form, result, failure, done } : { form, result, failure, done, extra: options.extra };
}

/** The statuses of a refusal by the server's own checks: 422 unless the refusal is of another kind. */
type InvalidStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429;

/**
 * The form failed its schema or a check the portal makes itself: 422, and nothing was sent to the
 * platform; or, for a check whose refusal has a status of its own, that status (the operator
 * console's: 401 for a sign-in refused, 403 for a role that may not, 404 for what is not there, 409
 * for a conflict with what is, 429 for a lock).
 */
export function invalidReply<Extra extends object = Record<never, never>>(
  form: string,
  submission: Parsed,
  options: ReplyOptions<Extra> & { status?: InvalidStatus; headers?: HeadersInit } = {},
) {
  return data(reply(form, submission, null, null, options), { status: options.status ?? 422, headers: options.headers });
}

/**
 * A refusal as the form shows it: the platform's code, with TOO_MANY_ATTEMPTS's minutes to wait,
 * and SECOND_FACTOR_LOCKED's minutes and, in `zone` (the player's), the lock's end. Only the second
 * factor's checks answer SECOND_FACTOR_LOCKED, and their actions give the zone; read without one,
 * the lock says its minutes only.
 */
export function failureOf(error: unknown, zone?: Zone): FormFailure {
  const code = platformErrorCode(error);
  const { retryAfterSeconds: seconds, until } = errorDetails(error);
  if ((code !== "TOO_MANY_ATTEMPTS" && code !== "SECOND_FACTOR_LOCKED") || seconds === undefined) return { code };
  return code === "SECOND_FACTOR_LOCKED" && typeof until === "string" && zone
    ? secondFactorLockedFailure({ until, retryAfterSeconds: seconds }, zone)
    : { code, retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)) };
}

/** The second factor's lock as a form shows it: when it ends (in the player's zone), and the minutes until then. */
export const secondFactorLockedFailure = (
  { until, retryAfterSeconds }: { until: string; retryAfterSeconds: number },
  zone: Zone,
): FormFailure => ({
  code: "SECOND_FACTOR_LOCKED",
  retryAfterMinutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
  until: formatDateTime(until, zone),
});

/**
 * The platform refused or failed (`failureOf(error)` of what the call threw, or a failure the
 * portal decided itself): its code, translated by the page, with its HTTP status (at least
 * 400, so the page's loaders are not revalidated).
 */
export function refusedReply<Extra extends object = Record<never, never>>(
  form: string,
  submission: Parsed,
  failure: FormFailure,
  options: ReplyOptions<Extra> & { headers?: HeadersInit } = {},
) {
  return data(reply(form, submission, failure, null, options), {
    status: Math.max(400, httpStatusOf(failure.code)),
    headers: options.headers,
  });
}

/**
 * The platform gave no verdict on the form's operation (no answer in time, an outage): the
 * form's failure is CHECKING, answered 202 (not a refusal: the page's data is read again, and
 * shows what the platform now says).
 */
export function checkingReply<Extra extends object = Record<never, never>>(
  form: string,
  submission: Parsed,
  options: ReplyOptions<Extra> = {},
) {
  return data(reply(form, submission, { code: "CHECKING" }, null, options), { status: httpStatusOf("CHECKING") });
}

/**
 * The form asked for a change of its own shape, not a submit (conform's list buttons: a row
 * added or removed by a browser without JavaScript): 200 with the form again, nothing done.
 */
export function reshapedReply(form: string, submission: Parsed) {
  return data(reply(form, submission, null, null, {}));
}

/** The form did what was asked without leaving the page (e.g. a code went out): 200 with `done`. */
export function doneReply<Extra extends object = Record<never, never>>(
  form: string,
  submission: Parsed,
  done: FormDone,
  options: ReplyOptions<Extra> & { headers?: HeadersInit } = {},
) {
  return data(reply(form, submission, null, done, options), { headers: options.headers });
}

/** The field paths of a platform refusal's details (FIELD_INVALID), or none. */
export function refusedFields(error: unknown): string[] {
  return (errorDetails(error).fields ?? []).map((field) => field.path);
}
