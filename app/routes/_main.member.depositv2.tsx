import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { depositAction, depositLoader } from "~/features/money/deposit.server";
import { DepositPage } from "~/features/money/DepositPage";
import { NO_STORE } from "~/http/cache-headers";
import { texts } from "~/i18n/texts";

export const handle = texts("money", "protection");

/** `/member/depositv2`: deposit methods, the order, and its status when the payment page sends the player back. */
export const loader = async (args: LoaderFunctionArgs) => data(await depositLoader(args), { headers: NO_STORE });
export const action = depositAction;

export default function Deposit() {
  return <DepositPage view={useLoaderData<typeof loader>()} />;
}
