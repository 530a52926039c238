import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { historyLoader } from "~/features/sessions/sessions.server";
import { SignInHistoryPage } from "~/features/sessions/SignInHistoryPage";
import { NO_STORE } from "~/http/cache-headers";

/** `/member/securityCenter/signInHistory`: the last 90 days' sign-ins and failed attempts (`?page=`). */
export const loader = async (args: LoaderFunctionArgs) => data(await historyLoader(args), { headers: NO_STORE });

export default function SignInHistory() {
  return <SignInHistoryPage view={useLoaderData<typeof loader>()} />;
}
