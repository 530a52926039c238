import { z } from "zod";
import { defineCall } from "./define";
import { queryInt } from "./common";
import { recordDaySchema } from "./records";

/*
 * The player's statement: each deposit, withdrawal and bet of a window of whole UTC days within
 * the last 12 months, counted as account activity (playTime.activity) counts them, so a window's
 * totals are the sums of its days there: deposits credited (at their crediting), withdrawals not
 * rejected (at their request), bets at their placing with their result (win minus stake).
 * Amounts are integer minor units.
 */

/**
 * The first day of the last 12 months, which account activity covers and a statement may start
 * on: today's date a year earlier, plus a day ("2026-11-29" → "2025-11-30"; a 29 February runs
 * on as the calendar does, 2028-02-29 → 2027-03-02).
 */
export function lastTwelveMonthsStart(today: string): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year - 1, month - 1, day + 1)).toISOString().slice(0, 10);
}

export const STATEMENT_ENTRY_KINDS = ["DEPOSIT", "WITHDRAWAL", "BET"] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

/** The most entries a page of a statement holds. */
export const STATEMENT_MAX_PAGE_SIZE = 1000;

/** Where a page starts: the `next` of the page before, as the platform wrote it. */
const cursorSchema = z.string().regex(/^[0-9a-z]{1,12}-[0-2]-[0-9a-z]{1,12}$/);
const cents = z.number().int();
const count = z.number().int().min(0);

const entrySchema = z.object({
  /** When it counted: a deposit's crediting, a withdrawal's request, a bet's placing (ISO 8601, UTC). */
  time: z.string(),
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  /** The deposit's or withdrawal's reference, or the bet's id as the betting record shows it. */
  reference: z.string(),
  /** A deposit's or withdrawal's amount (positive); a bet's result, win minus stake (negative when lost). */
  amountCents: cents,
});
export type StatementEntry = z.infer<typeof entrySchema>;

const totalsSchema = z.object({
  deposits: count,
  depositsCents: cents,
  withdrawals: count,
  withdrawalsCents: cents,
  bets: count,
  /** Wins minus stakes of the window's bets: account activity's net result. */
  netCents: cents,
});
export type StatementTotals = z.infer<typeof totalsSchema>;

export const statementCalls = {
  entries: defineCall({
    method: "GET",
    path: "/api/v1/statement/entries",
    auth: "token",
    summary:
      "The caller's deposits (credited), withdrawals (not rejected) and bets in a window of whole UTC days, `from` to `to` inclusive, within the last 12 months (from no earlier than a year before today plus a day, to no later than today), oldest first, by key: a page starts after the `next` of the page before it and holds up to `pageSize` entries; `next` is null on the last. The first page (no `after`) carries the window's counts and sums, the same as account activity's days add up to; later pages carry null. INVALID_REQUEST (details.fields on from or to) for a window out of those bounds; trial accounts: TRIAL_NOT_ALLOWED.",
    request: z
      .object({
        from: recordDaySchema,
        to: recordDaySchema,
        after: cursorSchema.optional(),
        pageSize: queryInt(1, STATEMENT_MAX_PAGE_SIZE).default(500),
      })
      .strict(),
    value: z.object({
      entries: z.array(entrySchema),
      next: cursorSchema.nullable(),
      totals: totalsSchema.nullable(),
    }),
  }),
};
