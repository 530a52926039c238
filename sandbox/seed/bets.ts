import type Database from "better-sqlite3";
import { demoMoney } from "../lib/currency";
import { SEEDED_MERCHANTS } from "./merchants";
import { createRandom, type Random } from "./random";

const BETS_PER_MERCHANT = 80;
const WEEK_MS = 7 * 86_400_000;

/**
 * Past bets by the generated players, so the winner board and the players' recent
 * games have entries from the start. Balances already reflect them.
 */
export function seedBets(db: Database.Database, now: Date): void {
  const random = createRandom("bets");
  for (const merchant of SEEDED_MERCHANTS) seedMerchantBets(db, merchant, random, now);
}

export function seedMerchantBets(db: Database.Database, merchant: string, random: Random, now: Date): void {
  const players = db
    .prepare<[string], { id: number }>("SELECT id FROM accounts WHERE merchant = ? AND username LIKE 'player%' ORDER BY id")
    .all(merchant)
    .map((row) => row.id);
  const games = db
    .prepare<[string], { nodeId: string }>(
      `
      SELECT g.node_id AS nodeId FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code
      WHERE mv.merchant = ? AND g.game_type IN ('RNG', 'FISH', 'PVP', 'LIVE') ORDER BY g.node_id`,
    )
    .all(merchant)
    .map((row) => row.nodeId);
  const insertBet = db.prepare(`
    INSERT INTO bets (request_id, account_id, merchant, node_id, stake_cents, win_cents, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const money = demoMoney(db, merchant);
  const touchRecent = db.prepare(`
    INSERT INTO recent_games (account_id, node_id, last_played_at) VALUES (?, ?, ?)
    ON CONFLICT (account_id, node_id) DO UPDATE SET last_played_at = max(last_played_at, excluded.last_played_at)`);
  for (let n = 1; n <= BETS_PER_MERCHANT; n++) {
    const accountId = random.pick(players);
    const nodeId = random.pick(games);
    const stakeCents = money(random.pick([100, 500, 1_000, 2_000, 5_000, 10_000, 50_000]));
    const multiplier = random.weighted([
      [0, 50],
      [0.5, 10],
      [2, 20],
      [5, 10],
      [20, 6],
      [100, 3],
      [500, 1],
    ] as const);
    const createdAt = new Date(now.getTime() - random.int(60_000, WEEK_MS)).toISOString();
    insertBet.run(`seed-${merchant}-${n}`, accountId, merchant, nodeId, stakeCents, Math.round(stakeCents * multiplier), createdAt);
    touchRecent.run(accountId, nodeId, createdAt);
  }
}

/** How a long betting history is laid down (the `memberBets` seed option, and tests of paging). */
export interface MemberBetsOptions {
  merchant: string;
  username: string;
  count: number;
  /** The newest bet is a minute before it; the others are evenly spaced back over `days` days. */
  now: Date;
  /** Default 29: every bet is inside the records' "last 30 days" on the seed's day. */
  days?: number;
  /** Starts each bet's request id, which must be unique; default `history-<merchant>-<username>`. */
  label?: string;
}

/**
 * `count` bets by one account, of every game type the merchant offers, for a long history (the
 * sandbox's `memberBets` seed option: 100,000 bets of demo_member). They are records only: no
 * ledger rows, no balance change, not recent games.
 */
export function seedMemberBets(db: Database.Database, options: MemberBetsOptions): void {
  const { merchant, username, count, now } = options;
  const label = options.label ?? `history-${merchant}-${username}`;
  const random = createRandom(label);
  const accountId = db.prepare("SELECT id FROM accounts WHERE merchant = ? AND username = ?").pluck().get(merchant, username) as
    number | undefined;
  if (accountId === undefined) throw new Error(`No account ${username} in ${merchant}`);
  const games = db
    .prepare<[string], { nodeId: string }>(
      `SELECT g.node_id AS nodeId FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code
        WHERE mv.merchant = ? AND g.game_type IN ('RNG', 'FISH', 'PVP', 'LIVE') ORDER BY g.node_id`,
    )
    .all(merchant)
    .map((row) => row.nodeId);
  const insertBet = db.prepare(`
    INSERT INTO bets (request_id, account_id, merchant, node_id, stake_cents, win_cents, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const money = demoMoney(db, merchant);
  const newest = now.getTime() - 60_000;
  const spacingMs = ((options.days ?? 29) * 86_400_000) / Math.max(count, 1);
  db.transaction(() => {
    for (let n = 0; n < count; n++) {
      const stakeCents = money(random.pick([100, 500, 1_000, 2_000]));
      const winCents = Math.round(
        stakeCents *
          random.weighted([
            [0, 55],
            [0.5, 10],
            [2, 25],
            [5, 10],
          ] as const),
      );
      const createdAt = new Date(Math.round(newest - n * spacingMs)).toISOString();
      insertBet.run(`${label}-${n + 1}`, accountId, merchant, random.pick(games), stakeCents, winCents, createdAt);
    }
  })();
}
