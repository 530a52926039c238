import type { SubmissionResult } from "@conform-to/react";
import type { ErrorCode } from "~/platform/errors";

/** A platform read as a page shows it: the value, or why it could not be loaded. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ErrorCode };

/** What a money action answers when it does not redirect: its form, field errors and values, the platform's refusal. */
export interface MoneyActionData {
  /** Which form of the page answered (a page may have several). */
  form: string;
  /** conform's reply: field errors (translation keys) and the values to show again (passwords never). */
  result: SubmissionResult<string[]>;
  failure: ErrorCode | null;
  /** A new idempotency key for the next try: a refused request stored nothing under the old one, but a fresh key is never wrong. */
  nextKey: string;
}

/** An amount as the page shows it, formatted on the server (currency symbol, two decimals). */
export type ShownAmount = string;
