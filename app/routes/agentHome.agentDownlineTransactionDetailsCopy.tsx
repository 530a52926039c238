import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentReportPage } from "~/features/agent/reports/AgentReportPage";
import { teamTransactionsReport } from "~/features/agent/reports/team-transactions";
import { loadTeamTransactions } from "~/features/agent/reports/team-transactions.server";
import { recordsPageMeta } from "~/features/records/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("records", "lobbies");

/** `/agentHome/agentDownlineTransactionDetailsCopy`: account details (the team's ledger rows); `?range=&from=&to=&member=&type=&page=`, a GET form. Its CSV: `agentDownlineTransactionDetailsCopy.csv`. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadTeamTransactions(request, context);

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  recordsPageMeta(matches, "agentCentre.nav.agentDownlineTransactionDetailsCopy");

export default function TeamTransactionsRoute() {
  return <AgentReportPage report={teamTransactionsReport} data={useLoaderData<typeof loader>()} />;
}
