import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_STORE } from "~/http/cache-headers";
import { withdrawPasswordAction, withdrawPasswordLoader } from "~/features/money/withdraw-password.server";
import { WithdrawPasswordPage } from "~/features/money/WithdrawPasswordPage";
import { texts } from "~/i18n/texts";

export const handle = texts("money");

/** `/member/securityCenter/withdrawalPassword`: the security centre's tab to set or change the withdrawal password. */
export const loader = async (args: LoaderFunctionArgs) => data(await withdrawPasswordLoader(args), { headers: NO_STORE });
export const action = withdrawPasswordAction;

export default function WithdrawalPassword() {
  return <WithdrawPasswordPage view={useLoaderData<typeof loader>()} />;
}
