import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { forAgents } from "~/features/agent/centre.server";
import { depositAction, depositLoader } from "~/features/money/deposit.server";
import { DepositPage } from "~/features/money/DepositPage";
import { NO_STORE } from "~/http/cache-headers";
import { texts } from "~/i18n/texts";

export const handle = texts("money", "protection");

/** `/agentHome/depositv2`: the member centre's deposit page, in the agent centre. */
export const loader = forAgents(async (args: LoaderFunctionArgs) => data(await depositLoader(args), { headers: NO_STORE }));
export const action = forAgents(depositAction);

export default function AgentDeposit() {
  return <DepositPage view={useLoaderData<typeof loader>()} />;
}
