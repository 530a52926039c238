import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentReportPage } from "~/features/agent/reports/AgentReportPage";
import { incomeReport } from "~/features/agent/reports/income";
import { loadIncome } from "~/features/agent/reports/income.server";
import { recordsPageMeta } from "~/features/records/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("records", "lobbies");

/** `/agentHome/agentRevenueReport`: income (the agent's own, or a team member's); `?range=&from=&to=&member=&type=&page=`, a GET form. Its CSV: `agentRevenueReport.csv`. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadIncome(request, context);

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordsPageMeta(matches, "agentCentre.nav.agentRevenueReport");

export default function IncomeRoute() {
  return <AgentReportPage report={incomeReport} data={useLoaderData<typeof loader>()} />;
}
