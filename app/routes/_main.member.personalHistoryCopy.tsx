import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BettingRecordPage } from "~/features/records/BettingRecordPage";
import { loadBettingRecord } from "~/features/records/betting-record.server";
import { recordsPageMeta } from "~/features/records/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("records", "lobbies");

/** `/member/personalHistoryCopy`: the player's betting record (`?range=&from=&to=&type=&page=`). Every view is a URL; the filters are a GET form. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBettingRecord(request, context);

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordsPageMeta(matches, "records.bettingRecord");

export default function BettingRecordRoute() {
  return <BettingRecordPage data={useLoaderData<typeof loader>()} />;
}
