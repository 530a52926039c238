import { statementCsvLoader } from "~/features/play-time/statement.server";

/** `/member/accountActivity.csv?from=&to=`: the statement of those days as a CSV download (UTF-8 with a BOM). */
export const loader = statementCsvLoader;
