import type { AgentReport } from "./report";
import { categoryName, kindName } from "./report";

export interface IncomeRow {
  id: string;
  time: string;
  kind: string;
  amount: string;
  reference: string;
}

export interface IncomeTotals {
  entries: number;
  amount: string;
  /** The window's income per ledger category (all categories, whatever the type filter). */
  categories: Array<{ category: string; entries: number; amount: string }>;
}

/** The income categories the type filter offers; others still show, under their names (kindName). */
export const INCOME_CATEGORIES = ["upline", "dividend", "salary", "rebate"] as const;

/** agentRevenueReport (income): the agent's own income, or a team member's. */
export const incomeReport: AgentReport<IncomeRow, IncomeTotals> = {
  page: "agentRevenueReport",
  typeLabel: (t) => t("agentReports.category"),
  typeName: (t, type) => categoryName(t, type),
  empty: (t) => t("agentReports.empty.income"),
  columns: (t, zone) => [
    { id: "time", header: t("agentReports.columns.time", { zone }), text: (row) => row.time },
    { id: "kind", header: t("agentReports.columns.kind"), text: (row) => kindName(t, row.kind) },
    { id: "amount", header: t("records.columns.amount"), text: (row) => row.amount, numeric: true },
    { id: "reference", header: t("agentReports.columns.reference"), text: (row) => row.reference },
  ],
  totals: (t, totals) => ({ kind: t("records.totalCount", { count: totals.entries }), amount: totals.amount }),
  rowKey: (row) => row.id,
  summary: (t, totals) =>
    totals.categories.map((row) => ({
      label: categoryName(t, row.category),
      value: `${row.amount} (${t("records.totalCount", { count: row.entries })})`,
    })),
};
