import { data } from "@remix-run/node";
import type { Submission } from "@conform-to/react";
import type { LoginFailure } from "~/features/auth/types";
import { platformErrorCode } from "~/features/system/status.server";
import { httpStatusOf, type ErrorCode } from "~/platform/errors";
import type { FormAnswer } from "./form-answer";

/** Never sent back to the browser, not even to refill a form. */
const HIDDEN_FIELDS = ["code", "oldPassword", "newPassword", "confirmNewPassword"];

type Reply = Pick<Submission<unknown>, "reply">;
const answer = <F extends string>(
  form: F,
  submission: Reply,
  failure: LoginFailure | null,
  fieldErrors?: Record<string, string[]>,
  done: FormAnswer["done"] = null,
): FormAnswer<F> => ({
  form,
  result: submission.reply({ hideFields: HIDDEN_FIELDS, fieldErrors }),
  failure,
  done,
});

/** A form that failed its schema or a check of the portal's: 422, and the platform is not called. */
export function invalidForm<F extends string>(form: F, submission: Reply, fieldErrors?: Record<string, string[]>) {
  return data(answer(form, submission, null, fieldErrors), { status: 422 });
}

/**
 * The platform refused: its code (TOO_MANY_ATTEMPTS with the minutes to wait), and the
 * field messages the caller made of its details (`refusedFields`), if any.
 */
export function refusedForm<F extends string>(form: F, submission: Reply, error: unknown, fieldErrors?: Record<string, string[]>) {
  const code: ErrorCode = platformErrorCode(error);
  const seconds = (error as { details?: { retryAfterSeconds?: unknown } | null } | null)?.details?.retryAfterSeconds;
  const failure: LoginFailure =
    code === "TOO_MANY_ATTEMPTS" && typeof seconds === "number"
      ? { code, retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)) }
      : { code };
  return data(answer(form, submission, failure, fieldErrors), { status: Math.max(400, httpStatusOf(code)) });
}

/** The form did what was asked without leaving the page (e.g. a code went out): 200 with `done`. */
export function doneForm<F extends string>(form: F, submission: Reply, done: NonNullable<FormAnswer["done"]>) {
  return data(answer(form, submission, null, undefined, done));
}

/** The field paths of a platform refusal's details (FIELD_INVALID), or none. */
export function refusedFields(error: unknown): string[] {
  const fields = (error as { details?: { fields?: Array<{ path?: unknown }> } | null } | null)?.details?.fields;
  return Array.isArray(fields) ? fields.flatMap((field) => (typeof field.path === "string" ? [field.path] : [])) : [];
}
