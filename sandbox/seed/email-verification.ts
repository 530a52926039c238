import type Database from "better-sqlite3";
import { seededEmail } from "./passwords";

/**
 * AURORA's `sec_unverified_email` (password as the other demo accounts): its email on file
 * (`seededEmail`) is not verified, so it gets no password reset link until its verification
 * link is opened. Seeded after the built-in merchants' other data, before the merchants defined
 * in files.
 */
export function seedEmailVerificationAccounts(db: Database.Database, now: Date): void {
  const demo = db
    .prepare("SELECT password_hash AS passwordHash FROM accounts WHERE merchant = 'AURORA' AND username = 'demo_member'")
    .get() as { passwordHash: string } | undefined;
  if (!demo) return;
  db.prepare(
    `INSERT INTO accounts (merchant, username, password_hash, nickname, is_agent, parent_id, balance_cents, vip, vip_label, rank_level,
       language, first_login, promo_count, created_at, email, email_verified)
     VALUES ('AURORA', 'sec_unverified_email', ?, 'Sec Unverified Email', 0, NULL, 10000, 0, 'VIP0', 0, 'EN', 0, 0, ?, ?, 0)`,
  ).run(demo.passwordHash, new Date(now.getTime() - 7 * 24 * 3_600_000).toISOString(), seededEmail("sec_unverified_email", "AURORA"));
}
