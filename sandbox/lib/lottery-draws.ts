import { createHash } from "node:crypto";
import type { PrizeMode } from "../../app/platform/contract/lottery";

/**
 * Lottery draws are computed, not stored: issue n of a game is drawn at
 * DRAW_EPOCH + n × its interval, and its numbers are a hash of (game, issue). So the
 * opened numbers follow the sandbox clock (advancing it opens new draws), and a bet's
 * result is known the moment its draw time has passed.
 */
const DRAW_EPOCH_MS = Date.UTC(2024, 0, 1);
const MINUTE_MS = 60_000;

/** The latest issue drawn at `at` (0 before the first). */
export function lastIssue(everyMinutes: number, at: Date): number {
  return Math.max(0, Math.floor((at.getTime() - DRAW_EPOCH_MS) / (everyMinutes * MINUTE_MS)));
}

export function drawTime(everyMinutes: number, issue: number): Date {
  return new Date(DRAW_EPOCH_MS + issue * everyMinutes * MINUTE_MS);
}

/** How many numbers each prize mode draws, and of how many digits (first prize first). */
const DRAW_SHAPE: Record<PrizeMode, { count: number; digits: number }> = {
  LOTT: { count: 6, digits: 2 },
  ELOTT: { count: 5, digits: 2 },
  SEA: { count: 3, digits: 4 },
  ZY: { count: 4, digits: 5 },
};

export function drawNumbers(nodeId: string, issue: number, prizeMode: PrizeMode): string[] {
  const digest = createHash("sha256").update(`${nodeId}:${issue}`).digest();
  const { count, digits } = DRAW_SHAPE[prizeMode];
  return Array.from({ length: count }, (_, index) => String(digest.readUInt32BE(index * 4) % 10 ** digits).padStart(digits, "0"));
}

/** A bet picks two digits; it wins when they end the first prize. */
export const WIN_MULTIPLIER = 70;

export function betResult(
  bet: { nodeId: string; issue: number; pick: string; stakeCents: number },
  game: { prizeMode: PrizeMode; everyMinutes: number },
  now: Date,
): { status: "PENDING" | "WON" | "LOST"; winCents: number } {
  if (drawTime(game.everyMinutes, bet.issue).getTime() > now.getTime()) return { status: "PENDING", winCents: 0 };
  const first = drawNumbers(bet.nodeId, bet.issue, game.prizeMode)[0];
  return first.endsWith(bet.pick) ? { status: "WON", winCents: bet.stakeCents * WIN_MULTIPLIER } : { status: "LOST", winCents: 0 };
}

/** The start of the missions' window: the last 7 days. */
export function missionWindowStart(now: Date): string {
  return new Date(now.getTime() - 7 * 24 * 60 * MINUTE_MS).toISOString();
}
