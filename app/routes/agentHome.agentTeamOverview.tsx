import { useLoaderData } from "@remix-run/react";
import { teamOverviewLoader } from "~/features/agent/team/overview.server";
import { TeamOverviewPage } from "~/features/agent/team/TeamOverviewPage";

/** `/agentHome/agentTeamOverview`: the team's and the agent's figures for today, yesterday and this month. */
export const loader = teamOverviewLoader;

export default function AgentTeamOverview() {
  return <TeamOverviewPage view={useLoaderData<typeof loader>()} />;
}
