import { offsetZone, todayIn } from "../../app/format/dates";
import type { GameType } from "../../app/platform/contract";
import { type GroupHandlers } from "../lib/context";
import { agentOf, agentUtcOffsetMinutes } from "../lib/agents";
import {
  CATEGORY_SQL,
  IS_BONUS_SQL,
  IS_INCOME_SQL,
  REPORT_MAX_RANGE_DAYS,
  SCOPE_CTE,
  pagesOf,
  reportScope,
  scopeParams,
} from "../lib/agent-reports";

/*
 * The agent reports (contract agentReports). Every query starts from the scope CTE (the
 * agent's team through accounts.parent_id, or one member of it) and reads bets and ledger
 * rows by account and time through their (account_id, created_at) indexes; totals are
 * computed in SQL over the whole window. A page of bets or ledger rows is chosen in a covering
 * index (bets_by_account_time, ledger_by_account_time_kind): the rows before it are skipped as
 * index entries, and only the page's own rows are read from the table. The queries run on the
 * sandbox's reader (db/reader.ts), off the request loop with a database file: a report over a
 * big team never holds system.status behind it.
 */

const TEAM_BETS_WHERE = `b.account_id IN (SELECT id FROM scope) AND b.created_at >= @start AND b.created_at < @end
  AND (@type IS NULL OR g.game_type = @type)`;

const LEDGER_WHERE = `l.account_id IN (SELECT id FROM scope) AND l.created_at >= @start AND l.created_at < @end
  AND (@category IS NULL OR ${CATEGORY_SQL} = @category)`;

/** One account's income rows (parameters @account, @start, @end, @category). */
const INCOME_WHERE = `l.account_id = @account AND l.created_at >= @start AND l.created_at < @end AND ${IS_INCOME_SQL}`;

/** Per member of the scope with anything in the window: bet figures from `bets`, money from the ledger. */
const MEMBER_PROFIT_ROWS = `${SCOPE_CTE},
  bet_sums AS (
    SELECT b.account_id AS id, count(*) AS bets, sum(b.stake_cents) AS validBetCents, sum(b.win_cents) AS winCents
      FROM bets b WHERE b.account_id IN (SELECT id FROM scope) AND b.created_at >= @start AND b.created_at < @end
     GROUP BY b.account_id
  ),
  money AS (
    SELECT l.account_id AS id,
           coalesce(sum(CASE WHEN l.kind LIKE 'deposit.%' THEN l.delta_cents END), 0) AS depositCents,
           coalesce(-sum(CASE WHEN l.kind LIKE 'withdrawal.%' THEN l.delta_cents END), 0) AS withdrawalCents,
           coalesce(sum(CASE WHEN ${IS_BONUS_SQL} THEN l.delta_cents END), 0) AS bonusCents
      FROM ledger l WHERE l.account_id IN (SELECT id FROM scope) AND l.created_at >= @start AND l.created_at < @end
     GROUP BY l.account_id
  ),
  rows AS (
    SELECT a.username, coalesce(bs.bets, 0) AS bets, coalesce(bs.validBetCents, 0) AS validBetCents,
           coalesce(bs.winCents, 0) AS winCents, coalesce(m.depositCents, 0) AS depositCents,
           coalesce(m.withdrawalCents, 0) AS withdrawalCents, coalesce(m.bonusCents, 0) AS bonusCents
      FROM scope s JOIN accounts a ON a.id = s.id
      LEFT JOIN bet_sums bs ON bs.id = s.id
      LEFT JOIN money m ON m.id = s.id
     WHERE bs.id IS NOT NULL OR m.depositCents <> 0 OR m.withdrawalCents <> 0 OR m.bonusCents <> 0
  )`;

/** Every report query, by name (the contract test checks each one's plan uses the indexes). */
export const AGENT_REPORT_QUERIES = {
  teamBetsTotals: `${SCOPE_CTE}
    SELECT count(*) AS bets, coalesce(sum(b.stake_cents), 0) AS validBetCents, coalesce(sum(b.win_cents), 0) AS winCents
      FROM bets b JOIN games g ON g.node_id = b.node_id WHERE ${TEAM_BETS_WHERE}`,
  teamBetsPage: `${SCOPE_CTE}
    SELECT b.id, b.created_at AS time, a.username, g.name_en AS nameEn, g.name_ty AS nameTy, v.name AS vendorName,
           g.game_type AS gameType, b.stake_cents AS validBetCents, b.win_cents AS winCents
      FROM bets b JOIN games g ON g.node_id = b.node_id JOIN vendors v ON v.code = g.vendor_code JOIN accounts a ON a.id = b.account_id
     WHERE b.id IN (
       SELECT b.id FROM bets b INDEXED BY bets_by_account_time JOIN games g ON g.node_id = b.node_id
        WHERE ${TEAM_BETS_WHERE}
        ORDER BY b.created_at DESC, b.id DESC LIMIT @limit OFFSET @offset
     )
     ORDER BY b.created_at DESC, b.id DESC`,
  memberProfitTotals: `${MEMBER_PROFIT_ROWS}
    SELECT count(*) AS members, coalesce(sum(bets), 0) AS bets, coalesce(sum(validBetCents), 0) AS validBetCents,
           coalesce(sum(winCents), 0) AS winCents, coalesce(sum(depositCents), 0) AS depositCents,
           coalesce(sum(withdrawalCents), 0) AS withdrawalCents, coalesce(sum(bonusCents), 0) AS bonusCents
      FROM rows`,
  memberProfitPage: `${MEMBER_PROFIT_ROWS}
    SELECT * FROM rows ORDER BY username LIMIT @limit OFFSET @offset`,
  incomeCategories: `SELECT ${CATEGORY_SQL} AS category, count(*) AS entries, sum(l.delta_cents) AS amountCents
      FROM ledger l WHERE ${INCOME_WHERE} GROUP BY category ORDER BY category`,
  incomePage: `SELECT l.id, l.created_at AS time, l.kind, ${CATEGORY_SQL} AS category, l.delta_cents AS amountCents, l.reference
      FROM ledger l
     WHERE l.id IN (
       SELECT l.id FROM ledger l INDEXED BY ledger_by_account_time_kind
        WHERE ${INCOME_WHERE} AND (@category IS NULL OR ${CATEGORY_SQL} = @category)
        ORDER BY l.created_at DESC, l.id DESC LIMIT @limit OFFSET @offset
     )
     ORDER BY l.created_at DESC, l.id DESC`,
  transactionsTotals: `${SCOPE_CTE}
    SELECT count(*) AS entries,
           coalesce(sum(CASE WHEN l.delta_cents > 0 THEN l.delta_cents END), 0) AS inCents,
           coalesce(-sum(CASE WHEN l.delta_cents < 0 THEN l.delta_cents END), 0) AS outCents
      FROM ledger l WHERE ${LEDGER_WHERE}`,
  transactionsPage: `${SCOPE_CTE}
    SELECT l.id, l.created_at AS time, a.username, l.kind, ${CATEGORY_SQL} AS category, l.wallet,
           l.delta_cents AS amountCents, l.balance_cents AS balanceCents, l.reference
      FROM ledger l JOIN accounts a ON a.id = l.account_id
     WHERE l.id IN (
       SELECT l.id FROM ledger l INDEXED BY ledger_by_account_time_kind
        WHERE ${LEDGER_WHERE}
        ORDER BY l.created_at DESC, l.id DESC LIMIT @limit OFFSET @offset
     )
     ORDER BY l.created_at DESC, l.id DESC`,
} as const;

interface ProfitFigures {
  bets: number;
  validBetCents: number;
  winCents: number;
  depositCents: number;
  withdrawalCents: number;
  bonusCents: number;
}

const withProfit = <T extends { validBetCents: number; winCents: number }>(row: T) => ({
  ...row,
  profitCents: row.winCents - row.validBetCents,
});
const pageParams = (pageNo: number, pageSize: number) => ({ limit: pageSize, offset: (pageNo - 1) * pageSize });

/** One page of ledger rows (ids as the contract gives them, strings) with the window's count. */
const ledgerPage = <T extends { id: number }>(rows: T[], total: number, pageSize: number) => ({
  list: rows.map((row) => ({ ...row, id: String(row.id) })),
  total,
  totalPages: pagesOf(total, pageSize),
});

export const agentReportsHandlers: GroupHandlers<"agentReports"> = {
  settings: (ctx) => {
    agentOf(ctx);
    const utcOffsetMinutes = agentUtcOffsetMinutes(ctx.db, ctx.merchant.code);
    return { today: todayIn(offsetZone(utcOffsetMinutes), ctx.clock.now()), maxRangeDays: REPORT_MAX_RANGE_DAYS, utcOffsetMinutes };
  },

  teamBets: async (ctx, { gameType, pageNo, pageSize, language, ...window }) => {
    const params = { ...scopeParams(reportScope(ctx, window)), type: gameType ?? null };
    const [totals, rows] = (await ctx.reads.run([
      { sql: AGENT_REPORT_QUERIES.teamBetsTotals, params, one: true },
      { sql: AGENT_REPORT_QUERIES.teamBetsPage, params: { ...params, ...pageParams(pageNo, pageSize) } },
    ])) as [
      { bets: number; validBetCents: number; winCents: number },
      Array<{
        id: number;
        time: string;
        username: string;
        nameEn: string;
        nameTy: string;
        vendorName: string;
        gameType: GameType;
        validBetCents: number;
        winCents: number;
      }>,
    ];
    return {
      list: rows.map(({ id, nameEn, nameTy, ...row }) => ({
        ...withProfit(row),
        id: String(id),
        gameName: language === "TY" ? nameTy : nameEn,
      })),
      total: totals.bets,
      totalPages: pagesOf(totals.bets, pageSize),
      totals: withProfit(totals),
    };
  },

  memberProfit: async (ctx, { pageNo, pageSize, ...window }) => {
    const params = scopeParams(reportScope(ctx, window));
    const [{ members, ...figures }, rows] = (await ctx.reads.run([
      { sql: AGENT_REPORT_QUERIES.memberProfitTotals, params, one: true },
      { sql: AGENT_REPORT_QUERIES.memberProfitPage, params: { ...params, ...pageParams(pageNo, pageSize) } },
    ])) as [ProfitFigures & { members: number }, Array<ProfitFigures & { username: string }>];
    return { list: rows.map(withProfit), total: members, totalPages: pagesOf(members, pageSize), totals: withProfit(figures) };
  },

  income: async (ctx, { category, pageNo, pageSize, ...window }) => {
    const scope = reportScope(ctx, window);
    // Whose income: the agent's own, or the team member's asked for.
    const params = { account: scope.memberId ?? scope.agentId, start: scope.start, end: scope.end, category: category ?? null };
    const [categories, rows] = (await ctx.reads.run([
      { sql: AGENT_REPORT_QUERIES.incomeCategories, params },
      { sql: AGENT_REPORT_QUERIES.incomePage, params: { ...params, ...pageParams(pageNo, pageSize) } },
    ])) as [
      Array<{ category: string; entries: number; amountCents: number }>,
      Array<{ id: number; time: string; kind: string; category: string; amountCents: number; reference: string }>,
    ];
    const totals = categories
      .filter((row) => category === undefined || row.category === category)
      .reduce((sum, row) => ({ entries: sum.entries + row.entries, amountCents: sum.amountCents + row.amountCents }), {
        entries: 0,
        amountCents: 0,
      });
    return { ...ledgerPage(rows, totals.entries, pageSize), categories, totals };
  },

  teamTransactions: async (ctx, { category, pageNo, pageSize, ...window }) => {
    const params = { ...scopeParams(reportScope(ctx, window)), category: category ?? null };
    const [totals, rows] = (await ctx.reads.run([
      { sql: AGENT_REPORT_QUERIES.transactionsTotals, params, one: true },
      { sql: AGENT_REPORT_QUERIES.transactionsPage, params: { ...params, ...pageParams(pageNo, pageSize) } },
    ])) as [
      { entries: number; inCents: number; outCents: number },
      Array<{
        id: number;
        time: string;
        username: string;
        kind: string;
        category: string;
        wallet: string;
        amountCents: number;
        balanceCents: number;
        reference: string;
      }>,
    ];
    return { ...ledgerPage(rows, totals.entries, pageSize), totals };
  },
};
