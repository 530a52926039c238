import { useLoaderData } from "@remix-run/react";
import { activityLoader } from "~/features/play-time/play-time.server";
import { statementAction } from "~/features/play-time/statement.server";
import { AccountActivityPage } from "~/features/play-time/AccountActivityPage";
import { texts } from "~/i18n/texts";

export const handle = texts("protection", "money");

/**
 * `/member/accountActivity`: deposits, withdrawals, net result and time played per day, week or month, the last 12 months;
 * POST `from`, `to`, `format` asks for a statement of those days (then `/member/accountActivity.csv` or `.pdf`).
 */
export const loader = activityLoader;
export const action = statementAction;

export default function AccountActivity() {
  return <AccountActivityPage view={useLoaderData<typeof loader>()} />;
}
