import type Database from "better-sqlite3";
import { createRandom } from "./random";

/** Upline transfers the seed writes in AURORA: enough for two pages of the income report. */
const TRANSFERS = 30;
const SPREAD_MS = 28 * 86_400_000;

/**
 * Money the demo sub-agents of AURORA sent up the tree over the last four weeks (ledger
 * `upline.out` / `upline.in`, as transferUpline writes them): demo_agent1's income report and
 * the team's account details have rows from the start. Balances move with the rows, so each
 * account's ledger still sums to its balance.
 */
export function seedAgentReports(db: Database.Database, now: Date): void {
  const random = createRandom("agent-reports");
  const idOf = db.prepare<[string], { id: number; parentId: number }>(
    "SELECT id, parent_id AS parentId FROM accounts WHERE merchant = 'AURORA' AND username = ?",
  );
  const senders = ["demo_agent2", "demo_agent41", "demo_agent42"].map((username) => idOf.get(username)!);
  const move = db.prepare("UPDATE accounts SET balance_cents = balance_cents + @delta WHERE id = @id RETURNING balance_cents AS balance");
  const write = db.prepare(
    "INSERT INTO ledger (account_id, wallet, kind, delta_cents, balance_cents, reference, created_at) VALUES (?, 'MAIN', ?, ?, ?, ?, ?)",
  );
  const times = Array.from({ length: TRANSFERS }, () => now.getTime() - random.int(3_600_000, SPREAD_MS)).sort((a, b) => a - b);
  times.forEach((time, n) => {
    const sender = random.pick(senders);
    const amountCents = random.int(20, 80) * 100;
    const reference = `UP-SEED-${String(n + 1).padStart(3, "0")}`;
    const createdAt = new Date(time).toISOString();
    const sent = move.get({ id: sender.id, delta: -amountCents }) as { balance: number };
    write.run(sender.id, "upline.out", -amountCents, sent.balance, reference, createdAt);
    const received = move.get({ id: sender.parentId, delta: amountCents }) as { balance: number };
    write.run(sender.parentId, "upline.in", amountCents, received.balance, reference, createdAt);
  });
}
