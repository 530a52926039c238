import type { LoaderFunctionArgs } from "@remix-run/node";
import { TRANSACTION_KINDS, type TransactionKind } from "~/platform/contract/money";
import { requireRealAccount } from "~/session/session.server";
import { readFilters, rangeProblem, type RecordFilters } from "./record-filters";
import { amountFormatter, formatTime, settled } from "./results.server";
import type { Result } from "./types";

/** Rows per page of the account record. */
export const RECORD_PAGE_SIZE = 20;

export interface RecordRow {
  id: number;
  time: string;
  kind: TransactionKind;
  wallet: string;
  change: string;
  credit: boolean;
  balance: string;
  reference: string;
}

export interface RecordView {
  filters: RecordFilters;
  kinds: readonly TransactionKind[];
  maxRangeDays: number | null;
  /** The custom range cannot be asked for: why (nothing was asked of the platform). */
  rangeError: "money.rangeInvalid" | "money.rangeTooLong" | null;
  list: Result<{ rows: RecordRow[]; page: number; totalPages: number; totalIn: string; totalOut: string }> | null;
}

/**
 * The account (transaction) record (transactionHistory): the ledger's rows of a date range
 * (today, 7 days, 30 days, or custom up to the platform's limit), one type or all, 20 a
 * page, with the range's totals in and out. Everything is in the URL: a GET form.
 */
export async function recordLoader({ request, context }: LoaderFunctionArgs): Promise<RecordView> {
  requireRealAccount(request, context);
  const filters = readFilters(new URL(request.url).searchParams, TRANSACTION_KINDS, new Date());
  const [settings, format] = await Promise.all([settled(context.platform.transactions.settings()), amountFormatter(context)]);
  const base = { filters, kinds: TRANSACTION_KINDS, maxRangeDays: settings.ok ? settings.value.maxRangeDays : null };
  if (!settings.ok) return { ...base, rangeError: null, list: settings };
  const rangeError = rangeProblem(filters, settings.value.maxRangeDays);
  if (rangeError) return { ...base, rangeError, list: null };
  const list = await settled(
    context.platform.transactions.list({
      from: filters.from,
      to: filters.to,
      kind: (filters.kind as TransactionKind | null) ?? undefined,
      page: filters.page,
      pageSize: RECORD_PAGE_SIZE,
    }),
  );
  return {
    ...base,
    rangeError: null,
    list: list.ok
      ? {
          ok: true,
          value: {
            rows: list.value.items.map((item) => ({
              id: item.id,
              time: formatTime(item.time),
              kind: item.kind,
              wallet: item.wallet,
              change: `${item.deltaCents > 0 ? "+" : "−"}${format(Math.abs(item.deltaCents))}`,
              credit: item.deltaCents > 0,
              balance: format(item.balanceCents),
              reference: item.reference,
            })),
            page: list.value.page,
            totalPages: list.value.totalPages,
            totalIn: format(list.value.totalInCents),
            totalOut: format(list.value.totalOutCents),
          },
        }
      : list,
  };
}
