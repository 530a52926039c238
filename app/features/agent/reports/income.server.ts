import type { AppLoadContext } from "@remix-run/node";
import type { IncomeRow, IncomeTotals } from "./income";
import { INCOME_CATEGORIES } from "./income";
import { loadAgentReport } from "./report.server";

/** `/agentHome/agentRevenueReport`: the agent's income, or with `?member=` a team member's (agentReports.income). */
export function loadIncome(request: Request, context: AppLoadContext) {
  return loadAgentReport<(typeof INCOME_CATEGORIES)[number], IncomeRow, IncomeTotals>(request, context, {
    types: INCOME_CATEGORIES,
    async fetch({ type, ...query }, money, time) {
      const value = await context.platform.agentReports.income({ ...query, category: type ?? undefined });
      return {
        rows: value.list.map((row) => ({
          id: row.id,
          time: time(row.time),
          kind: row.kind,
          amount: money(row.amountCents),
          reference: row.reference,
        })),
        totals: {
          entries: value.totals.entries,
          amount: money(value.totals.amountCents),
          categories: value.categories.map((row) => ({ category: row.category, entries: row.entries, amount: money(row.amountCents) })),
        },
        total: value.total,
        totalPages: value.totalPages,
      };
    },
  });
}
