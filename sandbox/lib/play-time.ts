import type Database from "better-sqlite3";
import { prepared } from "../db/statements";
import type { PrizeMode } from "../../app/platform/contract/lottery";
import { activeLimits } from "./limits";
import { betResult } from "./lottery-draws";

/**
 * Play time: the one definition every rule reads (the reality check, the daily session-time
 * limit, account activity).
 *
 * A game session (a game's, or a lottery page's: the same rules) counts from its launch until the earliest of:
 * - it is closed: the portal closes it when the game popup closes (or the player presses Stop),
 *   the platform when the day's session-time limit is reached;
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

/** The intervals a player may choose for the reality check (null: off). */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;

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
  stakesCents: number;
  winsCents: number;
}

interface SessionRow {
  id: string;
  accountId: number;
  startedAt: string;
  closedAt: string | null;
  endedBy: "CLOSED" | "SESSION_LIMIT" | null;
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
            s.expires_at AS expiresAt, s.idle_until AS idleUntil, ${SESSION_SECONDS_SQL} AS playedSeconds,
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

/** Stops an open session counting; a session already over keeps its end. */
export function closeSession(db: Database.Database, sessionId: string, now: Date, endedBy: "CLOSED" | "SESSION_LIMIT"): void {
  const at = now.toISOString();
  prepared(
    db,
    "UPDATE game_sessions SET closed_at = ?, ended_by = ? WHERE id = ? AND closed_at IS NULL AND expires_at > ? AND idle_until > ?",
  ).run(at, endedBy, sessionId, at, at);
}

/** The UTC day `now` is in, as the instants that bound it (players' days are UTC days, as their records). */
export function utcDay(now: Date): { start: string; end: string } {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { start: new Date(start).toISOString(), end: new Date(start + 86_400_000).toISOString() };
}

/** Seconds the account has played today (UTC), across its sessions, up to `now`. */
export function playedTodaySeconds(db: Database.Database, accountId: number, now: Date): number {
  const { start } = utcDay(now);
  // A session started yesterday counts from midnight; one cannot last longer than its lifetime, so
  // sessions launched more than a day before cannot reach today.
  const since = new Date(Date.parse(start) - 86_400_000).toISOString();
  return prepared(
    db,
    `SELECT COALESCE(SUM(MAX(0, CAST(ROUND((julianday(${SESSION_END_SQL}) - julianday(MAX(s.created_at, @start))) * 86400) AS INTEGER))), 0)
       FROM game_sessions s
      WHERE s.account_id = @accountId AND s.created_at >= @since`,
  )
    .pluck()
    .get({ accountId, start, since, now: now.toISOString() }) as number;
}

/** Today's session-time limit in minutes (the player's daily SESSION limit), or null for none. */
export function sessionLimitMinutesToday(db: Database.Database, accountId: number, now: Date): number | null {
  return activeLimits(db, accountId, now).find((limit) => limit.kind === "SESSION" && limit.period === "DAY")?.amount ?? null;
}

/** Whether today's play has reached today's session-time limit: launches and bets are refused until the next UTC day. */
export function sessionLimitReached(db: Database.Database, accountId: number, now: Date): boolean {
  const limit = sessionLimitMinutesToday(db, accountId, now);
  return limit !== null && playedTodaySeconds(db, accountId, now) >= limit * 60;
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
