import { z } from "zod";
import { defineCall } from "./define";
import { queryInt } from "./common";
import { sessionLimitReachedSchema } from "./limits";

/*
 * Play time: how long a player plays and what it cost them, for the reality check, the
 * session-time limits and account activity. A game session counts from its launch until it is
 * closed (playTime.close, or the platform when a session-time limit is reached), it expires, or
 * its last sign of play (the launch, a bet, a playTime.session check) plus an idle allowance.
 * Days are UTC days, as the player's records. Amounts are integer minor units.
 */

/** The longest reality check interval the platform keeps; a brand offers its players a narrower range. */
export const MAX_REALITY_CHECK_MINUTES = 24 * 60;

/** The reality check's interval in whole minutes; null is off. */
export const realityCheckMinutesSchema = z.number().int().min(1).max(MAX_REALITY_CHECK_MINUTES).nullable();
export type RealityCheckMinutes = z.infer<typeof realityCheckMinutesSchema>;

const sessionId = z.string().regex(/^[a-f0-9]{32}$/);
const cents = z.number().int();
const seconds = z.number().int().min(0);

const settingsSchema = z.object({
  realityCheckMinutes: realityCheckMinutesSchema,
  /** Today's session-time limit in minutes (null: none) and what has been played today. */
  sessionLimitMinutes: z.number().int().positive().nullable(),
  playedTodaySeconds: seconds,
});

export const ACTIVITY_PERIODS = ["DAY", "WEEK", "MONTH"] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

const activityRowSchema = z.object({
  /** The period's first day, yyyy-MM-dd (a week starts on Monday). */
  periodStart: z.string(),
  /** Deposits credited. */
  depositsCents: cents,
  /** Withdrawals asked for and not rejected. */
  withdrawalsCents: cents,
  /** Wins minus stakes: negative when the player lost. */
  netCents: cents,
  /** Time played in game sessions launched in the period. */
  playedSeconds: seconds,
});
export type ActivityRow = z.infer<typeof activityRowSchema>;

export const playTimeCalls = {
  settings: defineCall({
    method: "GET",
    path: "/api/v1/play-time/settings",
    auth: "token",
    summary:
      "The player's reality check interval (null: off), today's session-time limit in minutes (null: none) and the seconds played today (UTC).",
    request: z.object({}).strict(),
    value: settingsSchema,
  }),
  setRealityCheck: defineCall({
    method: "PUT",
    path: "/api/v1/play-time/reality-check",
    auth: "token",
    summary:
      "Sets the reality check interval: whole minutes from 1 to 1440 (the brand offers its own range within it), or null for off. Answers the settings. Trial accounts: TRIAL_NOT_ALLOWED.",
    request: z.object({ realityCheckMinutes: realityCheckMinutesSchema }).strict(),
    value: settingsSchema,
  }),
  session: defineCall({
    method: "POST",
    path: "/api/v1/play-time/session",
    auth: "token",
    summary:
      "One of the caller's game sessions: its start, the seconds played, the net result (wins minus stakes), whether it still counts, why it ended (CLOSED, SESSION_LIMIT, EXPIRED, IDLE) and the caller's reality check interval, with the platform's time. Asking is a sign of play: the game is on screen. When the session's play reaches the per-session limit, or the play of the UTC day or the last 7 or 30 days reaches its session-time limit, the session is closed (endedBy SESSION_LIMIT) and `limitReached` names that limit and when play may start again. NOT_FOUND for a session not the caller's.",
    request: z.object({ sessionId }).strict(),
    value: z.object({
      startedAt: z.string(),
      serverTime: z.string(),
      playedSeconds: seconds,
      netCents: cents,
      open: z.boolean(),
      endedBy: z.enum(["CLOSED", "SESSION_LIMIT", "EXPIRED", "IDLE"]).nullable(),
      /** endedBy SESSION_LIMIT: the limit that closed it; else null. */
      limitReached: sessionLimitReachedSchema.nullable(),
      realityCheckMinutes: realityCheckMinutesSchema,
    }),
  }),
  close: defineCall({
    method: "POST",
    path: "/api/v1/play-time/close",
    auth: "token",
    summary:
      "Closes one of the caller's game sessions (the game popup closed, or the player chose Stop): it stops counting and takes no more bets. Closing a session already over changes nothing. NOT_FOUND for a session not the caller's.",
    request: z.object({ sessionId }).strict(),
    value: z.object({ playedSeconds: seconds, netCents: cents }),
  }),
  activity: defineCall({
    method: "GET",
    path: "/api/v1/play-time/activity",
    auth: "token",
    summary:
      "The caller's deposits, withdrawals, net result and time played per UTC day, week (from Monday) or month over the last 12 months, newest first, only periods with any activity, paged (pageNo from 1).",
    request: z
      .object({
        period: z.enum(ACTIVITY_PERIODS),
        pageNo: queryInt(1, 1000).default(1),
        pageSize: queryInt(1, 100).default(31),
      })
      .strict(),
    value: z.object({
      rows: z.array(activityRowSchema),
      total: z.number().int().min(0),
      totalPages: z.number().int().min(0),
      /** The first day covered, yyyy-MM-dd. */
      since: z.string(),
    }),
  }),
};
