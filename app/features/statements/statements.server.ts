import { data, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { parsePage } from "~/features/game-pages/paging";
import { formatAmount } from "~/features/layout/format";
import { newIdempotencyKey } from "~/features/money/forms.server";
import { DEFAULT_CURRENCY_SYMBOL } from "~/features/layout/player.server";
import { platformErrorCode } from "~/features/system/status.server";
import { LANGUAGE_LABELS } from "~/i18n/languages";
import type { ErrorCode } from "~/platform/errors";
import { requireRealAccount } from "~/session/session.server";

/**
 * The member centre's two statements (the credit report and the red envelopes, whose
 * open envelopes are claimed: app/features/rewards): a summary and a page of rows, amounts
 * formatted on the server with the merchant's currency symbol (2 decimals). Per player, never cached.
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
  | { ok: false; error: ErrorCode };

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
  { ok: true; totalReceived: string; items: RedEnvelopeView[]; page: number; totalPages: number } | { ok: false; error: ErrorCode };

export interface RedEnvelopePageView {
  list: RedEnvelopesView;
  /** After a claim's redirect (`?claimed=1`): the success message. */
  claimed: boolean;
}

/** Amounts as the portal shows money, in the request's language. */
async function moneyFormat(context: AppLoadContext): Promise<(amount: number) => string> {
  const symbol = (await context.systemInfo().catch(() => null))?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  const locale = LANGUAGE_LABELS[context.i18n.language].tag;
  return (amount) => formatAmount(amount, symbol, locale);
}

const noStore = { headers: { "Cache-Control": "private, no-store" } };
const pageOf = (request: Request) => parsePage(new URL(request.url).searchParams.get("page"));

export async function creditReportLoader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  let view: CreditReportView;
  try {
    const [report, money] = await Promise.all([context.platform.credit.report({ page: pageOf(request) }), moneyFormat(context)]);
    view = {
      ok: true,
      limit: money(report.limit),
      used: money(report.used),
      available: money(report.available),
      items: report.items.map((item) => ({ ...item, amount: money(item.amount), limitAfter: money(item.limitAfter) })),
      page: report.page,
      totalPages: report.totalPages,
    };
  } catch (error) {
    view = { ok: false, error: platformErrorCode(error) };
  }
  return data(view, noStore);
}

export async function redEnvelopesLoader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  let view: RedEnvelopesView;
  try {
    const [list, money] = await Promise.all([context.platform.redEnvelopes.list({ page: pageOf(request) }), moneyFormat(context)]);
    view = {
      ok: true,
      totalReceived: money(list.totalReceived),
      items: list.items.map((item) => ({
        ...item,
        amount: money(item.amount),
        claimKey: item.status === "OPEN" ? newIdempotencyKey() : null,
      })),
      page: list.page,
      totalPages: list.totalPages,
    };
  } catch (error) {
    view = { ok: false, error: platformErrorCode(error) };
  }
  const page: RedEnvelopePageView = { list: view, claimed: new URL(request.url).searchParams.get("claimed") === "1" };
  return data(page, noStore);
}
