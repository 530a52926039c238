import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { recordLoader } from "~/features/money/record.server";
import { RecordPage } from "~/features/money/RecordPage";
import { NO_STORE } from "~/features/money/results.server";

/** `/member/transactionHistory`: the account record, read from the platform's ledger; the filters are the query. */
export const loader = async (args: LoaderFunctionArgs) => data(await recordLoader(args), { headers: NO_STORE });

export default function TransactionHistory() {
  return <RecordPage view={useLoaderData<typeof loader>()} />;
}
