import type Database from "better-sqlite3";
import { prepared } from "../db/statements";
import type { PrizeMode } from "../../app/platform/contract/lottery";
import {
  PERIOD_MS,
  WINDOW_PERIODS,
  type LimitPeriod,
  type SessionLimitReached,
  type WindowPeriod,
} from "../../app/platform/contract/limits";
import { activeLimits } from "./limits";
import { betResult } from "./lottery-draws";

/**
 * Play time: the one definition every rule reads (the reality check, the session-time limits,
 * account activity).
 *
 * A game session (a game's, or a lottery page's: the same rules) counts from its launch until the earliest of:
 * - it is closed: the portal closes it when the game popup closes (or the player presses Stop),
 *   the platform when a session-time limit is reached;
 * - it expires (the launch's lifetime);
 * - its last sign of play plus IDLE_ALLOWANCE_MS. A sign of play is the launch, a bet, or the
 *   portal's check of a game still on screen (the game popup asks every few seconds), so a
 *   game left open counts and a browser closed without a word stops counting soon after.
 * An idle session is over: it cannot be revived by a later bet (that would count the gap).
 *
 * Every time is the sandbox's clock (the control surface moves it), never the machine's.
 */

/** How long after its last sign of play a session still counts: longer than the popup's check, short enough to be fair. */
export const IDLE_ALLOWANCE_MS = 20 * 60 * 1000;

/** A session's end, as SQL over `game_sessions` aliased `s`, with `@now` bound to the clock's ISO time. */
export const SESSION_END_SQL = "MIN(COALESCE(s.closed_at, s.expires_at), s.expires_at, COALESCE(s.idle_until, s.expires_at), @now)";

/** A session's played seconds, as SQL (same alias and parameter). */
export const SESSION_SECONDS_SQL = `MAX(0, CAST(ROUND((julianday(${SESSION_END_SQL}) - julianday(s.created_at)) * 86400) AS INTEGER))`;

export type SessionEnd = "CLOSED" | "SESSION_LIMIT" | "EXPIRED" | "IDLE";

export interface SessionPlay {
  id: string;
  accountId: number;
  startedAt: string;
  playedSeconds: number;
  /** Still counting: not closed, expired or idle. */
  open: boolean;
  /** Why it stopped counting (null while open). */
  endedBy: SessionEnd | null;
  /** Ended by SESSION_LIMIT: the period of the limit that closed it. */
  limitPeriod: LimitPeriod | null;
  stakesCents: number;
  winsCents: number;
}

interface SessionRow {
  id: string;
  accountId: number;
  startedAt: string;
  closedAt: string | null;
  endedBy: "CLOSED" | "SESSION_LIMIT" | null;
  limitPeriod: LimitPeriod | null;
  expiresAt: string;
  idleUntil: string | null;
  playedSeconds: number;
  stakesCents: number;
  winsCents: number;
}

/** A session's play so far (time and money), or null when there is no such session. */
export function sessionPlay(db: Database.Database, sessionId: string, now: Date): SessionPlay | null {
  const row = prepared(
    db,
    `SELECT s.id, s.account_id AS accountId, s.created_at AS startedAt, s.closed_at AS closedAt, s.ended_by AS endedBy,
            s.limit_period AS limitPeriod, s.expires_at AS expiresAt, s.idle_until AS idleUntil, ${SESSION_SECONDS_SQL} AS playedSeconds,
            COALESCE((SELECT SUM(b.stake_cents) FROM bets b WHERE b.game_session_id = s.id), 0) AS stakesCents,
            COALESCE((SELECT SUM(b.win_cents) FROM bets b WHERE b.game_session_id = s.id), 0) AS winsCents
       FROM game_sessions s WHERE s.id = @id`,
  ).get({ id: sessionId, now: now.toISOString() }) as SessionRow | undefined;
  if (!row) return null;
  const endedBy = endOf(row, now);
  const lottery = lotteryPlay(db, sessionId, now);
  return {
    id: row.id,
    accountId: row.accountId,
    startedAt: row.startedAt,
    playedSeconds: row.playedSeconds,
    open: endedBy === null,
    endedBy,
    limitPeriod: endedBy === "SESSION_LIMIT" ? row.limitPeriod : null,
    stakesCents: row.stakesCents + lottery.stakesCents,
    winsCents: row.winsCents + lottery.winsCents,
  };
}

/**
 * The stakes and wins of the lottery bets placed from a lottery page's session. A stake is spent
 * when placed; a win is known only once its draw has passed, so until then the bet counts as lost
 * (as the balance shows it).
 */
function lotteryPlay(db: Database.Database, sessionId: string, now: Date): { stakesCents: number; winsCents: number } {
  const bets = prepared(
    db,
    `SELECT b.node_id AS nodeId, b.issue, b.pick, b.stake_cents AS stakeCents, g.prize_mode AS prizeMode, g.draw_every_minutes AS everyMinutes
       FROM lottery_bets b JOIN lottery_games g ON g.node_id = b.node_id
      WHERE b.game_session_id = ?`,
  ).all(sessionId) as Array<{
    nodeId: string;
    issue: number;
    pick: string;
    stakeCents: number;
    prizeMode: PrizeMode;
    everyMinutes: number;
  }>;
  let stakesCents = 0;
  let winsCents = 0;
  for (const bet of bets) {
    stakesCents += bet.stakeCents;
    winsCents += betResult(bet, bet, now).winCents;
  }
  return { stakesCents, winsCents };
}

function endOf(row: SessionRow, now: Date): SessionEnd | null {
  if (row.closedAt !== null) return row.endedBy ?? "CLOSED";
  const at = now.getTime();
  if (Date.parse(row.expiresAt) <= at) return "EXPIRED";
  if (row.idleUntil !== null && Date.parse(row.idleUntil) <= at) return "IDLE";
  return null;
}

/** Whether the session still counts (and so may be played). */
export function isSessionOpen(db: Database.Database, sessionId: string, now: Date): boolean {
  return sessionPlay(db, sessionId, now)?.open ?? false;
}

/** A sign of play (a bet, the portal's check of a game on screen): an open session counts on. */
export function markPlaying(db: Database.Database, sessionId: string, now: Date): void {
  prepared(db, "UPDATE game_sessions SET idle_until = ? WHERE id = ? AND closed_at IS NULL AND idle_until > ? AND expires_at > ?").run(
    new Date(now.getTime() + IDLE_ALLOWANCE_MS).toISOString(),
    sessionId,
    now.toISOString(),
    now.toISOString(),
  );
}

/** The idle deadline a new session starts with. */
export function firstIdleDeadline(now: Date): string {
  return new Date(now.getTime() + IDLE_ALLOWANCE_MS).toISOString();
}

function stop(db: Database.Database, sessionId: string, now: Date, endedBy: "CLOSED" | "SESSION_LIMIT", limitPeriod: LimitPeriod | null) {
  const at = now.toISOString();
  prepared(
    db,
    "UPDATE game_sessions SET closed_at = ?, ended_by = ?, limit_period = ? WHERE id = ? AND closed_at IS NULL AND expires_at > ? AND idle_until > ?",
  ).run(at, endedBy, limitPeriod, sessionId, at, at);
}

/** Stops an open session counting (the popup closed, or Stop); a session already over keeps its end. */
export function closeSession(db: Database.Database, sessionId: string, now: Date): void {
  stop(db, sessionId, now, "CLOSED", null);
}

/** Stops an open session counting at a session-time limit, naming the limit's period. */
export function closeAtLimit(db: Database.Database, sessionId: string, now: Date, reached: SessionLimitReached): void {
  stop(db, sessionId, now, "SESSION_LIMIT", reached.period);
}

/** The UTC day `now` is in, as the instants that bound it (players' days are UTC days, as their records). */
export function utcDay(now: Date): { start: string; end: string } {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { start: new Date(start).toISOString(), end: new Date(start + 86_400_000).toISOString() };
}

/**
 * Where a session-time limit's window starts: the UTC day's midnight (a day counts from midnight,
 * as the player's records), or 7 or 30 days back, rolling as money limits' windows do, so a week's
 * play cannot be had twice around a boundary.
 */
function windowStart(period: WindowPeriod, now: Date): string {
  return period === "DAY" ? utcDay(now).start : new Date(now.getTime() - PERIOD_MS[period]).toISOString();
}

/**
 * The account's play from `start` to `now`, a session per row: `fromAt` (its launch, or `start`
 * for one launched before) to `toAt` (its end so far). A session cannot last longer than its
 * lifetime, so sessions launched more than a day before `start` cannot reach it.
 */
const PLAY_SINCE_SQL = `
  SELECT MAX(s.created_at, @start) AS fromAt, ${SESSION_END_SQL} AS toAt
    FROM game_sessions s
   WHERE s.account_id = @accountId AND s.created_at >= @launchedFrom`;

const playSince = (accountId: number, start: string, now: Date) => ({
  accountId,
  start,
  launchedFrom: new Date(Date.parse(start) - 86_400_000).toISOString(),
  now: now.toISOString(),
});

/** Seconds the account has played from `start` (an ISO time) to `now`, across its sessions. */
function playedSinceSeconds(db: Database.Database, accountId: number, start: string, now: Date): number {
  return prepared(
    db,
    `SELECT COALESCE(SUM(MAX(0, CAST(ROUND((julianday(toAt) - julianday(fromAt)) * 86400) AS INTEGER))), 0) FROM (${PLAY_SINCE_SQL})`,
  )
    .pluck()
    .get(playSince(accountId, start, now)) as number;
}

/** Seconds the account has played today (UTC), across its sessions, up to `now`. */
export function playedTodaySeconds(db: Database.Database, accountId: number, now: Date): number {
  return playedSinceSeconds(db, accountId, windowStart("DAY", now), now);
}

/** Seconds played in a session-time limit's window: the UTC day, or the last 7 or 30 days. */
export function playedInSeconds(db: Database.Database, accountId: number, now: Date, period: WindowPeriod): number {
  return playedSinceSeconds(db, accountId, windowStart(period, now), now);
}

/** Minutes played in a session-time limit's period, as the limits show them; null per session, which each session counts alone. */
export function sessionLimitUsed(db: Database.Database, accountId: number, now: Date, period: LimitPeriod): number | null {
  return period === "SESSION" ? null : Math.floor(playedInSeconds(db, accountId, now, period) / 60);
}

/** The account's session-time limits in force at `now`: minutes by period. */
type SessionLimits = Partial<Record<LimitPeriod, number>>;

function sessionLimits(db: Database.Database, accountId: number, now: Date): SessionLimits {
  const limits: SessionLimits = {};
  for (const limit of activeLimits(db, accountId, now)) if (limit.kind === "SESSION") limits[limit.period] = limit.amount;
  return limits;
}

/** Today's session-time limit in minutes (the player's daily SESSION limit), or null for none. */
export function sessionLimitMinutesToday(db: Database.Database, accountId: number, now: Date): number | null {
  return sessionLimits(db, accountId, now).DAY ?? null;
}

/**
 * When play may start again under a weekly or monthly limit the window's play has reached: as the
 * window moves on, the play at its start drops out of it, and play may start once the window holds
 * less than the limit (counting no play after now). Sessions at once (two games open) drop out
 * together, so the play leaves at the rate of the sessions it was played in.
 */
function rollingResume(db: Database.Database, accountId: number, now: Date, period: "WEEK" | "MONTH", minutes: number): string {
  const spans = (
    prepared(db, PLAY_SINCE_SQL).all(playSince(accountId, windowStart(period, now), now)) as Array<{ fromAt: string; toAt: string }>
  )
    .map((span) => [Date.parse(span.fromAt), Date.parse(span.toAt)] as const)
    .filter(([from, to]) => to > from);
  // One second under the limit: what the check counts in whole seconds is then below it too.
  const toDrop = spans.reduce((sum, [from, to]) => sum + (to - from), 0) - minutes * 60_000 + 1000;
  const points = [...new Set(spans.flat())].sort((a, b) => a - b);
  let dropped = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const [at, next] = [points[i]!, points[i + 1]!];
    const rate = spans.filter(([from, to]) => from <= at && to >= next).length;
    if (dropped + rate * (next - at) >= toDrop)
      return new Date(Math.ceil(at + (toDrop - dropped) / rate) + PERIOD_MS[period]).toISOString();
    dropped += rate * (next - at);
  }
  // Not reached while the limit is: all of the window's play has dropped out by its last end.
  return new Date((points.at(-1) ?? now.getTime()) + PERIOD_MS[period]).toISOString();
}

/** The account's day, week or month limit (`minutes`, if set) if its window's play has reached it now, with when play may start again; else null. */
function reachedWindowLimit(
  db: Database.Database,
  accountId: number,
  now: Date,
  period: WindowPeriod,
  minutes: number | undefined,
): { period: WindowPeriod; resumesAt: string } | null {
  if (minutes === undefined || playedInSeconds(db, accountId, now, period) < minutes * 60) return null;
  return { period, resumesAt: period === "DAY" ? utcDay(now).end : rollingResume(db, accountId, now, period, minutes) };
}

/**
 * The session-time limit of the UTC day, the last 7 or the last 30 days that the account's play
 * has reached, the one that lets play start again last when several have; null when none has.
 * Launches, lottery pages and bets are refused until then.
 */
export function reachedPlayLimit(
  db: Database.Database,
  accountId: number,
  now: Date,
  limits = sessionLimits(db, accountId, now),
): SessionLimitReached | null {
  let reached: { period: WindowPeriod; resumesAt: string } | null = null;
  for (const period of WINDOW_PERIODS) {
    const limit = reachedWindowLimit(db, accountId, now, period, limits[period]);
    // ISO times of one clock compare as text.
    if (limit && (reached === null || limit.resumesAt > reached.resumesAt)) reached = limit;
  }
  return reached;
}

/**
 * The session-time limit an open session has reached: its own play past the per-session limit,
 * or the account's play past a day, week or month limit; null when none has.
 */
export function sessionLimitReached(db: Database.Database, sessionId: string, accountId: number, now: Date): SessionLimitReached | null {
  const limits = sessionLimits(db, accountId, now);
  if (limits.SESSION !== undefined) {
    const played = prepared(db, `SELECT ${SESSION_SECONDS_SQL} FROM game_sessions s WHERE s.id = @id`)
      .pluck()
      .get({ id: sessionId, now: now.toISOString() }) as number | undefined;
    if (played !== undefined && played >= limits.SESSION * 60) return { period: "SESSION", resumesAt: null };
  }
  return reachedPlayLimit(db, accountId, now, limits);
}

/**
 * The limit that closed a session, as it stands now: a new session may start at once after the
 * per-session limit; after a day, week or month limit, when that limit lets play start again
 * (null once it no longer holds).
 */
export function limitThatClosed(db: Database.Database, accountId: number, now: Date, period: LimitPeriod): SessionLimitReached {
  if (period === "SESSION") return { period, resumesAt: null };
  return {
    period,
    resumesAt: reachedWindowLimit(db, accountId, now, period, sessionLimits(db, accountId, now)[period])?.resumesAt ?? null,
  };
}

/** The player's reality check interval in minutes, or null when off. */
export function realityCheckMinutes(db: Database.Database, accountId: number): number | null {
  return (
    (prepared(db, "SELECT reality_check_minutes FROM play_time_settings WHERE account_id = ?").pluck().get(accountId) as
      number | null | undefined) ?? null
  );
}

export function setRealityCheckMinutes(db: Database.Database, accountId: number, minutes: number | null): void {
  prepared(
    db,
    `INSERT INTO play_time_settings (account_id, reality_check_minutes) VALUES (?, ?)
     ON CONFLICT (account_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes`,
  ).run(accountId, minutes);
}
