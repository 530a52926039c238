import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_STORE } from "~/http/cache-headers";
import { withdrawAction, withdrawLoader } from "~/features/money/withdraw.server";
import { WithdrawPage } from "~/features/money/WithdrawPage";
import { texts } from "~/i18n/texts";

export const handle = texts("money");

/** `/member/withdraw`: a withdrawal to a bank account, and the recent ones with their receipt links. */
export const loader = async (args: LoaderFunctionArgs) => data(await withdrawLoader(args), { headers: NO_STORE });
export const action = withdrawAction;

export default function Withdraw() {
  return <WithdrawPage view={useLoaderData<typeof loader>()} />;
}
