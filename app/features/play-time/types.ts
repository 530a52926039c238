import type { ACTIVITY_PERIODS } from "~/platform/contract/play-time";
import type { ScriptReply } from "~/forms/reply";
import type { Result } from "~/platform/result";

/** The reality check's choices, off first (minutes, as the platform keeps them). */
export const REALITY_CHECK_CHOICES = ["off", "15", "30", "60"] as const;
export type RealityCheckChoice = (typeof REALITY_CHECK_CHOICES)[number];

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
}>;

export interface RealityCheckView {
  settings: Result<{ choice: RealityCheckChoice; sessionLimitMinutes: number | null; playedTodayMinutes: number }>;
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
}
