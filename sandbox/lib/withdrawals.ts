import type Database from "better-sqlite3";
import type { Withdrawal } from "../../app/platform/contract/money";
import { prepared } from "../db/statements";
import { SandboxError } from "./errors";
import { moveMoney } from "./ledger";
import { AUTO_RECEIPT_MINUTES } from "./money-settings";

interface WithdrawalRow {
  reference: string;
  account_id: number;
  amount_cents: number;
  status: Withdrawal["status"];
  receipt: Withdrawal["receipt"];
  received_cents: number | null;
  created_at: string;
  paid_at: string | null;
  bank_name: string;
  account_number: string;
}

const SELECT = `SELECT w.*, b.bank_name, b.account_number FROM withdrawals w JOIN bank_accounts b ON b.id = w.bank_account_id`;

const autoReceiptAt = (paidAt: string) => new Date(Date.parse(paidAt) + AUTO_RECEIPT_MINUTES * 60_000);

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    reference: row.reference,
    amountCents: row.amount_cents,
    status: row.status,
    receipt: row.receipt,
    receivedCents: row.received_cents,
    bankAccount: `${row.bank_name} **** ${row.account_number.slice(-4)}`,
    createdAt: row.created_at,
    autoReceiptAt: row.status === "PAID" && row.paid_at ? autoReceiptAt(row.paid_at).toISOString() : null,
  };
}

/**
 * A paid withdrawal the player has not confirmed within the set minutes counts as
 * received (a forced receipt: no refund). Applied whenever the account's withdrawals are read.
 */
export function applyAutoReceipts(db: Database.Database, accountId: number, now: Date): void {
  const cutoff = new Date(now.getTime() - AUTO_RECEIPT_MINUTES * 60_000).toISOString();
  prepared(
    db,
    `UPDATE withdrawals SET status = 'CONFIRMED', receipt = 'AUTO_RECEIVED', received_cents = amount_cents, confirmed_at = ?
      WHERE account_id = ? AND status = 'PAID' AND paid_at <= ?`,
  ).run(now.toISOString(), accountId, cutoff);
}

export function recentWithdrawals(db: Database.Database, accountId: number, now: Date, limit = 10): Withdrawal[] {
  applyAutoReceipts(db, accountId, now);
  return (
    prepared(db, `${SELECT} WHERE w.account_id = ? ORDER BY w.created_at DESC, w.rowid DESC LIMIT ?`).all(
      accountId,
      limit,
    ) as WithdrawalRow[]
  ).map(toWithdrawal);
}

/** The withdrawal `reference` of `accountId` (NOT_FOUND for another player's), auto-receipt applied. */
export function ownWithdrawal(db: Database.Database, accountId: number, reference: string, now: Date): Withdrawal {
  applyAutoReceipts(db, accountId, now);
  const row = prepared(db, `${SELECT} WHERE w.reference = ? AND w.account_id = ?`).get(reference, accountId) as WithdrawalRow | undefined;
  if (!row) throw new SandboxError("NOT_FOUND");
  return toWithdrawal(row);
}

export type BackOfficeAction = "approve" | "reject" | "pay";

/** Which status each back-office action needs and leads to. */
const TRANSITIONS: Record<BackOfficeAction, { from: Withdrawal["status"]; to: Withdrawal["status"] }> = {
  approve: { from: "PENDING", to: "APPROVED" },
  reject: { from: "PENDING", to: "REJECTED" },
  pay: { from: "APPROVED", to: "PAID" },
};

/**
 * The platform's back office (the control surface): approve, reject (the held amount goes back
 * to the main wallet through the ledger) or pay a withdrawal. NOT_FOUND for an unknown
 * reference, WITHDRAWAL_NOT_CONFIRMABLE when it is not in the status the action needs.
 */
export function decideWithdrawal(db: Database.Database, now: Date, reference: string, action: BackOfficeAction): Withdrawal {
  const { from, to } = TRANSITIONS[action];
  moveMoney(db, now, (ledger) => {
    const row = prepared(db, "SELECT account_id, amount_cents, status FROM withdrawals WHERE reference = ?").get(reference) as
      { account_id: number; amount_cents: number; status: string } | undefined;
    if (!row) throw new SandboxError("NOT_FOUND");
    if (row.status !== from) throw new SandboxError("WITHDRAWAL_NOT_CONFIRMABLE");
    prepared(
      db,
      "UPDATE withdrawals SET status = @to, paid_at = CASE WHEN @to = 'PAID' THEN @now ELSE paid_at END WHERE reference = @reference",
    ).run({ to, now: now.toISOString(), reference });
    if (action === "reject") {
      ledger.move({ accountId: row.account_id, kind: "withdrawal.refund", deltaCents: row.amount_cents, reference });
      ledger.tell(row.account_id, "withdrawal.rejected", reference, row.amount_cents);
    } else {
      ledger.tell(row.account_id, action === "approve" ? "withdrawal.approved" : "withdrawal.paid", reference, row.amount_cents);
    }
  });
  const accountId = prepared(db, "SELECT account_id FROM withdrawals WHERE reference = ?").pluck().get(reference) as number;
  return ownWithdrawal(db, accountId, reference, now);
}
