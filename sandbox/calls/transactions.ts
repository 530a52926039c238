import type { TransactionKind } from "../../app/platform/contract/money";
import { SandboxError, type GroupHandlers } from "../handler";
import { MAX_RECORD_RANGE_DAYS } from "../lib/money-settings";
import { sessionOf } from "../lib/sessions";
import { prepared } from "./statements";

const DAY_MS = 86_400_000;

export const transactionHandlers: GroupHandlers<"transactions"> = {
  settings: () => ({ maxRangeDays: MAX_RECORD_RANGE_DAYS }),

  list: (ctx, { from, to, kind, page, pageSize }) => {
    const start = Date.parse(`${from}T00:00:00.000Z`);
    const end = Date.parse(`${to}T00:00:00.000Z`) + DAY_MS;
    if (Number.isNaN(start) || Number.isNaN(end) || end <= start) {
      throw new SandboxError("INVALID_REQUEST", { fields: [{ path: "to", message: "to must be a date on or after from" }] });
    }
    if ((end - start) / DAY_MS > MAX_RECORD_RANGE_DAYS) throw new SandboxError("RANGE_TOO_LONG");
    const where = `account_id = @account AND created_at >= @start AND created_at < @end${kind ? " AND kind = @kind" : ""}`;
    const params = { account: sessionOf(ctx).accountId, start: new Date(start).toISOString(), end: new Date(end).toISOString(), kind };
    const totals = prepared(
      ctx.db,
      `SELECT COUNT(*) AS count,
              COALESCE(SUM(CASE WHEN delta_cents > 0 THEN delta_cents END), 0) AS totalIn,
              COALESCE(-SUM(CASE WHEN delta_cents < 0 THEN delta_cents END), 0) AS totalOut
         FROM ledger WHERE ${where}`,
    ).get(params) as { count: number; totalIn: number; totalOut: number };
    const items = prepared(
      ctx.db,
      `SELECT id, created_at AS time, kind, wallet, delta_cents AS deltaCents, balance_cents AS balanceCents, reference
         FROM ledger WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
    ).all({ ...params, limit: pageSize, offset: (page - 1) * pageSize }) as Array<{
      id: number;
      time: string;
      kind: TransactionKind;
      wallet: string;
      deltaCents: number;
      balanceCents: number;
      reference: string;
    }>;
    return {
      items,
      page,
      total: totals.count,
      totalPages: Math.ceil(totals.count / pageSize),
      totalInCents: totals.totalIn,
      totalOutCents: totals.totalOut,
    };
  },
};
