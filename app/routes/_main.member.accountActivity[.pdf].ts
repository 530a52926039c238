import { statementPdfLoader } from "~/features/play-time/statement.server";

/** `/member/accountActivity.pdf?from=&to=`: the statement of those days as a PDF download, in the page's language. */
export const loader = statementPdfLoader;
