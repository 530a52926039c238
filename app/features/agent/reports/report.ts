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

/** The text at `key`, or none when the packs do not have it (the translator gives a missing key back as itself). */
const known = (t: Translate, key: string): string | null => {
  const text = t(key);
  return text === key ? null : text;
};

/**
 * A ledger category's name (`salary`, the part of a kind before its dot); "Other" for one the
 * packs do not know: a platform code means nothing to an agent.
 */
export function categoryName(t: Translate, category: string): string {
  return known(t, `agentReports.categories.${category}`) ?? t("agentReports.otherKind");
}

/**
 * A ledger kind's name (`salary.paid` → "Salary"). A kind the packs do not know yet (one the
 * platform adds later, `dividend.daily`) takes its category's name, as the platform files it
 * there; one of an unknown category too is "Other", never its code: the row's reference is
 * what tells customer service which entry it is.
 */
export function kindName(t: Translate, kind: string): string {
  return known(t, `agentReports.kinds.${kind.replaceAll(".", "_")}`) ?? categoryName(t, kind.split(".")[0]);
}
