import type { Outcome } from "~/features/records/types";
import type { AgentPageId } from "../menu";
import { agentPath } from "../menu";

/*
 * An agent report as both its page and its CSV export read it: the columns (header and the text
 * of each cell), the totals row and the filter's wording. Rows arrive formatted from the
 * loader, so the screen and the export show the same text.
 */

/** The translator's `t` (app/i18n/translator.ts), on the page and in the CSV export, given keys built at run time. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ReportColumn<Row> {
  id: string;
  header: string;
  text: (row: Row) => string;
  numeric?: boolean;
  /** A gain or a loss, for the cell's colour. */
  outcome?: (row: Row) => Outcome;
}

/** A totals cell: its text, and its outcome when it is a result. */
export type TotalsCell = string | { text: string; outcome: Outcome };

export interface AgentReport<Row, Totals> {
  /** The agent centre page (its title is the menu's label). */
  page: AgentPageId;
  /** The type filter's label and choices' names; a report without one has no type choices. */
  typeLabel?: (t: Translate) => string;
  typeName?: (t: Translate, type: string) => string;
  empty: (t: Translate) => string;
  /** `timeZone` names the merchant's offset ("GMT+8") in the time column's header. */
  columns: (t: Translate, timeZone: string) => Array<ReportColumn<Row>>;
  totals: (t: Translate, totals: Totals) => Partial<Record<string, TotalsCell>>;
  rowKey: (row: Row) => string;
  /** Figures shown above the table (the income per category). */
  summary?: (t: Translate, totals: Totals) => Array<{ label: string; value: string }>;
}

export const totalsText = (cell: TotalsCell | undefined) => (cell === undefined ? "" : typeof cell === "string" ? cell : cell.text);

/** Where a report's CSV export of the view `search` (`?range=…&page=…`) is. */
export const reportCsvPath = (page: AgentPageId, search: string) => `${agentPath(page)}.csv${search}`;

/** A translation under `agentReports.<group>`, or `code` itself for a code the packs do not know (a ledger kind added later). */
export function codeName(t: Translate, group: "kinds" | "categories", code: string): string {
  const key = `agentReports.${group}.${code.replaceAll(".", "_")}`;
  const text = t(key);
  return text === key ? code : text;
}
