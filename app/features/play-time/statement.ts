import type { FormRules } from "~/forms/rules";
import type { Result } from "~/platform/result";
import { ACCOUNT_ACTIVITY_PATH } from "./paths";

/** The statement a player downloads from account activity: its form's name, formats and addresses. */

export const STATEMENT_FORM = "statement";

export const STATEMENT_FORMATS = ["csv", "pdf"] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** Where a statement of the days `from` to `to` is downloaded: `/member/accountActivity.csv?from=…&to=…`. */
export const statementHref = (format: StatementFormat, from: string, to: string) =>
  `${ACCOUNT_ACTIVITY_PATH}.${format}?${new URLSearchParams({ from, to })}`;

/** What the account activity page's statement form needs, or why the platform's day could not be read. */
export type StatementFormView = Result<{
  rules: FormRules;
  /** The first and last day a statement may cover (the last 12 months, in UTC days), and the form's first range. */
  earliest: string;
  today: string;
  suggested: { from: string; to: string };
  /** Whether this page's language is one the PDF's fonts write; else only the CSV is offered. */
  pdf: boolean;
  /** The most entries a PDF lists. */
  pdfMaxEntries: number;
}>;
