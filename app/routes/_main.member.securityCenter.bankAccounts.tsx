import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { bankAccountsAction, bankAccountsLoader } from "~/features/money/bank-accounts.server";
import { BankAccountsPage } from "~/features/money/BankAccountsPage";
import { NO_STORE } from "~/http/cache-headers";
import { texts } from "~/i18n/texts";

export const handle = texts("money");

/** `/member/securityCenter/bankAccounts`: the security centre's tab listing, adding and removing bank accounts. */
export const loader = async (args: LoaderFunctionArgs) => data(await bankAccountsLoader(args), { headers: NO_STORE });
export const action = bankAccountsAction;

export default function BankAccounts() {
  return <BankAccountsPage view={useLoaderData<typeof loader>()} />;
}
