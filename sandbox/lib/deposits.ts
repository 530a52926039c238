import type Database from "better-sqlite3";
import { prepared } from "../db/statements";
import { moveMoney } from "./ledger";

export interface DepositOrderRow {
  reference: string;
  account_id: number;
  method: string;
  channel: string;
  amount_cents: number;
  fee_cents: number;
  status: "PENDING" | "CREDITED" | "FAILED";
  pay_token: string;
  return_url: string;
  created_at: string;
}

export function depositOrder(db: Database.Database, reference: string): DepositOrderRow | undefined {
  return prepared(db, "SELECT * FROM deposit_orders WHERE reference = ?").get(reference) as DepositOrderRow | undefined;
}

/**
 * Settles a PENDING order once: paid credits the amount less the fee through the ledger
 * (deposit.credited); failed moves nothing (deposit.failed, with the order's amount, is told
 * to the listeners). An order already settled is left as it is. Answers the order as it is
 * afterwards.
 */
export function settleDeposit(db: Database.Database, now: Date, reference: string, paid: boolean): DepositOrderRow | undefined {
  moveMoney(db, now, (ledger) => {
    const order = depositOrder(db, reference);
    if (!order || order.status !== "PENDING") return;
    prepared(db, "UPDATE deposit_orders SET status = ?, settled_at = ? WHERE reference = ?").run(
      paid ? "CREDITED" : "FAILED",
      now.toISOString(),
      reference,
    );
    if (paid)
      ledger.move({ accountId: order.account_id, kind: "deposit.credited", deltaCents: order.amount_cents - order.fee_cents, reference });
    else ledger.tell(order.account_id, "deposit.failed", reference, order.amount_cents);
  });
  return depositOrder(db, reference);
}
