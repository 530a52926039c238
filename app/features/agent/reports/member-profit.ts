import type { Outcome } from "~/features/records/types";
import type { AgentReport } from "./report";

export interface MemberProfitFigures {
  bets: number;
  validBet: string;
  win: string;
  profit: string;
  outcome: Outcome;
  deposits: string;
  withdrawals: string;
  bonuses: string;
}

export type MemberProfitRow = MemberProfitFigures & { member: string };
export type MemberProfitTotals = MemberProfitFigures & { members: number };

/** palStatementsAgentCopy (user profit and loss): per member of the team. */
export const memberProfitReport: AgentReport<MemberProfitRow, MemberProfitTotals> = {
  page: "palStatementsAgentCopy",
  empty: (t) => t("agentReports.empty.memberProfit"),
  columns: (t) => [
    { id: "member", header: t("agentReports.columns.member"), text: (row) => row.member },
    { id: "bets", header: t("records.columns.bets"), text: (row) => String(row.bets), numeric: true },
    { id: "validBet", header: t("agentReports.columns.validBet"), text: (row) => row.validBet, numeric: true },
    { id: "win", header: t("records.columns.win"), text: (row) => row.win, numeric: true },
    { id: "profit", header: t("records.columns.profit"), text: (row) => row.profit, numeric: true, outcome: (row) => row.outcome },
    { id: "deposits", header: t("agentReports.columns.deposits"), text: (row) => row.deposits, numeric: true },
    { id: "withdrawals", header: t("agentReports.columns.withdrawals"), text: (row) => row.withdrawals, numeric: true },
    { id: "bonuses", header: t("agentReports.columns.bonuses"), text: (row) => row.bonuses, numeric: true },
  ],
  totals: (t, totals) => ({
    bets: String(totals.bets),
    validBet: totals.validBet,
    win: totals.win,
    profit: { text: totals.profit, outcome: totals.outcome },
    deposits: totals.deposits,
    withdrawals: totals.withdrawals,
    bonuses: totals.bonuses,
  }),
  rowKey: (row) => row.member,
  summary: (t, totals) => [{ label: t("agentReports.members"), value: String(totals.members) }],
};
