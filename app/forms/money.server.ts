import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Submission } from "@conform-to/react";
import { checkingReply, failureOf, refusedReply } from "~/forms/reply.server";
import type { ErrorCode } from "~/platform/errors";
import { parseAmount } from "~/format/amount";
import type { NextKey } from "./money";

/**
 * The money area's field schemas (messages are translation keys), shared by its forms and the
 * other forms that move money or points (the point mall, the claims, the agent's transfers),
 * and the idempotency key every such form carries. The forms themselves are parsed and
 * answered by the portal's one form core (`parseForm`, `invalidReply`, `refusedReply`).
 */

/** A fresh key for a money form: made by the loader, sent by the action, unique per account at the platform. */
export const newIdempotencyKey = () => randomBytes(18).toString("base64url");

/**
 * What every reply of a form with an idempotency key adds: the key for the next try (the
 * reply's `extra.nextKey`), so a refused or invalid form is sent again under a new one.
 */
export const withNextKey = <Options extends object>(options?: Options): Options & { extra: NextKey } =>
  ({ ...options, extra: { nextKey: newIdempotencyKey() } }) as Options & { extra: NextKey };

/**
 * A money call's failures that are no verdict: no answer in time, an unreadable answer, a
 * platform error or an outage (an open circuit, a request cut short). The platform may have
 * carried the operation out, so the player must not read it as refused, nor see a server error.
 */
const NO_VERDICT = new Set<ErrorCode>(["TIMEOUT", "NETWORK_ERROR", "BAD_RESPONSE", "INTERNAL_ERROR", "UNAVAILABLE"]);

/**
 * The reply of a money form whose platform call failed (`error`, what the call threw). A refusal
 * is the platform's verdict: its code, and a new key for the next try. Without a verdict the reply
 * is CHECKING (202) and keeps the form's own key (`idempotencyKey`): sending the form again asks the
 * platform about the same operation, which it carries out at most once per key, and the page
 * shows its outcome. A form whose operation is keyed by what it names (null: a withdrawal's receipt,
 * by its reference) adds no key. `extra` is what the form's reply adds besides the key.
 */
export function moneyFailureReply<Extra extends object = Record<never, never>>(
  form: string,
  submission: Pick<Submission<unknown, string[]>, "reply">,
  error: unknown,
  idempotencyKey: string | null,
  extra?: Extra,
) {
  const failure = failureOf(error);
  const checking = NO_VERDICT.has(failure.code);
  const keyed =
    idempotencyKey === null ? extra : ({ ...extra, nextKey: checking ? idempotencyKey : newIdempotencyKey() } as Extra & NextKey);
  return checking ? checkingReply(form, submission, { extra: keyed }) : refusedReply(form, submission, failure, { extra: keyed });
}

/** The hidden field's value as the platform takes it. */
export const idempotencyKeyField = z.string({ required_error: "common.required" }).regex(/^[A-Za-z0-9_-]{16,64}$/, "money.formExpired");

/**
 * `make` once per currency, kept: a money form's schema and its browser rules depend on the
 * merchant's currency (the digits its amount takes), which each request reads from the system info.
 */
export function perCurrency<T>(make: (currency: string) => T): (currency: string) => T {
  const made = new Map<string, T>();
  return (currency) => {
    let value = made.get(currency);
    if (value === undefined) made.set(currency, (value = make(currency)));
    return value;
  };
}

/** An amount field in `currency` (an ISO 4217 code): a decimal string in, with at most the currency's minor digits; minor units out. */
export const amountField = perCurrency((currency: string) =>
  z.unknown().transform((raw, ctx) => {
    const parsed = parseAmount(raw, currency);
    if ("minor" in parsed) return parsed.minor;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.problem });
    return z.NEVER;
  }),
);

/** Six digits (the withdrawal password). */
export const withdrawPasswordField = z
  .string({ required_error: "money.passwordRequired", invalid_type_error: "money.passwordRequired" })
  .min(1, "money.passwordRequired")
  .regex(/^\d{6}$/, "money.passwordSixDigits");

/** A required choice among `values` (a select or radio). */
export const choice = <V extends string>(values: readonly [V, ...V[]]) => z.enum(values, { errorMap: () => ({ message: "money.choose" }) });
