import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { forAgents } from "~/features/agent/centre.server";
import { NO_STORE } from "~/http/cache-headers";
import { withdrawPasswordAction, withdrawPasswordLoader } from "~/features/money/withdraw-password.server";
import { WithdrawPasswordPage } from "~/features/money/WithdrawPasswordPage";
import { texts } from "~/i18n/texts";

export const handle = texts("money");

/** `/agentHome/withdraw/withdrawalPassword`: the security centre's withdrawal-password tab, in the agent centre (its withdraw page and downline transfers need it). */
export const loader = forAgents(async (args: LoaderFunctionArgs) => data(await withdrawPasswordLoader(args), { headers: NO_STORE }));
export const action = forAgents(withdrawPasswordAction);

export default function AgentWithdrawalPassword() {
  return <WithdrawPasswordPage view={useLoaderData<typeof loader>()} />;
}
