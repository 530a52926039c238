import type { GameType } from "../../app/platform/contract";
import type { BonusType } from "../../app/platform/contract/records";
import { dayRange, daysBetween, todayIn, UTC_ZONE } from "../../app/format/dates";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { sessionOf } from "../lib/sessions";

/** The longest window a record list accepts, in days (the portal reads it from records.settings). */
export const RECORDS_MAX_RANGE_DAYS = 90;

/**
 * The window's bounds as ISO times (`from` inclusive, `to` exclusive), after checking it
 * as the contract says: from ≤ to ≤ today, at most RECORDS_MAX_RANGE_DAYS days.
 */
export function windowOf(ctx: CallContext, from: string, to: string): { start: string; end: string } {
  const days = daysBetween(from, to);
  const problem =
    days < 1
      ? { path: "to", message: "Before from" }
      : to > todayIn(UTC_ZONE, ctx.clock.now())
        ? { path: "to", message: "After today" }
        : days > RECORDS_MAX_RANGE_DAYS
          ? { path: "from", message: `More than ${RECORDS_MAX_RANGE_DAYS} days` }
          : null;
  if (problem) throw new SandboxError("INVALID_REQUEST", { fields: [problem] });
  const window = dayRange(from, to, UTC_ZONE);
  return { start: new Date(window.start).toISOString(), end: new Date(window.end).toISOString() };
}

const pagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/**
 * The caller's days in the window (bet_days: bets per account, UTC day and game type, kept by
 * triggers), of one game type or of all (@type NULL). Parameters @account, @from, @to, @type.
 */
const BET_DAYS_WHERE = `account_id = @account AND day >= @from AND day <= @to AND (@type IS NULL OR game_type = @type)`;

/** The caller's bonuses in the window, of one type or of all. Parameters @account, @start, @end, @type. */
const BONUSES_WHERE = "account_id = @account AND created_at >= @start AND created_at < @end AND (@type IS NULL OR type = @type)";

/**
 * The record lists' queries. A page is found by key, not by counting rows: the days' counts
 * (newest first, added up) name the day the page's first row is in and how many of that day's
 * rows come before it; the rows are then read from the end of that day backwards through
 * bets_by_account_time, so page 5,000 skips at most one day's index entries where an OFFSET
 * would have read every bet before it. No page found (past the last): no rows.
 */
export const RECORDS_QUERIES = {
  betTotals: `SELECT coalesce(sum(bets), 0) AS bets, coalesce(sum(stake_cents), 0) AS stakeCents, coalesce(sum(win_cents), 0) AS winCents
      FROM bet_days WHERE ${BET_DAYS_WHERE}`,
  betPage: `WITH
      days AS (SELECT day, sum(bets) AS bets FROM bet_days WHERE ${BET_DAYS_WHERE} GROUP BY day),
      placed AS (
        SELECT day, bets, coalesce(sum(bets) OVER (ORDER BY day DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
          FROM days
      ),
      first AS (SELECT date(day, '+1 day') AS dayAfter, @offset - before AS skip FROM placed WHERE before <= @offset AND @offset < before + bets)
    SELECT b.id, b.created_at AS time, g.name_en AS nameEn, g.name_ty AS nameTy, v.name AS vendorName,
           g.game_type AS gameType, b.stake_cents AS stakeCents, b.win_cents AS winCents
      FROM bets b JOIN games g ON g.node_id = b.node_id JOIN vendors v ON v.code = g.vendor_code
     WHERE b.id IN (
       SELECT k.id FROM bets k INDEXED BY bets_by_account_time JOIN games kg ON kg.node_id = k.node_id
        WHERE k.account_id = @account AND k.created_at >= @start AND k.created_at < (SELECT dayAfter FROM first)
          AND (@type IS NULL OR kg.game_type = @type)
        ORDER BY k.created_at DESC, k.id DESC LIMIT @limit OFFSET coalesce((SELECT skip FROM first), 0)
     )
     ORDER BY b.created_at DESC, b.id DESC`,
  profitDays: `SELECT day, sum(bets) AS bets, sum(stake_cents) AS stakeCents, sum(win_cents) AS winCents
      FROM bet_days WHERE ${BET_DAYS_WHERE} GROUP BY day HAVING sum(bets) > 0 ORDER BY day DESC`,
  bonusTotals: `SELECT count(*) AS bonuses, coalesce(sum(amount_cents), 0) AS amountCents
      FROM bonuses INDEXED BY bonuses_by_account_time WHERE ${BONUSES_WHERE}`,
  /** The rows skipped before a page are entries of bonuses_by_account_time, never table rows (a bonus list is short). */
  bonusPage: `SELECT id, created_at AS time, type, CASE WHEN @language = 'TY' THEN title_ty ELSE title_en END AS title, amount_cents AS amountCents
      FROM bonuses
     WHERE id IN (
       SELECT id FROM bonuses INDEXED BY bonuses_by_account_time
        WHERE ${BONUSES_WHERE}
        ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset
     )
     ORDER BY created_at DESC, id DESC`,
} as const;

interface BetRow {
  id: number;
  time: string;
  nameEn: string;
  nameTy: string;
  vendorName: string;
  gameType: GameType;
  stakeCents: number;
  winCents: number;
}

/*
 * The lists run on the sandbox's reader (db/reader.ts): off the request loop with a database
 * file, so a long history read never holds system.status and the other calls behind it.
 */
export const recordsHandlers: GroupHandlers<"records"> = {
  settings: (ctx) => ({ today: todayIn(UTC_ZONE, ctx.clock.now()), maxRangeDays: RECORDS_MAX_RANGE_DAYS }),

  bets: async (ctx, { from, to, gameType, pageNo, pageSize, language }) => {
    const { start, end } = windowOf(ctx, from, to);
    const params = { account: sessionOf(ctx).accountId, from, to, start, end, type: gameType ?? null };
    const [totals, rows] = (await ctx.reads.run([
      { sql: RECORDS_QUERIES.betTotals, params, one: true },
      { sql: RECORDS_QUERIES.betPage, params: { ...params, limit: pageSize, offset: (pageNo - 1) * pageSize } },
    ])) as [{ bets: number; stakeCents: number; winCents: number }, BetRow[]];
    return {
      list: rows.map(({ id, nameEn, nameTy, ...row }) => ({
        ...row,
        id: String(id),
        gameName: language === "TY" ? nameTy : nameEn,
        profitCents: row.winCents - row.stakeCents,
      })),
      total: totals.bets,
      totalPages: pagesOf(totals.bets, pageSize),
      totals: { ...totals, profitCents: totals.winCents - totals.stakeCents },
    };
  },

  profit: async (ctx, { from, to, gameType, pageNo, pageSize }) => {
    windowOf(ctx, from, to);
    const params = { account: sessionOf(ctx).accountId, from, to, type: gameType ?? null };
    const [days] = (await ctx.reads.run([{ sql: RECORDS_QUERIES.profitDays, params }])) as [
      Array<{ day: string; bets: number; stakeCents: number; winCents: number }>,
    ];
    const withProfit = days.map((row) => ({ ...row, profitCents: row.winCents - row.stakeCents }));
    const totals = withProfit.reduce(
      (sum, row) => ({
        bets: sum.bets + row.bets,
        stakeCents: sum.stakeCents + row.stakeCents,
        winCents: sum.winCents + row.winCents,
        profitCents: sum.profitCents + row.profitCents,
      }),
      { bets: 0, stakeCents: 0, winCents: 0, profitCents: 0 },
    );
    return {
      list: withProfit.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      total: withProfit.length,
      totalPages: pagesOf(withProfit.length, pageSize),
      totals,
    };
  },

  bonuses: async (ctx, { from, to, type, pageNo, pageSize, language }) => {
    const { start, end } = windowOf(ctx, from, to);
    const params = { account: sessionOf(ctx).accountId, start, end, type: type ?? null };
    const [totals, rows] = (await ctx.reads.run([
      { sql: RECORDS_QUERIES.bonusTotals, params, one: true },
      { sql: RECORDS_QUERIES.bonusPage, params: { ...params, language, limit: pageSize, offset: (pageNo - 1) * pageSize } },
    ])) as [
      { bonuses: number; amountCents: number },
      Array<{ id: number; time: string; type: BonusType; title: string; amountCents: number }>,
    ];
    return {
      list: rows.map((row) => ({ ...row, id: String(row.id) })),
      total: totals.bonuses,
      totalPages: pagesOf(totals.bonuses, pageSize),
      totals,
    };
  },
};
