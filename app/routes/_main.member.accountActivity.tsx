import { useLoaderData } from "@remix-run/react";
import { activityLoader } from "~/features/play-time/play-time.server";
import { AccountActivityPage } from "~/features/play-time/AccountActivityPage";
import { texts } from "~/i18n/texts";

export const handle = texts("protection");

/** `/member/accountActivity`: deposits, withdrawals, net result and time played per day, week or month, the last 12 months. */
export const loader = activityLoader;

export default function AccountActivity() {
  return <AccountActivityPage view={useLoaderData<typeof loader>()} />;
}
