import type { Outcome } from "~/features/records/types";
import type { AgentReport } from "./report";

export interface TeamBetRow {
  id: string;
  time: string;
  member: string;
  game: string;
  vendor: string;
  gameType: string;
  validBet: string;
  win: string;
  profit: string;
  outcome: Outcome;
}

export interface TeamBetTotals {
  bets: number;
  validBet: string;
  win: string;
  profit: string;
  outcome: Outcome;
}

/** personalHistoryCopy (team betting): the team's bets. */
export const teamBetsReport: AgentReport<TeamBetRow, TeamBetTotals> = {
  page: "personalHistoryCopy",
  typeLabel: (t) => t("records.gameType"),
  typeName: (t, type) => t(`records.gameTypes.${type}`),
  empty: (t) => t("agentReports.empty.teamBets"),
  columns: (t, zone) => [
    { id: "time", header: t("agentReports.columns.time", { zone }), text: (row) => row.time },
    { id: "member", header: t("agentReports.columns.member"), text: (row) => row.member },
    { id: "game", header: t("records.columns.game"), text: (row) => row.game },
    { id: "vendor", header: t("records.columns.vendor"), text: (row) => row.vendor },
    { id: "type", header: t("records.columns.type"), text: (row) => t(`records.gameTypes.${row.gameType}`) },
    { id: "validBet", header: t("agentReports.columns.validBet"), text: (row) => row.validBet, numeric: true },
    { id: "win", header: t("records.columns.win"), text: (row) => row.win, numeric: true },
    { id: "profit", header: t("records.columns.profit"), text: (row) => row.profit, numeric: true, outcome: (row) => row.outcome },
  ],
  totals: (t, totals) => ({
    member: t("records.totalCount", { count: totals.bets }),
    validBet: totals.validBet,
    win: totals.win,
    profit: { text: totals.profit, outcome: totals.outcome },
  }),
  rowKey: (row) => row.id,
};
