import type Database from "better-sqlite3";
import { LIMIT_COOLING_OFF_MS } from "../../app/platform/contract/limits";

/**
 * AURORA's accounts in each state of the player's limits (password as the other demo accounts),
 * seeded after the rest of the built-in merchants' data, so it is drawn as before (and before the
 * merchants defined in files, whose accounts follow the built-in ones'):
 * - `rg_limited`: a weekly deposit limit of ₱500.00 with ₱400.00 deposited this week (₱100.00
 *   left), and a daily loss limit of ₱50.00;
 * - `rg_pending_raise`: a weekly deposit limit of ₱500.00 and a raise to ₱2,000.00 pending for 12 h more.
 */
export function seedLimitAccounts(db: Database.Database, now: Date): void {
  const demo = db
    .prepare(
      "SELECT password_hash AS passwordHash, parent_id AS parentId FROM accounts WHERE merchant = 'AURORA' AND username = 'demo_member'",
    )
    .get() as { passwordHash: string; parentId: number } | undefined;
  if (!demo) return;
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const DAY_MS = 24 * 3_600_000;
  const account = db.prepare(`
    INSERT INTO accounts (merchant, username, password_hash, nickname, is_agent, parent_id, balance_cents, vip, vip_label, rank_level,
      language, first_login, promo_count, created_at)
    VALUES ('AURORA', ?, ?, ?, 0, NULL, 100000, 0, 'VIP0', 0, 'EN', 0, 0, ?)`);
  const limit = db.prepare(
    "INSERT INTO rg_limits (account_id, kind, period, amount, pending_amount, pending_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const add = (username: string, nickname: string) => {
    // No upline, so no agent's team or report changes; the opening ledger row is the accounts table's own trigger's.
    return Number(account.run(username, demo.passwordHash, nickname, at(-30 * DAY_MS)).lastInsertRowid);
  };

  const limited = add("rg_limited", "Rg Limited");
  limit.run(limited, "DEPOSIT", "WEEK", 500_00, null, null, at(-3 * DAY_MS));
  limit.run(limited, "LOSS", "DAY", 50_00, null, null, at(-3 * DAY_MS));
  db.prepare(
    `INSERT INTO deposit_orders (reference, account_id, method, channel, amount_cents, fee_cents, status, pay_token, return_url, created_at, settled_at)
     VALUES ('DP-RGLIMITED0001', ?, 'BANK', 'BDO', 40000, 0, 'CREDITED', 'seeded', 'http://aurora.localhost/member/depositv2', ?, ?)`,
  ).run(limited, at(-2 * DAY_MS), at(-2 * DAY_MS));

  const pending = add("rg_pending_raise", "Rg Pending Raise");
  // Asked for 12 h ago: half of the cooling-off is left.
  limit.run(pending, "DEPOSIT", "WEEK", 500_00, 2_000_00, at(LIMIT_COOLING_OFF_MS - 12 * 3_600_000), at(-12 * 3_600_000));
}
