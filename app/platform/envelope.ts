import { z } from "zod";
import { moneyLimitKindSchema, sessionLimitReachedSchema, windowPeriodSchema } from "./contract/limits";
import { verificationMethodSchema } from "./contract/sign-in-steps";
import { ERROR_CODES, type ErrorCode } from "./errors";

/**
 * Details a failed call may carry in `value`: what the portal needs to react
 * (show a captcha, wait, show the caller's IP, mark fields).
 */
export const errorDetailsSchema = z
  .object({
    captchaRequired: z.boolean().optional(),
    retryAfterSeconds: z.number().int().nonnegative().optional(),
    ip: z.string().optional(),
    /** SELF_EXCLUDED, TIMED_OUT, SECOND_FACTOR_LOCKED, COOLING_OFF: when it ends (ISO 8601); null when permanent (COOLING_OFF: not started). */
    until: z.string().nullable().optional(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** VERIFICATION_REQUIRED: the pending sign-in's ticket (verification.* calls) and how it may be confirmed. */
    verification: z
      .object({ ticket: z.string(), methods: z.array(verificationMethodSchema), expiresInSeconds: z.number().int() })
      .optional(),
    /** EXCLUSION_ENDED: the ticket of the come-back steps (exclusion.comeBack*), handed out once the credentials were right. */
    comeBack: z.object({ ticket: z.string(), expiresInSeconds: z.number().int() }).optional(),
    /**
     * LIMIT_EXCEEDED: the limit that refused (cents) and what the period has left of it; and
     * `releasesAt` (ISO), when room comes back: when enough of the window's deposits or bets have
     * dropped out of every limit refusing it for the amount to pass, or, for an amount above a limit
     * itself, when the next one drops out; null when nothing in the window will.
     */
    limit: z
      .object({
        kind: moneyLimitKindSchema,
        period: windowPeriodSchema,
        limitCents: z.number().int(),
        leftCents: z.number().int(),
        releasesAt: z.string().nullable(),
      })
      .optional(),
    /**
     * SESSION_LIMIT_REACHED: the session-time limit reached (its period) and when play may start
     * again (ISO): the next UTC day for the daily limit, when enough play has left the last 7 or 30
     * days for the weekly or monthly one.
     */
    sessionLimit: sessionLimitReachedSchema.optional(),
  })
  .strict();
export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

export const errorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]);

/** Every platform response: `{ success, code, message, value }`. */
export function envelopeSchema<T extends z.ZodTypeAny>(value: T) {
  return z.discriminatedUnion("success", [
    z.object({ success: z.literal(true), code: z.literal("OK"), message: z.string(), value }),
    z.object({
      success: z.literal(false),
      code: errorCodeSchema,
      message: z.string(),
      value: errorDetailsSchema.nullable(),
    }),
  ]);
}

export type Envelope<T> =
  | { success: true; code: "OK"; message: string; value: T }
  | { success: false; code: ErrorCode; message: string; value: ErrorDetails | null };
