import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_STORE } from "~/http/cache-headers";
import { realityCheckAction, realityCheckLoader } from "~/features/play-time/play-time.server";
import { RealityCheckPage } from "~/features/play-time/RealityCheckPage";
import { texts } from "~/i18n/texts";

export const handle = texts("protection", "money");

/** `/member/realityCheck`: how often the game popup reminds the player of their time and net result. */
export const loader = async (args: LoaderFunctionArgs) => data(await realityCheckLoader(args), { headers: NO_STORE });
export const action = realityCheckAction;

export default function RealityCheck() {
  return <RealityCheckPage view={useLoaderData<typeof loader>()} />;
}
