import { randomBytes } from "node:crypto";
import { z } from "zod";
import { parseAmount } from "./amount";
import type { NextKey } from "./types";

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
