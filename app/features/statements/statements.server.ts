import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { parsePage } from "~/ui/paging";
import { newIdempotencyKey } from "~/forms/money.server";
import { platformErrorCode } from "~/platform/platform-error";
import { amountFormatter } from "~/format/money.server";
import type { ErrorCode } from "~/platform/errors";
import { requireRealAccount } from "~/session/session.server";
import { NO_STORE } from "~/http/cache-headers";

/**
 * The member centre's two statements (the credit report and the red envelopes, whose
 * open envelopes are claimed: app/features/rewards): a summary and a page of rows, amounts
 * formatted on the server from integer minor units in the merchant's currency. Per player, never cached.
 */

export interface CreditRowView {
  id: number;
  time: string;
  kind: "GRANT" | "RAISE" | "LOWER" | "REPAY" | "USE";
  amount: string;
  limitAfter: string;
  remark: string;
}

export type CreditReportView =
  | { ok: true; limit: string; used: string; available: string; items: CreditRowView[]; page: number; totalPages: number }
  | { ok: false; code: ErrorCode };

export interface RedEnvelopeView {
  id: number;
  title: string;
  amount: string;
  status: "OPEN" | "RECEIVED" | "EXPIRED";
  sentAt: string;
  expiresAt: string | null;
  /** An OPEN envelope's claim form key (each form its own: a key names one claim). */
  claimKey: string | null;
}

export type RedEnvelopesView =
  { ok: true; totalReceived: string; items: RedEnvelopeView[]; page: number; totalPages: number } | { ok: false; code: ErrorCode };

export interface RedEnvelopePageView {
  list: RedEnvelopesView;
}

const noStore = { headers: NO_STORE };
const pageOf = (request: Request) => parsePage(new URL(request.url).searchParams.get("page"));

export async function creditReportLoader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  let view: CreditReportView;
  try {
    const [report, money] = await Promise.all([context.platform.credit.report({ page: pageOf(request) }), amountFormatter(context)]);
    view = {
      ok: true,
      limit: money(report.limitCents),
      used: money(report.usedCents),
      available: money(report.availableCents),
      items: report.items.map(({ amountCents, limitAfterCents, ...item }) => ({
        ...item,
        amount: money(amountCents),
        limitAfter: money(limitAfterCents),
      })),
      page: report.page,
      totalPages: report.totalPages,
    };
  } catch (error) {
    view = { ok: false, code: platformErrorCode(error) };
  }
  return data(view, noStore);
}

export async function redEnvelopesLoader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  let view: RedEnvelopesView;
  try {
    const [list, money] = await Promise.all([context.platform.redEnvelopes.list({ page: pageOf(request) }), amountFormatter(context)]);
    view = {
      ok: true,
      totalReceived: money(list.totalReceivedCents),
      items: list.items.map(({ amountCents, ...item }) => ({
        ...item,
        amount: money(amountCents),
        claimKey: item.status === "OPEN" ? newIdempotencyKey() : null,
      })),
      page: list.page,
      totalPages: list.totalPages,
    };
  } catch (error) {
    view = { ok: false, code: platformErrorCode(error) };
  }
  const page: RedEnvelopePageView = { list: view };
  return data(page, noStore);
}
