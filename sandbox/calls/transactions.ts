import type { TransactionKind } from "../../app/platform/contract/money";
import type { GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { MAX_RECORD_RANGE_DAYS } from "../lib/money-settings";
import { sessionOf } from "../lib/sessions";

const DAY_MS = 86_400_000;

/** The caller's ledger rows in the window, of one kind or of all. Parameters @account, @start, @end, @kind. */
const WHERE = "account_id = @account AND created_at >= @start AND created_at < @end AND (@kind IS NULL OR kind = @kind)";

/**
 * The account record's queries. Every bet writes ledger rows, so a player's record is as long as
 * their betting history: the totals and the rows skipped before a page come from
 * ledger_by_account_time_kind alone (index entries, never table rows), only the page's own rows
 * are read from the table, and both run on the sandbox's reader, off the request loop with a
 * database file (db/reader.ts).
 */
export const ACCOUNT_RECORD_QUERIES = {
  totals: `SELECT count(*) AS count,
                  coalesce(sum(CASE WHEN delta_cents > 0 THEN delta_cents END), 0) AS totalIn,
                  coalesce(-sum(CASE WHEN delta_cents < 0 THEN delta_cents END), 0) AS totalOut
             FROM ledger INDEXED BY ledger_by_account_time_kind WHERE ${WHERE}`,
  page: `SELECT id, created_at AS time, kind, wallet, delta_cents AS deltaCents, balance_cents AS balanceCents, reference
           FROM ledger
          WHERE id IN (
            SELECT id FROM ledger INDEXED BY ledger_by_account_time_kind WHERE ${WHERE}
             ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset
          )
          ORDER BY created_at DESC, id DESC`,
} as const;

export const transactionHandlers: GroupHandlers<"transactions"> = {
  settings: () => ({ maxRangeDays: MAX_RECORD_RANGE_DAYS }),

  list: async (ctx, { from, to, kind, page, pageSize }) => {
    const start = Date.parse(`${from}T00:00:00.000Z`);
    const end = Date.parse(`${to}T00:00:00.000Z`) + DAY_MS;
    if (Number.isNaN(start) || Number.isNaN(end) || end <= start) {
      throw new SandboxError("INVALID_REQUEST", { fields: [{ path: "to", message: "to must be a date on or after from" }] });
    }
    if ((end - start) / DAY_MS > MAX_RECORD_RANGE_DAYS) throw new SandboxError("RANGE_TOO_LONG");
    const params = {
      account: sessionOf(ctx).accountId,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      kind: kind ?? null,
    };
    const [totals, items] = (await ctx.reads.run([
      { sql: ACCOUNT_RECORD_QUERIES.totals, params, one: true },
      { sql: ACCOUNT_RECORD_QUERIES.page, params: { ...params, limit: pageSize, offset: (page - 1) * pageSize } },
    ])) as [
      { count: number; totalIn: number; totalOut: number },
      Array<{
        id: number;
        time: string;
        kind: TransactionKind;
        wallet: string;
        deltaCents: number;
        balanceCents: number;
        reference: string;
      }>,
    ];
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
