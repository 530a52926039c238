import { useLoaderData } from "@remix-run/react";
import { creditReportLoader } from "~/features/statements/statements.server";
import { CreditReport } from "~/features/statements/StatementPages";
import { texts } from "~/i18n/texts";

export const handle = texts("money", "rewards");

/** `/member/creditReport`: the credit line and its changes (`?page=`). */
export const loader = creditReportLoader;

export default function CreditReportRoute() {
  return <CreditReport view={useLoaderData<typeof loader>()} />;
}
