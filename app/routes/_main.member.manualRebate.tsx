import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_STORE } from "~/http/cache-headers";
import { claimAction, rebateLoader } from "~/features/rebate/rebate.server";
import { RebatePage } from "~/features/rebate/RebatePage";
import { texts } from "~/i18n/texts";

export const handle = texts("account", "money", "records");

/** `/member/manualRebate`: the rebate owed per game category and its claim (MANPLAYREB3 only). */
export const loader = async (args: LoaderFunctionArgs) => data(await rebateLoader(args), { headers: NO_STORE });
export const action = claimAction;

export default function ManualRebate() {
  return <RebatePage view={useLoaderData<typeof loader>()} />;
}
