/**
 * The player's limits: their kinds, periods and bounds. No zod here: the limits page and the
 * deposit page's offer import this in the browser (contract/limits.ts declares the calls).
 */

export const LIMIT_KINDS = ["DEPOSIT", "LOSS", "WAGER", "SESSION"] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** The kinds counted in money (cents); SESSION is counted in minutes. */
export const MONEY_LIMIT_KINDS = ["DEPOSIT", "LOSS", "WAGER"] as const satisfies readonly LimitKind[];
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
/** SESSION is one play session (a game's or a lottery page's), for session time only; the others are windows. */
export const LIMIT_PERIODS = ["SESSION", "DAY", "WEEK", "MONTH"] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** The periods that are windows of time: what money is limited over. */
export const WINDOW_PERIODS = ["DAY", "WEEK", "MONTH"] as const satisfies readonly LimitPeriod[];
export type WindowPeriod = (typeof WINDOW_PERIODS)[number];
/** The periods each kind is offered in: session time per play session too. */
export const PERIODS_OF: Record<LimitKind, readonly LimitPeriod[]> = {
  DEPOSIT: WINDOW_PERIODS,
  LOSS: WINDOW_PERIODS,
  WAGER: WINDOW_PERIODS,
  SESSION: LIMIT_PERIODS,
};
/** Each window's length: money's rolling windows, and session time's week and month (its day is the UTC day). */
export const PERIOD_MS: Record<WindowPeriod, number> = { DAY: 24 * 3_600_000, WEEK: 7 * 24 * 3_600_000, MONTH: 30 * 24 * 3_600_000 };
/** How long a raise or a removal waits before it applies. */
export const LIMIT_COOLING_OFF_MS = 24 * 3_600_000;
/** The largest money limit (cents) the platform takes. */
export const MAX_LIMIT_CENTS = 100_000_000_00;
/** The largest session-time limit (minutes) per period: the period's length, a day for one play session. */
export const MAX_SESSION_MINUTES: Record<LimitPeriod, number> = {
  SESSION: 24 * 60,
  DAY: 24 * 60,
  WEEK: 7 * 24 * 60,
  MONTH: 30 * 24 * 60,
};
