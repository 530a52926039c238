import type { SubmissionResult } from "@conform-to/react";
import type { LoginFailure } from "~/features/auth/types";

/**
 * What a member centre form's action answers when it does not redirect: which form (a page
 * may hold several), conform's reply (field errors and the values to keep), the platform's
 * refusal, and what went well (`done`, a translation key, e.g. "code sent").
 */
export interface FormAnswer<F extends string = string> {
  form: F;
  result: SubmissionResult<string[]>;
  failure: LoginFailure | null;
  done: { message: string; values?: Record<string, string | number> } | null;
}

/** The action's answer when it is `form`'s. */
export const answerFor = <F extends string>(data: unknown, form: F) =>
  (data as FormAnswer<F> | undefined)?.form === form ? (data as FormAnswer<F>) : undefined;

/** A field's messages in an answer. */
export const errorsOf = (answer: FormAnswer | undefined, name: string) => answer?.result.error?.[name] ?? undefined;

/** The value a field had when posted (refilled after a refusal); codes are never kept. */
export const postedValue = (answer: FormAnswer | undefined, name: string): string | undefined => {
  const value = (answer?.result.initialValue as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
};
