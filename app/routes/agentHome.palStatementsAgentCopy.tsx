import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentReportPage } from "~/features/agent/reports/AgentReportPage";
import { memberProfitReport } from "~/features/agent/reports/member-profit";
import { loadMemberProfit } from "~/features/agent/reports/member-profit.server";
import { recordsPageMeta } from "~/features/records/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("records", "lobbies");

/** `/agentHome/palStatementsAgentCopy`: user profit and loss (per member of the team); `?range=&from=&to=&member=&type=&page=`, a GET form. Its CSV: `palStatementsAgentCopy.csv`. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadMemberProfit(request, context);

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordsPageMeta(matches, "agentCentre.nav.palStatementsAgentCopy");

export default function MemberProfitRoute() {
  return <AgentReportPage report={memberProfitReport} data={useLoaderData<typeof loader>()} />;
}
