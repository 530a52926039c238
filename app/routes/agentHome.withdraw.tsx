import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { forAgents } from "~/features/agent/centre.server";
import { NO_STORE } from "~/http/cache-headers";
import { withdrawAction, withdrawLoader } from "~/features/money/withdraw.server";
import { WithdrawPage } from "~/features/money/WithdrawPage";
import { texts } from "~/i18n/texts";

export const handle = texts("money");

/** `/agentHome/withdraw`: the member centre's withdrawal page, in the agent centre. */
export const loader = forAgents(async (args: LoaderFunctionArgs) => data(await withdrawLoader(args), { headers: NO_STORE }));
export const action = forAgents(withdrawAction);

export default function AgentWithdraw() {
  return <WithdrawPage view={useLoaderData<typeof loader>()} />;
}
