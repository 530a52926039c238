import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { forAgents } from "~/features/agent/centre.server";
import { NO_STORE } from "~/http/cache-headers";
import { bankAccountsAction, bankAccountsLoader } from "~/features/money/bank-accounts.server";
import { BankAccountsPage } from "~/features/money/BankAccountsPage";
import { texts } from "~/i18n/texts";

export const handle = texts("money");

/** `/agentHome/withdraw/bankAccounts`: the security centre's bank-accounts tab, in the agent centre (its withdraw page needs one). */
export const loader = forAgents(async (args: LoaderFunctionArgs) => data(await bankAccountsLoader(args), { headers: NO_STORE }));
export const action = forAgents(bankAccountsAction);

export default function AgentBankAccounts() {
  return <BankAccountsPage view={useLoaderData<typeof loader>()} />;
}
