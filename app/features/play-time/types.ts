import type { ACTIVITY_PERIODS } from "~/platform/contract/play-time";
import type { LimitPeriod } from "~/platform/contract/limit-kinds";
import type { ScriptReply } from "~/forms/reply";
import type { Result } from "~/platform/result";
import type { StatementFormView } from "./statement";

/**
 * A session-time limit reached, as the game popup and a refused launch say it: which one, and
 * when play may start again in the brand's zone (null: a new game may start at once, as after the
 * per-session limit, or the platform did not say).
 */
export interface SessionLimitView {
  period: LimitPeriod;
  resumesAt: string | null;
}

/** Account activity's periods; listed here so the page does not load the contract (and zod) in the browser. */
export const PERIODS = ["DAY", "WEEK", "MONTH"] as const satisfies typeof ACTIVITY_PERIODS;
export type Period = (typeof PERIODS)[number];

/** What the game popup learns of its game session at each check. */
export type PlayCheck = ScriptReply<{
  open: boolean;
  endedBy: "CLOSED" | "SESSION_LIMIT" | "EXPIRED" | "IDLE" | null;
  playedSeconds: number;
  /** Wins minus stakes in this session, formatted. */
  net: string;
  netCents: number;
  /** The player's reality check interval, null when off. */
  realityCheckMinutes: number | null;
  /** Ended at a session-time limit: which, and when play may start again. */
  limitReached: SessionLimitView | null;
}>;

export interface RealityCheckView {
  settings: Result<{ minutes: number | null; sessionLimitMinutes: number | null; playedTodayMinutes: number }>;
  /** The intervals the brand offers, in whole minutes. */
  range: { min: number; max: number };
}

export interface ActivityRowView {
  periodStart: string;
  deposits: string;
  withdrawals: string;
  net: string;
  netCents: number;
  playedMinutes: number;
}

export interface ActivityView {
  period: Period;
  page: number;
  activity: Result<{ rows: ActivityRowView[]; totalPages: number; since: string }>;
  /** The statement's form. */
  statement: StatementFormView;
}
