import type { LoaderFunctionArgs } from "@remix-run/node";
import { reportCsv } from "~/features/agent/reports/csv.server";
import { teamTransactionsReport } from "~/features/agent/reports/team-transactions";
import { loadTeamTransactions } from "~/features/agent/reports/team-transactions.server";

/** `/agentHome/agentDownlineTransactionDetailsCopy.csv`: the report's view (the same query) as a CSV download. */
export const loader = (args: LoaderFunctionArgs) => reportCsv(args, loadTeamTransactions, teamTransactionsReport);
