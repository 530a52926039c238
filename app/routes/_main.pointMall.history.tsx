import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_STORE } from "~/http/cache-headers";
import { loadRedeemHistory } from "~/features/points-mall/records.server";
import { RedeemHistoryPage } from "~/features/points-mall/RecordsPages";
import { recordsPageMeta } from "~/features/records/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("records", "lobbies");

/** `/pointMall/history` (`?range=&from=&to=&type=&page=&done=`): the redeem history. */
export const loader = async ({ request, context }: LoaderFunctionArgs) =>
  data(await loadRedeemHistory(request, context), { headers: NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordsPageMeta(matches, "pointMall.historyTitle");

export default function PointMallHistory() {
  return <RedeemHistoryPage data={useLoaderData<typeof loader>()} />;
}
