import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadAccountRecord } from "~/features/money/record.server";
import { RecordPage } from "~/features/money/RecordPage";
import { NO_STORE } from "~/http/cache-headers";
import { recordsPageMeta } from "~/features/records/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("money", "records", "lobbies");

/** `/member/transactionHistory`: the account record from the platform's ledger (`?range=&from=&to=&type=&page=`). Every view is a URL; the filters are a GET form. */
export const loader = async ({ request, context }: LoaderFunctionArgs) =>
  data(await loadAccountRecord(request, context), { headers: NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordsPageMeta(matches, "money.recordTitle");

export default function TransactionHistory() {
  return <RecordPage data={useLoaderData<typeof loader>()} />;
}
