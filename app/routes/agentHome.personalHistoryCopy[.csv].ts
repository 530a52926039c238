import type { LoaderFunctionArgs } from "@remix-run/node";
import { reportCsv } from "~/features/agent/reports/csv.server";
import { teamBetsReport } from "~/features/agent/reports/team-bets";
import { loadTeamBets } from "~/features/agent/reports/team-bets.server";

/** `/agentHome/personalHistoryCopy.csv`: the report's view (the same query) as a CSV download. */
export const loader = (args: LoaderFunctionArgs) => reportCsv(args, loadTeamBets, teamBetsReport);
