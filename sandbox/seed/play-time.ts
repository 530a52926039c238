import type Database from "better-sqlite3";
import { createRandom } from "./random";

/** The merchant whose play-time demo accounts the browser tests use. */
export const PLAY_TIME_MERCHANT = "AURORA";

/**
 * The play-time demo accounts on AURORA (password as the other members):
 * - `rg_reality`: no limits, balance ₱5,000.00: the reality check's account;
 * - `rg_session_limit`: a daily session-time limit of 15 minutes, nothing played yet;
 * - `rg_lottery`: a reality check every 15 minutes, balance ₱5,000.00: the lottery pages' reality check;
 * - `rg_weekly_limit`: a weekly session-time limit of 30 minutes, 25 of them played in a game two
 *   days before the seed (balance ₱5,000.00): 5 minutes more reach it, until that game leaves the last 7 days;
 * - `rg_activity`: a year of money and play for account activity: credited and failed deposits,
 *   paid and rejected withdrawals, bets and closed game sessions, some older than 12 months.
 */
export const PLAY_TIME_ACCOUNTS = {
  reality: "rg_reality",
  sessionLimit: "rg_session_limit",
  lottery: "rg_lottery",
  weeklyLimit: "rg_weekly_limit",
  activity: "rg_activity",
} as const;

/** rg_session_limit's daily session-time limit. */
export const SEEDED_SESSION_LIMIT_MINUTES = 15;

/** rg_weekly_limit's weekly session-time limit, the minutes it played, and how long before the seed's time that game began. */
export const SEEDED_WEEKLY_LIMIT = { minutes: 30, playedMinutes: 25, playedAgoMs: 2 * 86_400_000 } as const;

const DAY_MS = 86_400_000;

export function seedPlayTime(db: Database.Database, now: Date): void {
  const random = createRandom("play-time");
  // The members' password: demo_member's hash.
  const hash = db
    .prepare("SELECT password_hash FROM accounts WHERE merchant = ? AND username = 'demo_member'")
    .pluck()
    .get(PLAY_TIME_MERCHANT) as string;
  const insertAccount = db.prepare(`
    INSERT INTO accounts (merchant, username, password_hash, nickname, is_agent, balance_cents, vip, vip_label, rank_level, language,
      first_login, promo_count, created_at)
    VALUES (?, ?, ?, ?, 0, ?, 0, 'VIP0', 0, 'EN', 0, 0, ?)`);
  const created = new Date(now.getTime() - 500 * DAY_MS).toISOString();
  const add = (username: string, balanceCents: number) =>
    Number(insertAccount.run(PLAY_TIME_MERCHANT, username, hash, username, balanceCents, created).lastInsertRowid);

  add(PLAY_TIME_ACCOUNTS.reality, 500_000);
  const limited = add(PLAY_TIME_ACCOUNTS.sessionLimit, 500_000);
  db.prepare("INSERT INTO rg_limits (account_id, kind, period, amount, updated_at) VALUES (?, 'SESSION', 'DAY', ?, ?)").run(
    limited,
    SEEDED_SESSION_LIMIT_MINUTES,
    created,
  );

  const lottery = add(PLAY_TIME_ACCOUNTS.lottery, 500_000);
  db.prepare("INSERT INTO play_time_settings (account_id, reality_check_minutes) VALUES (?, 15)").run(lottery);

  const weekly = add(PLAY_TIME_ACCOUNTS.weeklyLimit, 500_000);
  db.prepare("INSERT INTO rg_limits (account_id, kind, period, amount, updated_at) VALUES (?, 'SESSION', 'WEEK', ?, ?)").run(
    weekly,
    SEEDED_WEEKLY_LIMIT.minutes,
    created,
  );
  const playedFrom = now.getTime() - SEEDED_WEEKLY_LIMIT.playedAgoMs;
  const playedTo = new Date(playedFrom + SEEDED_WEEKLY_LIMIT.playedMinutes * 60_000).toISOString();
  db.prepare(
    `INSERT INTO game_sessions (id, account_id, node_id, free_trial, created_at, expires_at, closed_at, ended_by, idle_until)
     VALUES (?, ?, (SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1), 0, ?, ?, ?, 'CLOSED', ?)`,
  ).run("b".repeat(32), weekly, new Date(playedFrom).toISOString(), new Date(playedFrom + 2 * 3_600_000).toISOString(), playedTo, playedTo);

  const active = add(PLAY_TIME_ACCOUNTS.activity, 250_000);
  const bank = Number(
    db
      .prepare("INSERT INTO bank_accounts (account_id, bank_name, account_name, account_number, created_at) VALUES (?, 'BDO', ?, ?, ?)")
      .run(active, "RG Activity", "001234567890", created).lastInsertRowid,
  );
  const insertDeposit = db.prepare(`
    INSERT INTO deposit_orders (reference, account_id, method, channel, amount_cents, fee_cents, status, pay_token, return_url, created_at, settled_at)
    VALUES (?, ?, 'GCASH', 'GCASH', ?, 0, ?, ?, '/', ?, ?)`);
  const insertWithdrawal = db.prepare(`
    INSERT INTO withdrawals (reference, account_id, bank_account_id, amount_cents, status, created_at, paid_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const game = db.prepare("SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1").pluck().get() as string;
  const insertSession = db.prepare(`
    INSERT INTO game_sessions (id, account_id, node_id, free_trial, created_at, expires_at, closed_at, ended_by, idle_until)
    VALUES (?, ?, ?, 0, ?, ?, ?, 'CLOSED', ?)`);
  const insertBet = db.prepare(`
    INSERT INTO bets (request_id, account_id, merchant, node_id, stake_cents, win_cents, created_at, game_session_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);

  // Every 9 days over the last 400: some fall before the last 12 months and must not count.
  for (let daysAgo = 1, n = 1; daysAgo <= 400; daysAgo += 9, n++) {
    const at = new Date(now.getTime() - daysAgo * DAY_MS - random.int(0, 3_600_000));
    const time = (offsetMs: number) => new Date(at.getTime() + offsetMs).toISOString();
    const ref = String(n).padStart(6, "0");
    insertDeposit.run(`DP-RGACT${ref}`, active, random.int(5, 200) * 1000, "CREDITED", `rg-${ref}`, time(0), time(60_000));
    if (n % 4 === 0) insertDeposit.run(`DP-RGACTF${ref}`, active, 77_700, "FAILED", `rg-f-${ref}`, time(0), time(60_000));
    if (n % 3 === 0) insertWithdrawal.run(`WD-RGACT${ref}`, active, bank, random.int(5, 100) * 1000, "PAID", time(120_000), time(180_000));
    if (n % 5 === 0) insertWithdrawal.run(`WD-RGACTR${ref}`, active, bank, 33_300, "REJECTED", time(120_000), null);
    const session = `${ref.padStart(32, "a")}`;
    const minutes = random.int(5, 90);
    insertSession.run(session, active, game, time(0), time(2 * 3_600_000), time(minutes * 60_000), time(minutes * 60_000));
    for (let bet = 0; bet < 3; bet++) {
      const stake = random.int(1, 20) * 100;
      insertBet.run(
        `rg-activity-${ref}-${bet}`,
        active,
        PLAY_TIME_MERCHANT,
        game,
        stake,
        random.pick([0, 0, stake * 2]),
        time((bet + 1) * 60_000),
        session,
      );
    }
  }
}
