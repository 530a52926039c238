import type { ErrorCode } from "~/platform/errors";
import type { RangePreset, RangeProblem } from "./date-range";

/** What a record page's filter form shows: the range in use, the type filter, and why a custom range was not used. */
export interface RecordsFilters {
  preset: RangePreset;
  /** The days shown, inclusive. */
  from: string;
  to: string;
  /** The custom fields as typed, shown again when they could not be used. */
  typed: { from: string; to: string };
  problem: RangeProblem | null;
  /** The type filter's value; null for all types. */
  type: string | null;
  /** The type filter's choices (platform codes; the page translates them). */
  types: readonly string[];
  /** The date inputs' bounds; null when the platform's record settings could not be read. */
  limits: { earliest: string; today: string; maxRangeDays: number } | null;
}

/** One page of a record list as the page receives it (amounts already formatted), or why it failed. */
export type RecordsResult<Row, Totals> =
  { ok: true; rows: Row[]; totals: Totals; total: number; page: number; totalPages: number } | { ok: false; code: ErrorCode };

export interface RecordsPageData<Row, Totals> {
  filters: RecordsFilters;
  result: RecordsResult<Row, Totals>;
}

/** A profit or loss, for its colour and its sign's wording. */
export type Outcome = "gain" | "loss" | "even";
