/**
 * The player's limits: their kinds, periods and bounds. No zod here: the limits page and the
 * deposit page's offer import this in the browser (contract/limits.ts declares the calls).
 */

export const LIMIT_KINDS = ["DEPOSIT", "LOSS", "WAGER", "SESSION"] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** The kinds counted in money (cents); SESSION is counted in minutes. */
export const MONEY_LIMIT_KINDS = ["DEPOSIT", "LOSS", "WAGER"] as const satisfies readonly LimitKind[];
export const LIMIT_PERIODS = ["DAY", "WEEK", "MONTH"] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** The periods each kind is offered in: session time is per day only. */
export const PERIODS_OF: Record<LimitKind, readonly LimitPeriod[]> = {
  DEPOSIT: LIMIT_PERIODS,
  LOSS: LIMIT_PERIODS,
  WAGER: LIMIT_PERIODS,
  SESSION: ["DAY"],
};
/** Each period's rolling window. */
export const PERIOD_MS: Record<LimitPeriod, number> = { DAY: 24 * 3_600_000, WEEK: 7 * 24 * 3_600_000, MONTH: 30 * 24 * 3_600_000 };
/** How long a raise or a removal waits before it applies. */
export const LIMIT_COOLING_OFF_MS = 24 * 3_600_000;
/** The largest money limit (cents) and session limit (minutes) the platform takes. */
export const MAX_LIMIT_CENTS = 100_000_000_00;
export const MAX_SESSION_MINUTES = 24 * 60;
