import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { sessionsAction, sessionsLoader } from "~/features/sessions/sessions.server";
import { SessionsPage } from "~/features/sessions/SessionsPage";
import { NO_STORE } from "~/http/cache-headers";
import { texts } from "~/i18n/texts";

/** `/member/securityCenter/sessions`: the account's signed-in sessions, each with "sign out", and "sign out every other session". */
/** The form parts say "processing" in the money group's words. */
export const handle = texts("money");

export const loader = async (args: LoaderFunctionArgs) => data(await sessionsLoader(args), { headers: NO_STORE });
export const action = sessionsAction;

export default function Sessions() {
  return <SessionsPage view={useLoaderData<typeof loader>()} />;
}
