import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProfitPage } from "~/features/records/ProfitPage";
import { loadProfit } from "~/features/records/profit.server";
import { recordsPageMeta } from "~/features/records/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("records", "lobbies");

/** `/member/personalProfit`: the player's profit and loss per day (`?range=&from=&to=&type=&page=`). Every view is a URL; the filters are a GET form. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadProfit(request, context);

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordsPageMeta(matches, "records.personalProfit");

export default function ProfitRoute() {
  return <ProfitPage data={useLoaderData<typeof loader>()} />;
}
