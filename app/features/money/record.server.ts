import { redirect, type AppLoadContext } from "@remix-run/node";
import { TRANSACTION_KINDS, type TransactionKind } from "~/platform/contract/money";
import { loadRecords } from "~/features/records/records.server";
import { formatDateTime } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import type { RecordsPageData } from "~/features/records/types";

export interface AccountRecordRow {
  id: number;
  time: string;
  kind: TransactionKind;
  wallet: string;
  /** The amount credited or debited (the other is empty). */
  moneyIn: string;
  moneyOut: string;
  balance: string;
  reference: string;
}

/** The whole range's totals in and out. */
export interface AccountRecordTotals {
  moneyIn: string;
  moneyOut: string;
}

export type AccountRecordData = RecordsPageData<AccountRecordRow, AccountRecordTotals>;

/**
 * `/member/transactionHistory`: the account (transaction) record, the ledger's rows
 * (transactions.list) on the records toolkit: the same date ranges, type filter, pages and
 * guards as the other record pages, with the range's totals in and out.
 */
export function loadAccountRecord(request: Request, context: AppLoadContext): Promise<AccountRecordData> {
  const legacy = legacyQuery(new URL(request.url));
  if (legacy) throw redirect(legacy, 301);
  const zone = playerZone(context);
  return loadRecords(request, context, {
    types: TRANSACTION_KINDS,
    async fetch({ type, pageNo, ...window }, money) {
      const value = await context.platform.transactions.list({ ...window, kind: type ?? undefined, page: pageNo });
      return {
        rows: value.items.map((item) => ({
          id: item.id,
          time: formatDateTime(item.time, zone, { seconds: true }),
          kind: item.kind,
          wallet: item.wallet,
          moneyIn: item.deltaCents > 0 ? money(item.deltaCents) : "",
          moneyOut: item.deltaCents < 0 ? money(-item.deltaCents) : "",
          balance: money(item.balanceCents),
          reference: item.reference,
        })),
        totals: { moneyIn: money(value.totalInCents), moneyOut: money(value.totalOutCents) },
        total: value.total,
        totalPages: value.totalPages,
      };
    },
  });
}

/** The page's first URLs said `?range=7|30` and `?kind=`: where such a link now lives (the toolkit's `7d`, `30d`, `type`), or null. */
function legacyQuery(url: URL): string | null {
  const params = url.searchParams;
  const range = params.get("range");
  const kind = params.get("kind");
  if (range !== "7" && range !== "30" && kind === null) return null;
  if (range === "7" || range === "30") params.set("range", `${range}d`);
  if (kind !== null) {
    if (!params.has("type")) params.set("type", kind);
    params.delete("kind");
  }
  return `${url.pathname}?${params}`;
}
