import type { LoaderFunctionArgs } from "@remix-run/node";
import { reportCsv } from "~/features/agent/reports/csv.server";
import { incomeReport } from "~/features/agent/reports/income";
import { loadIncome } from "~/features/agent/reports/income.server";

/** `/agentHome/agentRevenueReport.csv`: the report's view (the same query) as a CSV download. */
export const loader = (args: LoaderFunctionArgs) => reportCsv(args, loadIncome, incomeReport);
