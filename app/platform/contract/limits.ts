import { z } from "zod";
import { defineCall } from "./define";
import { LIMIT_KINDS, LIMIT_PERIODS, MAX_LIMIT_CENTS, MAX_SESSION_MINUTES, MONEY_LIMIT_KINDS, WINDOW_PERIODS } from "./limit-kinds";

/**
 * The player's own limits (responsible gaming). Deposit, loss and wager limits are in cents per
 * day (the last 24 h), week (the last 7 days) and month (the last 30 days), each a rolling window
 * ending now; session-time limits are in minutes per play session, per UTC day, and per week and
 * month (the last 7 and 30 days). Setting a first limit or lowering one applies at once; raising
 * or removing one waits 24 h (pending, cancellable) so a decision made in the heat of play can be
 * thought over. A deposit or demo-game bet that would pass a limit is refused with LIMIT_EXCEEDED
 * and details.limit (the kind, period, limit, what is left, and when enough of the window drops
 * out of it for the amount). Every call needs a real account's token: trial accounts get
 * TRIAL_NOT_ALLOWED.
 */

export {
  LIMIT_COOLING_OFF_MS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  MAX_LIMIT_CENTS,
  MAX_SESSION_MINUTES,
  MONEY_LIMIT_KINDS,
  PERIOD_MS,
  PERIODS_OF,
  WINDOW_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type MoneyLimitKind,
  type WindowPeriod,
} from "./limit-kinds";

export const limitKindSchema = z.enum(LIMIT_KINDS);
export const limitPeriodSchema = z.enum(LIMIT_PERIODS);
export const moneyLimitKindSchema = z.enum(MONEY_LIMIT_KINDS);
export const windowPeriodSchema = z.enum(WINDOW_PERIODS);

/**
 * A session-time limit reached: its period, and when play may start again (ISO); null when a new
 * play session may start at once (after the per-session limit, or once the limit no longer holds).
 */
export const sessionLimitReachedSchema = z.object({ period: limitPeriodSchema, resumesAt: z.string().nullable() });
export type SessionLimitReached = z.infer<typeof sessionLimitReachedSchema>;

const limitView = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** The active limit (cents, or minutes for SESSION); null when none is set. */
  amount: z.number().int().nullable(),
  /**
   * Used in the period so far: cents, or for SESSION the minutes played in the UTC day or the last
   * 7 or 30 days; null for the per-session limit, which each play session counts on its own.
   */
  used: z.number().int().nullable(),
  /**
   * A money limit's next release (ISO): when the oldest deposit or bet that lowers what is used
   * drops out of the window. Null when nothing in the window would, for a limit not set, and for SESSION.
   */
  releasesAt: z.string().nullable(),
  /** A raise or removal waiting for its time (ISO); amount null: the limit is removed then. */
  pending: z.object({ amount: z.number().int().nullable(), effectiveAt: z.string() }).nullable(),
});
export type LimitView = z.infer<typeof limitView>;

const limitsValue = z.object({
  /** Every kind and period the player may limit, set or not, in LIMIT_KINDS then LIMIT_PERIODS order. */
  limits: z.array(limitView),
  /** Whether to offer the player a deposit limit: none set, the offer never skipped, never deposited. */
  offerDepositLimit: z.boolean(),
});
export type LimitsValue = z.infer<typeof limitsValue>;

const kindAndPeriod = { kind: limitKindSchema, period: limitPeriodSchema };

export const limitsCalls = {
  list: defineCall({
    method: "GET",
    path: "/api/v1/member/limits",
    auth: "token",
    summary:
      "The player's limits: each kind and period with its active amount, what the period has used, and a pending raise or removal with the time it applies; and whether to offer a deposit limit.",
    request: z.object({}).strict(),
    value: limitsValue,
  }),
  set: defineCall({
    method: "POST",
    path: "/api/v1/member/limits",
    auth: "token",
    summary: `Sets, raises, lowers or removes (amount null) one limit. A first limit or a lower one applies at once and drops a pending raise; a raise or removal is pending for 24 h (sandbox clock). Money kinds take 1 to ${MAX_LIMIT_CENTS} cents per DAY, WEEK or MONTH; SESSION takes minutes per SESSION (one play session), DAY, WEEK or MONTH, at most the period's length (${MAX_SESSION_MINUTES.SESSION} for one session); FIELD_INVALID otherwise. Answers every limit after.`,
    request: z.object({ ...kindAndPeriod, amount: z.number().int().min(1).max(MAX_LIMIT_CENTS).nullable() }).strict(),
    value: limitsValue,
  }),
  cancel: defineCall({
    method: "POST",
    path: "/api/v1/member/limits/cancel",
    auth: "token",
    summary:
      "Cancels the pending raise or removal of one limit (the active amount stays). Nothing pending: NOT_FOUND. Answers every limit after.",
    request: z.object(kindAndPeriod).strict(),
    value: limitsValue,
  }),
  skipOffer: defineCall({
    method: "POST",
    path: "/api/v1/member/limits/skip-offer",
    auth: "token",
    summary: "Remembers that the player skipped the offer of a deposit limit: offerDepositLimit is false from then on.",
    request: z.object({}).strict(),
    value: z.object({ offerDepositLimit: z.literal(false) }),
  }),
};
