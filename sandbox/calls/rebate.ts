import type Database from "better-sqlite3";
import type { GameType } from "../../app/platform/contract";
import type { OwedCategory } from "../../app/platform/contract/rebate";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { moveMoney } from "../lib/ledger";
import { isFlagEnabled } from "../lib/merchants";
import { newReference } from "../lib/money-settings";
import { sessionOf } from "../lib/sessions";
import { prepared } from "../db/statements";

/** What the account is owed now: per rated game type, the stakes after its last claimed bet × the rate. */
interface Owed {
  categories: OwedCategory[];
  totalOwedCents: number;
  minClaimCents: number;
  /** The newest bet the owed amounts cover (a claim records it). */
  upToBetId: number;
}

function lastClaim(db: Database.Database, accountId: number) {
  return prepared(
    db,
    "SELECT up_to_bet_id AS upToBetId, created_at AS createdAt FROM rebate_claims WHERE account_id = ? ORDER BY id DESC LIMIT 1",
  ).get(accountId) as { upToBetId: number; createdAt: string } | undefined;
}

function owedNow(db: Database.Database, merchant: string, accountId: number): Owed {
  const after = lastClaim(db, accountId)?.upToBetId ?? 0;
  const upToBetId = (prepared(db, "SELECT COALESCE(MAX(id), 0) FROM bets WHERE account_id = ?").pluck().get(accountId) as number) || after;
  const rows = prepared(
    db,
    `SELECT r.game_type AS gameType, r.rate_basis_points AS rate,
            (SELECT COALESCE(SUM(b.stake_cents), 0) FROM bets b JOIN games g ON g.node_id = b.node_id
              WHERE b.id > @after AND b.id <= @upToBetId AND b.account_id = @accountId AND g.game_type = r.game_type) AS validBetCents
       FROM rebate_rates r
      WHERE r.merchant = @merchant
      ORDER BY r.game_type`,
  ).all({ accountId, after, upToBetId, merchant }) as Array<{ gameType: GameType; rate: number; validBetCents: number }>;
  const categories = rows.map(({ gameType, rate, validBetCents }) => ({
    gameType,
    validBetCents,
    rateBasisPoints: rate,
    // Rounded down: the platform never pays a fraction of a minor unit.
    owedCents: Math.floor((validBetCents * rate) / 10_000),
  }));
  const minClaimCents =
    (prepared(db, "SELECT min_claim_cents FROM rebate_settings WHERE merchant = ?").pluck().get(merchant) as number | undefined) ?? 0;
  return { categories, totalOwedCents: categories.reduce((sum, category) => sum + category.owedCents, 0), minClaimCents, upToBetId };
}

function requireRebateEnabled(ctx: CallContext): number {
  if (!isFlagEnabled(ctx.merchant, "MANPLAYREB3")) throw new SandboxError("FUNCTION_DISABLED");
  return sessionOf(ctx).accountId;
}

export const rebateHandlers: GroupHandlers<"rebate"> = {
  owed: (ctx) => {
    const accountId = requireRebateEnabled(ctx);
    const { categories, totalOwedCents, minClaimCents } = owedNow(ctx.db, ctx.merchant.code, accountId);
    return { categories, totalOwedCents, minClaimCents, lastClaimedAt: lastClaim(ctx.db, accountId)?.createdAt ?? null };
  },

  claim: (ctx, { idempotencyKey }) => {
    const accountId = requireRebateEnabled(ctx);
    const now = ctx.clock.now();
    return moveMoney(
      ctx.db,
      now,
      (ledger) => {
        // Computed inside the transaction, so a bet landing meanwhile is either all in this claim or all in the next.
        const owed = owedNow(ctx.db, ctx.merchant.code, accountId);
        if (owed.totalOwedCents === 0 || owed.totalOwedCents < owed.minClaimCents) throw new SandboxError("NOTHING_TO_CLAIM");
        const reference = newReference("RB");
        prepared(
          ctx.db,
          "INSERT INTO rebate_claims (account_id, reference, up_to_bet_id, claimed_cents, created_at) VALUES (?, ?, ?, ?, ?)",
        ).run(accountId, reference, owed.upToBetId, owed.totalOwedCents, now.toISOString());
        const balanceCents = ledger.move({ accountId, kind: "rebate.claim", deltaCents: owed.totalOwedCents, reference });
        return { reference, claimedCents: owed.totalOwedCents, balanceCents };
      },
      { accountId, key: idempotencyKey, operation: JSON.stringify(["rebate.claim"]) },
    );
  },
};
