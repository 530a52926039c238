import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentReportPage } from "~/features/agent/reports/AgentReportPage";
import { teamBetsReport } from "~/features/agent/reports/team-bets";
import { loadTeamBets } from "~/features/agent/reports/team-bets.server";
import { recordsPageMeta } from "~/features/records/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("records", "lobbies");

/** `/agentHome/personalHistoryCopy`: team betting (the team's bets); `?range=&from=&to=&member=&type=&page=`, a GET form. Its CSV: `personalHistoryCopy.csv`. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadTeamBets(request, context);

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordsPageMeta(matches, "agentCentre.nav.personalHistoryCopy");

export default function TeamBetsRoute() {
  return <AgentReportPage report={teamBetsReport} data={useLoaderData<typeof loader>()} />;
}
