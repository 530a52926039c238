import type Database from "better-sqlite3";
import type { GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { moveMoney } from "../lib/ledger";
import { newReference } from "../lib/money-settings";
import { realAccountOf } from "../lib/sessions";
import { totalPages } from "../lib/pages";
import { newReferralCode } from "../lib/referral-codes";
import { maskUsername } from "../lib/usernames";
import { prepared } from "../db/statements";

/** The account's code, made (and kept) on first ask. */
function codeOf(db: Database.Database, merchant: string, accountId: number): string {
  const existing = prepared(db, "SELECT code FROM referral_codes WHERE account_id = ?").pluck().get(accountId) as string | undefined;
  if (existing) return existing;
  for (;;) {
    const code = newReferralCode();
    const { changes } = prepared(db, "INSERT OR IGNORE INTO referral_codes (account_id, merchant, code) VALUES (?, ?, ?)").run(
      accountId,
      merchant,
      code,
    );
    if (changes === 1) return code;
  }
}

/** The referrer of a code in a merchant, if any (registration links the new account to it). */
export function referrerOfCode(db: Database.Database, merchant: string, code: string): number | undefined {
  return prepared(db, "SELECT account_id FROM referral_codes WHERE merchant = ? AND code = ?").pluck().get(merchant, code) as
    number | undefined;
}

export function recordReferral(db: Database.Database, referrerId: number, inviteeId: number, joinedAt: string): void {
  prepared(db, "INSERT INTO referrals (invitee_id, referrer_id, joined_at) VALUES (?, ?, ?)").run(inviteeId, referrerId, joinedAt);
}

function rateOf(db: Database.Database, merchant: string): number {
  return (
    (prepared(db, "SELECT rate_basis_points FROM referral_settings WHERE merchant = ?").pluck().get(merchant) as number | undefined) ?? 0
  );
}

/**
 * Writes the referrer's earning for every invitee bet not yet accrued (integer arithmetic in
 * SQL: rounded down). Bet ids only grow, so "after the newest accrued bet" finds exactly the new ones.
 */
function accrue(db: Database.Database, merchant: string, referrerId: number): void {
  prepared(
    db,
    `INSERT INTO referral_earnings (bet_id, referrer_id, invitee_id, commission_cents)
     SELECT b.id, r.referrer_id, b.account_id, (b.stake_cents * s.rate_basis_points) / 10000
       FROM referrals r JOIN bets b ON b.account_id = r.invitee_id JOIN referral_settings s ON s.merchant = @merchant
      WHERE r.referrer_id = @referrerId
        AND b.id > COALESCE((SELECT MAX(bet_id) FROM referral_earnings WHERE referrer_id = @referrerId), 0)`,
  ).run({ referrerId, merchant });
}

function earnings(db: Database.Database, referrerId: number) {
  return prepared(
    db,
    `SELECT COALESCE(SUM(commission_cents), 0) AS earnedCents,
            COALESCE(SUM(CASE WHEN claim_id IS NULL THEN commission_cents END), 0) AS pendingCents
       FROM referral_earnings WHERE referrer_id = ?`,
  ).get(referrerId) as { earnedCents: number; pendingCents: number };
}

export const referralHandlers: GroupHandlers<"referral"> = {
  summary: (ctx) => {
    const accountId = realAccountOf(ctx);
    const { db } = ctx;
    return db.transaction(() => {
      const code = codeOf(db, ctx.merchant.code, accountId);
      accrue(db, ctx.merchant.code, accountId);
      const { earnedCents, pendingCents } = earnings(db, accountId);
      const inviteeCount = prepared(db, "SELECT COUNT(*) FROM referrals WHERE referrer_id = ?").pluck().get(accountId) as number;
      return {
        code,
        rateBasisPoints: rateOf(db, ctx.merchant.code),
        inviteeCount,
        earnedCents,
        claimedCents: earnedCents - pendingCents,
        pendingCents,
      };
    })();
  },

  invitees: (ctx, { page, pageSize }) => {
    const accountId = realAccountOf(ctx);
    const { db } = ctx;
    return db.transaction(() => {
      accrue(db, ctx.merchant.code, accountId);
      const total = prepared(db, "SELECT COUNT(*) FROM referrals WHERE referrer_id = ?").pluck().get(accountId) as number;
      const rows = prepared(
        db,
        `SELECT a.username, r.joined_at AS joinedAt,
                (SELECT COALESCE(SUM(stake_cents), 0) FROM bets WHERE account_id = r.invitee_id) AS validBetCents,
                (SELECT COALESCE(SUM(commission_cents), 0) FROM referral_earnings WHERE referrer_id = r.referrer_id AND invitee_id = r.invitee_id) AS earnedCents,
                EXISTS (SELECT 1 FROM bets WHERE account_id = r.invitee_id) AS hasBets
           FROM referrals r JOIN accounts a ON a.id = r.invitee_id
          WHERE r.referrer_id = ?
          ORDER BY r.joined_at DESC, r.invitee_id DESC
          LIMIT ? OFFSET ?`,
      ).all(accountId, pageSize, (page - 1) * pageSize) as Array<{
        username: string;
        joinedAt: string;
        validBetCents: number;
        earnedCents: number;
        hasBets: number;
      }>;
      return {
        items: rows.map(({ username, hasBets, ...row }) => ({
          ...row,
          username: maskUsername(username),
          status: hasBets ? ("ACTIVE" as const) : ("PENDING" as const),
        })),
        page,
        total,
        totalPages: totalPages(total, pageSize),
      };
    })();
  },

  claim: (ctx, { idempotencyKey }) => {
    const accountId = realAccountOf(ctx);
    const now = ctx.clock.now();
    return moveMoney(
      ctx.db,
      now,
      (ledger) => {
        // Accrued and summed inside the transaction: a bet landing meanwhile is in this claim or the next, never both.
        accrue(ctx.db, ctx.merchant.code, accountId);
        const { pendingCents } = earnings(ctx.db, accountId);
        if (pendingCents === 0) throw new SandboxError("NOTHING_TO_CLAIM");
        const reference = newReference("RF");
        const claimId = Number(
          prepared(ctx.db, "INSERT INTO referral_claims (account_id, reference, claimed_cents, created_at) VALUES (?, ?, ?, ?)").run(
            accountId,
            reference,
            pendingCents,
            now.toISOString(),
          ).lastInsertRowid,
        );
        prepared(ctx.db, "UPDATE referral_earnings SET claim_id = ? WHERE referrer_id = ? AND claim_id IS NULL").run(claimId, accountId);
        const balanceCents = ledger.move({ accountId, kind: "referral.claim", deltaCents: pendingCents, reference });
        return { reference, claimedCents: pendingCents, balanceCents };
      },
      { accountId, key: idempotencyKey, operation: JSON.stringify(["referral.claim"]) },
    );
  },
};
