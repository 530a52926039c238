import type { AppLoadContext } from "@remix-run/node";
import { parsePage } from "~/ui/paging";
import { platformErrorCode } from "~/platform/platform-error";
import type { MoneyFormat } from "~/format/money";
import { amountFormatter } from "~/format/money.server";
import { requireRealAccount } from "~/session/session.server";
import { addDays, todayIn, UTC_ZONE } from "~/format/dates";
import { parseChoice, parseDateRange, type RangeLimits } from "./date-range";
import type { Outcome, RecordsFilters, RecordsPageData } from "./types";

/** Rows per page of every record list. */
export const RECORDS_PAGE_SIZE = 20;

/** What a page asks its platform call for: a valid window, a known type or none, a page. */
export interface RecordsQuery<Type extends string> {
  from: string;
  to: string;
  type: Type | null;
  pageNo: number;
  pageSize: number;
}

export interface RecordsPageSpec<Type extends string, Row, Totals> {
  /** The type filter's choices: any other `?type=` is "all". */
  types: readonly Type[];
  /**
   * Where the platform's today and longest window come from: default records.settings (the
   * player's records, in UTC days); the agent reports give the merchant's agent days.
   */
  settings?: () => Promise<RangeLimits>;
  /** One page of the list from the platform, turned into the page's rows and totals. */
  fetch(query: RecordsQuery<Type>, money: MoneyFormat): Promise<{ rows: Row[]; totals: Totals; total: number; totalPages: number }>;
}

/**
 * A record page's loader, the same for every record list (betting record, profit and loss,
 * bonus details; the account record can adopt it): a real account only (visitors sign in and
 * come back, trial accounts get the real-account prompt), the filters read from the URL
 * (`range`, `from`, `to`, `type`, `page`) with their documented fallbacks, then one platform
 * call with values that passed those checks. A platform failure is the page's message, never
 * a thrown error. Money and time are formatted here, so the page ships no formatting code.
 */
export async function loadRecords<Type extends string, Row, Totals>(
  request: Request,
  context: AppLoadContext,
  spec: RecordsPageSpec<Type, Row, Totals>,
): Promise<RecordsPageData<Row, Totals>> {
  requireRealAccount(request, context);
  const params = new URL(request.url).searchParams;
  const type = parseChoice(params.get("type"), spec.types);
  const page = parsePage(params.get("page"));
  const [settings, money] = await Promise.all([
    (spec.settings ?? (() => context.platform.records.settings()))().catch((error: unknown) => ({ error: platformErrorCode(error) })),
    amountFormatter(context),
  ]);

  if ("error" in settings) {
    // Without the platform's day the range cannot be checked: the form keeps what the URL says, the list says why it is missing.
    const today = todayIn(UTC_ZONE);
    const parsed = parseDateRange(params, { today, maxRangeDays: 1 });
    const filters: RecordsFilters = { ...parsed.range, typed: parsed.typed, problem: null, type, types: spec.types, limits: null };
    return { filters, result: { ok: false, code: settings.error } };
  }

  const { range, problem, typed } = parseDateRange(params, settings);
  const filters: RecordsFilters = {
    ...range,
    typed,
    problem,
    type,
    types: spec.types,
    limits: { earliest: addDays(settings.today, 1 - settings.maxRangeDays), today: settings.today, maxRangeDays: settings.maxRangeDays },
  };
  try {
    const list = await spec.fetch({ from: range.from, to: range.to, type, pageNo: page, pageSize: RECORDS_PAGE_SIZE }, money);
    return { filters, result: { ok: true, page, ...list } };
  } catch (error) {
    return { filters, result: { ok: false, code: platformErrorCode(error) } };
  }
}

export const outcomeOf = (cents: number): Outcome => (cents > 0 ? "gain" : cents < 0 ? "loss" : "even");
