import { dayRange, todayIn, UTC_ZONE } from "../../app/format/dates";
import {
  lastTwelveMonthsStart,
  STATEMENT_ENTRY_KINDS,
  type StatementEntry,
  type StatementTotals,
} from "../../app/platform/contract/statement";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { realAccountOf } from "../lib/sessions";

/*
 * What counts is what account activity counts (playTime.activity in calls/play-time.ts): deposits
 * credited, at `settled_at`; withdrawals not rejected, at `created_at`; bets at `created_at`, their
 * sums from bet_days. tests/contract/statement.test.ts holds a window's totals to activity's days.
 */

/**
 * One page of entries, oldest first, found by key: each source reads at most a page and one more
 * through its (account, time) index from where the page starts, and the three are merged. A page
 * deep in a year of bets costs what the first costs, where an OFFSET would read every entry before it.
 * Ties in time are ordered by kind (deposit, withdrawal, bet), then by row. Parameters: @account,
 * @from (the later of the window's start and the cursor's time), @end, @afterTime ('' on the first
 * page), @afterDeposit, @afterWithdrawal, @afterBet (the row after which entries of that kind at
 * @afterTime come), @limit.
 */
const PAGE_SQL = `
  SELECT time, kind, seq, reference, amountCents FROM (
    SELECT d.settled_at AS time, 0 AS kind, d.rowid AS seq, d.reference AS reference, d.amount_cents AS amountCents
      FROM deposit_orders d INDEXED BY deposit_orders_by_account_settled
     WHERE d.account_id = @account AND d.settled_at >= @from AND d.settled_at < @end AND d.status = 'CREDITED'
       AND (d.settled_at > @afterTime OR d.rowid > @afterDeposit)
     ORDER BY d.settled_at, d.rowid LIMIT @limit)
  UNION ALL
  SELECT time, kind, seq, reference, amountCents FROM (
    SELECT w.created_at AS time, 1 AS kind, w.rowid AS seq, w.reference AS reference, w.amount_cents AS amountCents
      FROM withdrawals w INDEXED BY withdrawals_by_account_time
     WHERE w.account_id = @account AND w.created_at >= @from AND w.created_at < @end AND w.status <> 'REJECTED'
       AND (w.created_at > @afterTime OR w.rowid > @afterWithdrawal)
     ORDER BY w.created_at, w.rowid LIMIT @limit)
  UNION ALL
  SELECT time, kind, seq, reference, amountCents FROM (
    SELECT b.created_at AS time, 2 AS kind, b.id AS seq, CAST(b.id AS TEXT) AS reference, b.win_cents - b.stake_cents AS amountCents
      FROM bets b INDEXED BY bets_by_account_time
     WHERE b.account_id = @account AND b.created_at >= @from AND b.created_at < @end
       AND (b.created_at > @afterTime OR b.id > @afterBet)
     ORDER BY b.created_at, b.id LIMIT @limit)
  ORDER BY time, kind, seq
  LIMIT @limit`;

/** The window's counts and sums, each from the source account activity sums. Parameters: @account, @start, @end, @fromDay, @toDay. */
const TOTALS_SQL = `
  SELECT d.deposits, d.depositsCents, w.withdrawals, w.withdrawalsCents, b.bets, b.netCents
    FROM (SELECT count(*) AS deposits, coalesce(sum(amount_cents), 0) AS depositsCents FROM deposit_orders
           WHERE account_id = @account AND settled_at >= @start AND settled_at < @end AND status = 'CREDITED') d,
         (SELECT count(*) AS withdrawals, coalesce(sum(amount_cents), 0) AS withdrawalsCents FROM withdrawals
           WHERE account_id = @account AND created_at >= @start AND created_at < @end AND status <> 'REJECTED') w,
         (SELECT coalesce(sum(bets), 0) AS bets, coalesce(sum(win_cents - stake_cents), 0) AS netCents FROM bet_days
           WHERE account_id = @account AND day >= @fromDay AND day <= @toDay) b`;

interface Row {
  time: string;
  kind: 0 | 1 | 2;
  seq: number;
  reference: string;
  amountCents: number;
}

/** A page's start as `next` writes it: the last entry's time (ms), kind and row, base 36. */
const cursorOf = (row: Row) => `${Date.parse(row.time).toString(36)}-${row.kind}-${row.seq.toString(36)}`;

function readCursor(after: string): { time: string; kind: number; seq: number } {
  const [ms, kind, seq] = after.split("-");
  const time = new Date(parseInt(ms!, 36));
  if (!Number.isFinite(time.getTime())) throw new SandboxError("INVALID_REQUEST", { fields: [{ path: "after", message: "Not a page" }] });
  return { time: time.toISOString(), kind: Number(kind), seq: parseInt(seq!, 36) };
}

/** The window's bounds after checking it as the contract says: from ≤ to ≤ today, from within the last 12 months. */
function windowOf(ctx: CallContext, from: string, to: string) {
  const today = todayIn(UTC_ZONE, ctx.clock.now());
  const problem =
    to < from
      ? { path: "to", message: "Before from" }
      : to > today
        ? { path: "to", message: "After today" }
        : from < lastTwelveMonthsStart(today)
          ? { path: "from", message: "Before the last 12 months" }
          : null;
  if (problem) throw new SandboxError("INVALID_REQUEST", { fields: [problem] });
  const window = dayRange(from, to, UTC_ZONE);
  return { start: new Date(window.start).toISOString(), end: new Date(window.end).toISOString() };
}

/*
 * Runs on the sandbox's reader (db/reader.ts), as the record lists do: a year of a busy player's
 * bets is read off the request loop with a database file.
 */
export const statementHandlers: GroupHandlers<"statement"> = {
  entries: async (ctx, { from, to, after, pageSize }) => {
    const account = realAccountOf(ctx);
    const { start, end } = windowOf(ctx, from, to);
    const cursor = after === undefined ? null : readCursor(after);
    // Entries of a kind before the cursor's, at its time, came on earlier pages; of a later kind, none did yet.
    const afterSeq = (kind: number) =>
      cursor === null || kind > cursor.kind ? -1 : kind < cursor.kind ? Number.MAX_SAFE_INTEGER : cursor.seq;
    const reads = [
      {
        sql: PAGE_SQL,
        params: {
          account,
          from: cursor && cursor.time > start ? cursor.time : start,
          end,
          afterTime: cursor?.time ?? "",
          afterDeposit: afterSeq(0),
          afterWithdrawal: afterSeq(1),
          afterBet: afterSeq(2),
          limit: pageSize + 1,
        },
      },
      ...(cursor === null ? [{ sql: TOTALS_SQL, params: { account, start, end, fromDay: from, toDay: to }, one: true }] : []),
    ];
    const [rows, totals] = (await ctx.reads.run(reads)) as [Row[], StatementTotals | undefined];
    const page = rows.slice(0, pageSize);
    return {
      entries: page.map((row): StatementEntry => ({
        time: row.time,
        kind: STATEMENT_ENTRY_KINDS[row.kind],
        reference: row.reference,
        amountCents: row.amountCents,
      })),
      next: rows.length > pageSize ? cursorOf(page[page.length - 1]!) : null,
      totals: totals ?? null,
    };
  },
};
