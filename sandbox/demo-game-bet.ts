import { createHash } from "node:crypto";
import type Database from "better-sqlite3";
import { touchRecentGame } from "./calls/games";
import { prepared } from "./db/statements";
import { demoAmount } from "./lib/currency";
import { SandboxError } from "./lib/errors";
import { mainBalance, moveMoney } from "./lib/ledger";
import { closeAtLimit, isSessionOpen, markPlaying, sessionLimitReached } from "./lib/play-time";
import { checkBetLimits } from "./lib/limits";
import type { ErrorDetails } from "../app/platform/envelope";

/** A launched game session, joined with what the page and the bet need. */
export interface GameSession {
  id: string;
  accountId: number;
  merchant: string;
  nodeId: string;
  nameEn: string;
  nameTy: string;
  minBetCents: number;
  freeTrial: boolean;
  /** The merchant's currency (ISO 4217): the session's amounts are its minor units. */
  currency: string;
  /** The merchant's offset from UTC in minutes: the zone the page says a time in. */
  utcOffsetMinutes: number;
  balanceCents: number;
}

/** The live session, or null when it is unknown or over (closed, expired or idle: see lib/play-time.ts). */
export function findGameSession(db: Database.Database, sessionId: string, now: Date): GameSession | null {
  const row = prepared(
    db,
    `SELECT s.id, s.account_id AS accountId, a.merchant, s.node_id AS nodeId, g.name_en AS nameEn, g.name_ty AS nameTy,
            g.min_bet_cents AS minBetCents, s.free_trial AS freeTrial, m.currency, m.utc_offset_minutes AS utcOffsetMinutes,
            a.balance_cents AS balanceCents, s.expires_at AS expiresAt
       FROM game_sessions s
       JOIN accounts a ON a.id = s.account_id
       JOIN merchants m ON m.code = a.merchant
       JOIN games g ON g.node_id = s.node_id
      WHERE s.id = ?`,
  ).get(sessionId) as (Omit<GameSession, "freeTrial"> & { freeTrial: number; expiresAt: string }) | undefined;
  if (!row || Date.parse(row.expiresAt) <= now.getTime() || !isSessionOpen(db, sessionId, now)) return null;
  const { expiresAt: _expiresAt, ...session } = row;
  // The games are shared: a game's minimum bet is in the merchant's own money (sandbox/lib/currency.ts).
  return { ...session, minBetCents: demoAmount(row.currency, row.minBetCents), freeTrial: row.freeTrial === 1 };
}

export type BetOutcome =
  | { ok: true; requestId: string; stakeCents: number; winCents: number; balanceCents: number | null; replayed: boolean }
  | { ok: false; error: "STAKE_TOO_LOW" | "INSUFFICIENT_FUNDS" | "REQUEST_ID_CONFLICT" | "SESSION_LIMIT_REACHED" }
  | { ok: false; error: "LIMIT_EXCEEDED"; limit: NonNullable<ErrorDetails["limit"]> };

/**
 * Debits the stake and credits the win through the ledger in one transaction, and records the bet.
 * `requestId` makes it idempotent: a replay returns the first result and moves no
 * money (bets.request_id is UNIQUE as a backstop). Free-trial sessions play with
 * pretend money: nothing is debited or recorded.
 */
export function placeBet(db: Database.Database, session: GameSession, stakeCents: number, requestId: string, now: Date): BetOutcome {
  try {
    return moveMoney(db, now, (ledger): BetOutcome => {
      const earlier = prepared(db, "SELECT account_id, stake_cents, win_cents FROM bets WHERE request_id = ?").get(requestId) as
        { account_id: number; stake_cents: number; win_cents: number } | undefined;
      if (earlier) {
        if (earlier.account_id !== session.accountId) return { ok: false, error: "REQUEST_ID_CONFLICT" };
        return {
          ok: true,
          requestId,
          stakeCents: earlier.stake_cents,
          winCents: earlier.win_cents,
          balanceCents: mainBalance(db, session.accountId),
          replayed: true,
        };
      }
      if (stakeCents < session.minBetCents) return { ok: false, error: "STAKE_TOO_LOW" };
      // The session or the account's play reached a session-time limit: the game closes, and takes no more bets.
      const reached = sessionLimitReached(db, session.id, session.accountId, now);
      if (reached) {
        closeAtLimit(db, session.id, now, reached);
        return { ok: false, error: "SESSION_LIMIT_REACHED" };
      }
      markPlaying(db, session.id, now);
      const winCents = winFor(requestId, stakeCents);
      if (session.freeTrial) return { ok: true, requestId, stakeCents, winCents, balanceCents: null, replayed: false };

      // The player's own wager and loss limits: refused before any money moves.
      checkBetLimits(db, session.accountId, now, stakeCents);
      // Through the ledger: the stake (refused when it would take the wallet below zero), then the win.
      ledger.move({ accountId: session.accountId, kind: "bet.stake", deltaCents: -stakeCents, reference: `bet-${requestId}` });
      if (winCents > 0) ledger.move({ accountId: session.accountId, kind: "bet.win", deltaCents: winCents, reference: `bet-${requestId}` });
      prepared(
        db,
        `INSERT INTO bets (request_id, account_id, merchant, node_id, stake_cents, win_cents, created_at, game_session_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(requestId, session.accountId, session.merchant, session.nodeId, stakeCents, winCents, now.toISOString(), session.id);
      touchRecentGame(db, session.accountId, session.nodeId, now);
      return { ok: true, requestId, stakeCents, winCents, balanceCents: mainBalance(db, session.accountId), replayed: false };
    });
  } catch (error) {
    if (error instanceof SandboxError && error.code === "INSUFFICIENT_FUNDS") return { ok: false, error: "INSUFFICIENT_FUNDS" };
    if (error instanceof SandboxError && error.code === "LIMIT_EXCEEDED" && error.details?.limit) {
      return { ok: false, error: "LIMIT_EXCEEDED", limit: error.details.limit };
    }
    throw error;
  }
}

/** Payout multipliers by cumulative probability: about 96.5% returned to the player. */
const PAYTABLE: ReadonlyArray<readonly [upTo: number, multiplier: number]> = [
  [0.55, 0],
  [0.75, 0.5],
  [0.88, 1.5],
  [0.96, 2],
  [0.99, 5],
  [0.998, 20],
  [1, 100],
];

/** The win is a pure function of the request id, so tests can predict it and replays agree. */
export function winFor(requestId: string, stakeCents: number): number {
  const roll = createHash("sha256").update(requestId).digest().readUInt32BE(0) / 2 ** 32;
  const [, multiplier] = PAYTABLE.find(([upTo]) => roll < upTo) ?? PAYTABLE[PAYTABLE.length - 1];
  return Math.round(stakeCents * multiplier);
}
