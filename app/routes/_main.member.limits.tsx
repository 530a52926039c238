import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { limitsAction, limitsLoader } from "~/features/limits/limits.server";
import { LimitsPage } from "~/features/limits/LimitsPage";
import { NO_STORE } from "~/http/cache-headers";
import { texts } from "~/i18n/texts";

export const handle = texts("protection", "money");

/** `/member/limits`: the player's deposit, loss, wager and session-time limits; POST sets, removes or cancels a change of one. */
export const loader = async (args: LoaderFunctionArgs) => data(await limitsLoader(args), { headers: NO_STORE });
export const action = limitsAction;

export default function Limits() {
  return <LimitsPage view={useLoaderData<typeof loader>()} />;
}
