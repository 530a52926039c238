import type { LoaderFunctionArgs } from "@remix-run/node";
import { reportCsv } from "~/features/agent/reports/csv.server";
import { memberProfitReport } from "~/features/agent/reports/member-profit";
import { loadMemberProfit } from "~/features/agent/reports/member-profit.server";

/** `/agentHome/palStatementsAgentCopy.csv`: the report's view (the same query) as a CSV download. */
export const loader = (args: LoaderFunctionArgs) => reportCsv(args, loadMemberProfit, memberProfitReport);
