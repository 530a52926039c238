/**
 * The account record's filters as the URL carries them (`?range=7&kind=bet.win&page=2`, or
 * `?range=custom&from=2026-11-01&to=2026-11-20`): read on the server, written by the page's
 * GET form and its pager. Values that are not what they should be fall back (today, every
 * type, page 1); a custom range that is not one is reported, not guessed.
 */

export const RANGES = ["today", "7", "30", "custom"] as const;
export type Range = (typeof RANGES)[number];

export interface RecordFilters {
  range: Range;
  /** The custom range as typed (shown again in the form), and the dates asked for. */
  from: string;
  to: string;
  kind: string | null;
  page: number;
}

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A real calendar date `YYYY-MM-DD` (2026-02-30 is not one). */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && isoDay(new Date(time)) === value;
}

export function readFilters(query: URLSearchParams, kinds: readonly string[], now: Date): RecordFilters {
  const rawRange = query.get("range");
  const range = (RANGES as readonly string[]).includes(rawRange ?? "") ? (rawRange as Range) : "today";
  const kind = query.get("kind");
  const page = Number(query.get("page"));
  const today = isoDay(now);
  const days = range === "7" ? 6 : range === "30" ? 29 : 0;
  return {
    range,
    from: range === "custom" ? (query.get("from") ?? "").slice(0, 10) : isoDay(new Date(now.getTime() - days * DAY_MS)),
    to: range === "custom" ? (query.get("to") ?? "").slice(0, 10) : today,
    kind: kind && kinds.includes(kind) ? kind : null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** Why a custom range cannot be asked for, as a translation key; null when it can. */
export function rangeProblem(filters: RecordFilters, maxRangeDays: number): "money.rangeInvalid" | "money.rangeTooLong" | null {
  if (!isDate(filters.from) || !isDate(filters.to) || filters.from > filters.to) return "money.rangeInvalid";
  const days = (Date.parse(filters.to) - Date.parse(filters.from)) / DAY_MS + 1;
  return days > maxRangeDays ? "money.rangeTooLong" : null;
}

/** The record's URL for these filters on `page`. */
export function recordHref(path: string, filters: RecordFilters, page: number): string {
  const query = new URLSearchParams({ range: filters.range });
  if (filters.range === "custom") {
    query.set("from", filters.from);
    query.set("to", filters.to);
  }
  if (filters.kind) query.set("kind", filters.kind);
  if (page > 1) query.set("page", String(page));
  return `${path}?${query}`;
}
