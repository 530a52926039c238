import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { confirmAction, confirmLoader } from "~/features/money/confirm.server";
import { ConfirmPage } from "~/features/money/ConfirmPage";
import { NO_STORE } from "~/http/cache-headers";
import { texts } from "~/i18n/texts";

export const handle = texts("money");

/** `/member/withdraw/confirm?ref=`: the player's receipt of a paid withdrawal, with proof images (multipart, see app/http/body-policy.ts). */
export const loader = async (args: LoaderFunctionArgs) => data(await confirmLoader(args), { headers: NO_STORE });
export const action = confirmAction;

export default function ConfirmReceipt() {
  return <ConfirmPage view={useLoaderData<typeof loader>()} />;
}
