import type Database from "better-sqlite3";
import type { PointsKind, RedeemStatus } from "../../app/platform/contract/points";
import { prepared } from "../db/statements";
import { SandboxError } from "./errors";

/**
 * The points ledger: every change of an account's points is a `points_ledger` row written
 * with the change, so an account's rows sum to its points. Call inside a transaction (the
 * handlers run it in `moveMoney`'s) so the row and the points commit together.
 */
export function changePoints(
  db: Database.Database,
  change: {
    accountId: number;
    kind: PointsKind;
    points: number;
    reference: string;
    now: Date;
  },
): number {
  const { accountId, kind, points, reference, now } = change;
  // Conditional: the points never go below zero, whatever runs beside this.
  const { changes } = prepared(db, "UPDATE accounts SET points = points + @points WHERE id = @accountId AND points + @points >= 0").run({
    accountId,
    points,
  });
  if (changes === 0) throw new SandboxError("INSUFFICIENT_POINTS");
  const balanceAfter = pointsOf(db, accountId);
  prepared(db, "INSERT INTO points_ledger (account_id, kind, points, balance_after, reference, created_at) VALUES (?, ?, ?, ?, ?, ?)").run(
    accountId,
    kind,
    points,
    balanceAfter,
    reference,
    now.toISOString(),
  );
  return balanceAfter;
}

export const pointsOf = (db: Database.Database, accountId: number) =>
  prepared(db, "SELECT points FROM accounts WHERE id = ?").pluck().get(accountId) as number;

export const pointsLedgerSum = (db: Database.Database, accountId: number) =>
  prepared(db, "SELECT COALESCE(SUM(points), 0) FROM points_ledger WHERE account_id = ?").pluck().get(accountId) as number;

/** The valid bet of an account: its history before the sandbox plus the stakes of its bets. */
export function validBetCents(db: Database.Database, accountId: number): number {
  return prepared(
    db,
    "SELECT a.prior_valid_bet_cents + COALESCE((SELECT SUM(stake_cents) FROM bets WHERE account_id = a.id), 0) FROM accounts a WHERE a.id = ?",
  )
    .pluck()
    .get(accountId) as number;
}

export type RedeemDecision = "approve" | "reject";

/**
 * The back office's decision on an IN_PROCESS redeem (control surface): an approval only
 * changes its status; a rejection also gives back the stock and the points, in one
 * transaction. Answers the new status, or null for an unknown reference; throws
 * INVALID_REQUEST for a redeem already decided.
 */
export function decideRedeem(db: Database.Database, now: Date, reference: string, decision: RedeemDecision): RedeemStatus | null {
  return db.transaction((): RedeemStatus | null => {
    const redeem = prepared(
      db,
      "SELECT id, account_id AS accountId, goods_id AS goodsId, quantity, points, status FROM point_redeems WHERE reference = ?",
    ).get(reference) as
      | {
          id: number;
          accountId: number;
          goodsId: number;
          quantity: number;
          points: number;
          status: RedeemStatus;
        }
      | undefined;
    if (!redeem) return null;
    if (redeem.status !== "IN_PROCESS")
      throw new SandboxError("INVALID_REQUEST", {
        fields: [{ path: "reference", message: `Already ${redeem.status}` }],
      });
    const status: RedeemStatus = decision === "approve" ? "APPROVED" : "REJECTED";
    prepared(db, "UPDATE point_redeems SET status = ?, decided_at = ? WHERE id = ?").run(status, now.toISOString(), redeem.id);
    if (status === "REJECTED") {
      prepared(db, "UPDATE point_goods SET available = available + ? WHERE id = ?").run(redeem.quantity, redeem.goodsId);
      changePoints(db, {
        accountId: redeem.accountId,
        kind: "REFUND",
        points: redeem.points,
        reference,
        now,
      });
    }
    return status;
  })();
}
