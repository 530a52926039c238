import { parse, type Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { platformErrorCode } from "~/features/system/status.server";
import { httpStatusOf, type ErrorCode } from "~/platform/errors";
import { parseAmount } from "./amount";
import type { MoneyActionData } from "./types";

/**
 * The money forms on the server: zod schemas whose messages are translation keys, parsed
 * with conform (so a reply carries field errors and the values to show again), the
 * idempotency key every money-moving form carries, and the actions' replies.
 */

/** Never sent back to the browser. */
const HIDDEN_FIELDS = ["withdrawPassword", "oldPassword", "newPassword", "confirmNewPassword", "accountNumber", "proofs"];

/** A fresh key for a money form: made by the loader, sent by the action, unique per account at the platform. */
export const newIdempotencyKey = () => randomBytes(18).toString("base64url");

/** The hidden field's value as the platform takes it. */
export const idempotencyKeyField = z.string({ required_error: "common.required" }).regex(/^[A-Za-z0-9_-]{16,64}$/, "money.formExpired");

/** An amount field: a decimal string in, minor units out. */
export const amountField = z.unknown().transform((raw, ctx) => {
  const parsed = parseAmount(raw);
  if ("cents" in parsed) return parsed.cents;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.problem });
  return z.NEVER;
});

/** Six digits (the withdrawal password). */
export const withdrawPasswordField = z
  .string({ required_error: "money.passwordRequired", invalid_type_error: "money.passwordRequired" })
  .min(1, "money.passwordRequired")
  .regex(/^\d{6}$/, "money.passwordSixDigits");

/** A required choice among `values` (a select or radio). */
export const choice = <V extends string>(values: readonly [V, ...V[]]) => z.enum(values, { errorMap: () => ({ message: "money.choose" }) });

export function parseForm<S extends z.ZodTypeAny>(form: FormData, schema: S): Submission<z.output<S>> {
  return parse<z.output<S>, string[]>(form, {
    resolve: (payload) => {
      const result = schema.safeParse(payload);
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const name = issue.path.join(".") || "";
        (error[name] ??= []).push(issue.message.includes(".") ? issue.message : "money.invalidField");
      }
      return { error };
    },
  });
}

interface Replied {
  reply(options?: { hideFields?: string[]; fieldErrors?: Record<string, string[]> }): MoneyActionData["result"];
}

const body = (form: string, submission: Replied, failure: ErrorCode | null, fieldErrors?: Record<string, string[]>): MoneyActionData => ({
  form,
  result: submission.reply({ hideFields: HIDDEN_FIELDS, fieldErrors }),
  failure,
  nextKey: newIdempotencyKey(),
});

/** The form failed its schema or a check the portal makes itself: 422, nothing was sent to the platform. */
export const invalid = (form: string, submission: Replied, fieldErrors?: Record<string, string[]>) =>
  data(body(form, submission, null, fieldErrors), { status: 422 });

/** The platform refused or failed: its code, translated by the page, with its HTTP status (at least 400). */
export function refused(form: string, submission: Replied, error: unknown) {
  const code = platformErrorCode(error);
  return data(body(form, submission, code), { status: Math.max(400, httpStatusOf(code)) });
}
