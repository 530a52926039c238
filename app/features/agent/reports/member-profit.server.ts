import type { AppLoadContext } from "@remix-run/node";
import { outcomeOf } from "~/features/records/records.server";
import type { MoneyFormat } from "~/format/money";
import type { MemberProfitFigures, MemberProfitRow, MemberProfitTotals } from "./member-profit";
import { loadAgentReport } from "./report.server";

interface Figures {
  bets: number;
  validBetCents: number;
  winCents: number;
  profitCents: number;
  depositCents: number;
  withdrawalCents: number;
  bonusCents: number;
}

const figures = (row: Figures, money: MoneyFormat): MemberProfitFigures => ({
  bets: row.bets,
  validBet: money(row.validBetCents),
  win: money(row.winCents),
  profit: money(row.profitCents),
  outcome: outcomeOf(row.profitCents),
  deposits: money(row.depositCents),
  withdrawals: money(row.withdrawalCents),
  bonuses: money(row.bonusCents),
});

/** `/agentHome/palStatementsAgentCopy`: profit and loss per member of the team (agentReports.memberProfit); no type filter. */
export function loadMemberProfit(request: Request, context: AppLoadContext) {
  return loadAgentReport<never, MemberProfitRow, MemberProfitTotals>(request, context, {
    types: [],
    async fetch({ type: _type, ...query }, money) {
      const value = await context.platform.agentReports.memberProfit(query);
      return {
        rows: value.list.map((row) => ({ member: row.username, ...figures(row, money) })),
        totals: { members: value.total, ...figures(value.totals, money) },
        total: value.total,
        totalPages: value.totalPages,
      };
    },
  });
}
