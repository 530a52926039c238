import type { Direction } from "~/i18n/languages";
import type { Translate } from "~/i18n/translator";
import { formatDateTime, type Zone } from "~/format/dates";
import { decimalText } from "~/format/money";
import type { StatementEntry, StatementTotals } from "~/platform/contract/statement";

/** A statement as its two files (CSV and PDF) write it: what heads it, its entries page by page, its totals. */
export interface StatementDocument {
  /** The first and last day, UTC days. */
  from: string;
  to: string;
  /** The brand's name, as players know it. */
  site: string;
  account: string;
  /** The merchant's ISO 4217 code, and its minor unit's digits. */
  currency: string;
  digits: number;
  /** The zone every time is written in: the brand's. */
  zone: Zone;
  madeAt: Date;
  /** The page's language (its BCP 47 tag), its direction and its texts. */
  lang: string;
  dir: Direction;
  t: Translate;
  totals: StatementTotals;
  /** The first page's entries, oldest first. */
  first: StatementEntry[];
  /** The next page's entries, null after the last. */
  next(): Promise<StatementEntry[] | null>;
}

/** Minor units as the files write amounts: a plain decimal in the currency's digits ("-12.50", "100000" for VND). */
export const amountText = (statement: StatementDocument, cents: number) => decimalText(cents, statement.digits);

/** An entry's time in the brand's zone, with seconds; the column's heading names the zone. */
export const timeText = (statement: StatementDocument, entry: StatementEntry) =>
  formatDateTime(entry.time, statement.zone, { seconds: true, labelled: false });

export const fileName = (statement: StatementDocument, extension: string) => `statement-${statement.from}-${statement.to}.${extension}`;
