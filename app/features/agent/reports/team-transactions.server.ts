import type { AppLoadContext } from "@remix-run/node";
import { loadAgentReport } from "./report.server";
import { TRANSACTION_CATEGORIES, type TeamTransactionRow, type TeamTransactionTotals } from "./team-transactions";

/** `/agentHome/agentDownlineTransactionDetailsCopy`: the team's ledger rows (agentReports.teamTransactions). */
export function loadTeamTransactions(request: Request, context: AppLoadContext) {
  return loadAgentReport<(typeof TRANSACTION_CATEGORIES)[number], TeamTransactionRow, TeamTransactionTotals>(request, context, {
    types: TRANSACTION_CATEGORIES,
    async fetch({ type, ...query }, money, time) {
      const value = await context.platform.agentReports.teamTransactions({ ...query, category: type ?? undefined });
      return {
        rows: value.list.map((row) => ({
          id: row.id,
          time: time(row.time),
          member: row.username,
          kind: row.kind,
          amount: money(row.amountCents),
          balance: money(row.balanceCents),
          reference: row.reference,
        })),
        totals: { entries: value.totals.entries, moneyIn: money(value.totals.inCents), moneyOut: money(value.totals.outCents) },
        total: value.total,
        totalPages: value.totalPages,
      };
    },
  });
}
