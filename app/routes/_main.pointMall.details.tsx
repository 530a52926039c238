import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_STORE } from "~/http/cache-headers";
import { loadPointsDetails } from "~/features/points-mall/records.server";
import { PointsDetailsPage } from "~/features/points-mall/RecordsPages";
import { recordsPageMeta } from "~/features/records/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("records", "lobbies");

/** `/pointMall/details` (`?range=&from=&to=&type=&page=`): the points ledger. */
export const loader = async ({ request, context }: LoaderFunctionArgs) =>
  data(await loadPointsDetails(request, context), { headers: NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordsPageMeta(matches, "pointMall.detailsTitle");

export default function PointMallDetails() {
  return <PointsDetailsPage data={useLoaderData<typeof loader>()} />;
}
