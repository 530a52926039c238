import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_STORE } from "~/http/cache-headers";
import { vipClaimAction, vipLoader } from "~/features/vip/vip.server";
import { VipPage } from "~/features/vip/VipPage";
import { texts } from "~/i18n/texts";

export const handle = texts("account", "money");

/** `/member/vip`: the VIP levels, the player's progress and the bonuses to claim. */
export const loader = async (args: LoaderFunctionArgs) => data(await vipLoader(args), { headers: NO_STORE });
export const action = vipClaimAction;

export default function MemberVip() {
  return <VipPage view={useLoaderData<typeof loader>()} />;
}
