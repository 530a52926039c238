import type { AppLoadContext } from "@remix-run/node";
import { LANGUAGE_LABELS } from "~/i18n/languages";
import { moneyFormat, type MoneyFormat } from "./money";

type Context = Pick<AppLoadContext, "systemInfo" | "i18n" | "brand">;

/** The request's money format: the merchant's currency (system info, cached) in the request's language. */
export async function amountFormatter(context: Context): Promise<MoneyFormat> {
  return (await requestMoney(context)).format;
}

/**
 * The merchant's currency (system info, cached) and its format in the request's language, for a
 * loader that shows amounts and also writes them into a form's fields. The brand's own currency (which
 * `brands:check` holds to the merchant's) when the system info cannot be read: the page shows its
 * sections' errors, an action reads the currency again.
 */
export async function requestMoney(context: Context): Promise<{ currency: string; format: MoneyFormat }> {
  const info = await context.systemInfo().catch(() => null);
  const currency = info?.currency || context.brand.currency;
  return { currency, format: moneyFormat(currency, LANGUAGE_LABELS[context.i18n.language].tag) };
}

/**
 * The merchant's currency for an action that reads an amount: from the system info as
 * `amountFormatter` reads it (cached per merchant), never a guess. Money must not be read in the
 * wrong minor unit, so this throws the platform's failure when the system info cannot be read:
 * the request is answered as any failed platform call is.
 */
export async function merchantCurrency(context: Pick<AppLoadContext, "systemInfo">): Promise<string> {
  return (await context.systemInfo()).currency;
}
