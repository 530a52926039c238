import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_STORE } from "~/http/cache-headers";
import { transferAction, transferLoader } from "~/features/money/transfer.server";
import { TransferPage } from "~/features/money/TransferPage";
import { texts } from "~/i18n/texts";

export const handle = texts("money");

/** `/member/transferFund`: the wallets and transfers between them. */
export const loader = async (args: LoaderFunctionArgs) => data(await transferLoader(args), { headers: NO_STORE });
export const action = transferAction;

export default function TransferFund() {
  return <TransferPage view={useLoaderData<typeof loader>()} />;
}
