import { useLoaderData } from "@remix-run/react";
import { creditReportLoader } from "~/features/statements/statements.server";
import { CreditReport } from "~/features/statements/StatementPages";

/** `/member/creditReport`: the credit line and its changes (`?page=`). */
export const loader = creditReportLoader;

export default function CreditReportRoute() {
  return <CreditReport view={useLoaderData<typeof loader>()} />;
}
