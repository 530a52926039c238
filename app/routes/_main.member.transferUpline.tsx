import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_STORE } from "~/http/cache-headers";
import { uplineAction, uplineLoader } from "~/features/money/upline.server";
import { UplinePage } from "~/features/money/UplinePage";
import { texts } from "~/i18n/texts";

export const handle = texts("money");

/** `/member/transferUpline`: a transfer from the main wallet to the player's upline agent. */
export const loader = async (args: LoaderFunctionArgs) => data(await uplineLoader(args), { headers: NO_STORE });
export const action = uplineAction;

export default function TransferUpline() {
  return <UplinePage view={useLoaderData<typeof loader>()} />;
}
