import type { AppLoadContext } from "@remix-run/node";
import { LANGUAGE_LABELS } from "~/i18n/languages";
import { DEFAULT_CURRENCY_SYMBOL, moneyFormat, type MoneyFormat } from "./money";

/** The request's money format: the merchant's currency symbol (system info, cached) in the request's language. */
export async function amountFormatter(context: Pick<AppLoadContext, "systemInfo" | "i18n">): Promise<MoneyFormat> {
  const info = await context.systemInfo().catch(() => null);
  return moneyFormat(info?.currencySymbol || DEFAULT_CURRENCY_SYMBOL, LANGUAGE_LABELS[context.i18n.language].tag);
}
