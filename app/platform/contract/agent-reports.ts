import { z } from "zod";
import { defineCall } from "./define";
import { gameTypeSchema, languageSchema, queryInt } from "./common";
import { recordDaySchema } from "./records";

/*
 * The agent centre's reports (the agent centre pages personalHistoryCopy,
 * palStatementsAgentCopy, agentRevenueReport, agentDownlineTransactionDetailsCopy). Agents only
 * (NOT_AGENT otherwise). The team is every account below the agent in the tree, at any depth;
 * the agent itself is not part of it. Days are the merchant's agent days (UTC shifted by
 * `settings`' utcOffsetMinutes, as agent.profile's clock): a window is whole days `from` to `to`
 * inclusive, at most maxRangeDays long, not ending after `today` (INVALID_REQUEST otherwise).
 * `member` narrows a report to one account of the team by username; an account outside the
 * team (or unknown) is NOT_IN_TEAM, never data. Amounts are integer minor units; totals are of
 * the whole window, not of the page.
 */

/** A username as a report's member filter sends it. */
export const REPORT_MEMBER_PATTERN = /^[A-Za-z0-9_.@-]{1,64}$/;
export const reportMemberSchema = z.string().regex(REPORT_MEMBER_PATTERN);

/**
 * A ledger kind's category: the part before its dot (`upline.in` → `upline`). Reports group and
 * filter by it, so kinds added later (`dividend.daily`, `salary.hourly`) fall into theirs.
 */
export const ledgerCategorySchema = z.string().regex(/^[a-z]{1,32}$/);

const window = {
  from: recordDaySchema,
  to: recordDaySchema,
  member: reportMemberSchema.optional(),
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(20),
};

const paged = { total: z.number().int(), totalPages: z.number().int() };
const cents = z.number().int();
/** An ISO time (UTC). */
const time = z.string();

const betFigures = {
  bets: z.number().int(),
  /** Stakes of settled bets (every bet the platform records is settled: all of it is valid bet). */
  validBetCents: cents,
  winCents: cents,
  /** winCents - validBetCents: the members' result (a team loss is the house's win). */
  profitCents: cents,
};

const memberProfitFigures = {
  ...betFigures,
  /** Credited deposits (ledger `deposit.*`). */
  depositCents: cents,
  /** Withdrawals held less those refunded (ledger `withdrawal.*`), as a positive amount. */
  withdrawalCents: cents,
  /** Credits that are neither bets, deposits, withdrawals, own wallet moves nor transfers (rebates, promotions, VIP, ...). */
  bonusCents: cents,
};

export const agentReportsCalls = {
  settings: defineCall({
    method: "GET",
    path: "/api/v1/agent/reports/settings",
    auth: "token",
    summary: "The merchant's agent day today (in its offset from UTC, also given), and the longest window a report accepts.",
    request: z.object({}).strict(),
    value: z.object({
      today: recordDaySchema,
      maxRangeDays: z.number().int().positive(),
      utcOffsetMinutes: z.number().int().min(-720).max(840),
    }),
  }),
  teamBets: defineCall({
    method: "GET",
    path: "/api/v1/agent/reports/team-bets",
    auth: "token",
    summary:
      "Team betting: the team's bets in the window (or one member's), newest first, with the window's totals. Game names in the request language.",
    request: z.object({ ...window, gameType: gameTypeSchema.optional(), language: languageSchema }).strict(),
    value: z.object({
      list: z.array(
        z.object({
          id: z.string(),
          time,
          username: z.string(),
          gameName: z.string(),
          vendorName: z.string(),
          gameType: gameTypeSchema,
          validBetCents: cents,
          winCents: cents,
          profitCents: cents,
        }),
      ),
      ...paged,
      totals: z.object(betFigures),
    }),
  }),
  memberProfit: defineCall({
    method: "GET",
    path: "/api/v1/agent/reports/member-profit",
    auth: "token",
    summary:
      "User profit and loss: one row per team member with bets or money movements in the window (or the one member asked for), by username, with the window's totals.",
    request: z.object(window).strict(),
    value: z.object({
      list: z.array(z.object({ username: z.string(), ...memberProfitFigures })),
      ...paged,
      totals: z.object(memberProfitFigures),
    }),
  }),
  income: defineCall({
    method: "GET",
    path: "/api/v1/agent/reports/income",
    auth: "token",
    summary:
      "Income: the agent's own income in the window (or a team member's, with `member`): ledger credits other than opening balances, deposits, withdrawal refunds, bet wins and own wallet moves (dividends, salaries, rebates, transfers in from the downline), newest first; totals per ledger category and overall.",
    request: z.object({ ...window, category: ledgerCategorySchema.optional() }).strict(),
    value: z.object({
      list: z.array(
        z.object({ id: z.string(), time, kind: z.string(), category: ledgerCategorySchema, amountCents: cents, reference: z.string() }),
      ),
      ...paged,
      categories: z.array(z.object({ category: ledgerCategorySchema, entries: z.number().int(), amountCents: cents })),
      totals: z.object({ entries: z.number().int(), amountCents: cents }),
    }),
  }),
  teamTransactions: defineCall({
    method: "GET",
    path: "/api/v1/agent/reports/team-transactions",
    auth: "token",
    summary: "Account details: the team's ledger rows in the window (or one member's), newest first, with the window's money in and out.",
    request: z.object({ ...window, category: ledgerCategorySchema.optional() }).strict(),
    value: z.object({
      list: z.array(
        z.object({
          id: z.string(),
          time,
          username: z.string(),
          kind: z.string(),
          category: ledgerCategorySchema,
          wallet: z.string(),
          amountCents: cents,
          balanceCents: cents,
          reference: z.string(),
        }),
      ),
      ...paged,
      totals: z.object({ entries: z.number().int(), inCents: cents, outCents: cents }),
    }),
  }),
};
