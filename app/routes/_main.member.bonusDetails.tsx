import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BonusDetailsPage } from "~/features/records/BonusDetailsPage";
import { loadBonusDetails } from "~/features/records/bonus-details.server";
import { recordsPageMeta } from "~/features/records/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("records", "lobbies");

/** `/member/bonusDetails`: the bonuses credited to the player (`?range=&from=&to=&type=&page=`). Every view is a URL; the filters are a GET form. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBonusDetails(request, context);

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordsPageMeta(matches, "records.bonusDetails");

export default function BonusDetailsRoute() {
  return <BonusDetailsPage data={useLoaderData<typeof loader>()} />;
}
