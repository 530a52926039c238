import type { AgentReport } from "./report";
import { categoryName, kindName } from "./report";

export interface TeamTransactionRow {
  id: string;
  time: string;
  member: string;
  kind: string;
  amount: string;
  balance: string;
  reference: string;
}

export interface TeamTransactionTotals {
  entries: number;
  moneyIn: string;
  moneyOut: string;
}

/** The ledger categories the type filter offers; others still show, under their names (kindName). */
export const TRANSACTION_CATEGORIES = ["bet", "lottery", "deposit", "withdrawal", "transfer", "upline", "rebate", "opening"] as const;

/** agentDownlineTransactionDetailsCopy (account details): the team's ledger rows. */
export const teamTransactionsReport: AgentReport<TeamTransactionRow, TeamTransactionTotals> = {
  page: "agentDownlineTransactionDetailsCopy",
  typeLabel: (t) => t("agentReports.category"),
  typeName: (t, type) => categoryName(t, type),
  empty: (t) => t("agentReports.empty.teamTransactions"),
  columns: (t, zone) => [
    { id: "time", header: t("agentReports.columns.time", { zone }), text: (row) => row.time },
    { id: "member", header: t("agentReports.columns.member"), text: (row) => row.member },
    { id: "kind", header: t("agentReports.columns.kind"), text: (row) => kindName(t, row.kind) },
    { id: "amount", header: t("records.columns.amount"), text: (row) => row.amount, numeric: true },
    { id: "balance", header: t("agentReports.columns.balance"), text: (row) => row.balance, numeric: true },
    { id: "reference", header: t("agentReports.columns.reference"), text: (row) => row.reference },
  ],
  totals: (t, totals) => ({
    member: t("records.totalCount", { count: totals.entries }),
    amount: t("agentReports.inOut", { moneyIn: totals.moneyIn, moneyOut: totals.moneyOut }),
  }),
  rowKey: (row) => row.id,
};
