import type { AppLoadContext } from "@remix-run/node";
import { DEFAULT_CURRENCY_SYMBOL } from "~/features/layout/player.server";
import { formatAmount } from "~/features/layout/format";
import { platformErrorCode } from "~/features/system/status.server";
import { LANGUAGE_LABELS } from "~/i18n/languages";
import type { Result } from "./types";

/** A platform read as a page section: never throws, so one failure stays in its section. */
export async function settled<T>(promise: Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error: platformErrorCode(error) };
  }
}

/** Formats minor units as the portal shows money (SPEC.md §9), in the request's language and the merchant's symbol. */
export async function amountFormatter(context: AppLoadContext): Promise<(cents: number) => string> {
  const info = await context.systemInfo().catch(() => null);
  const symbol = info?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  const tag = LANGUAGE_LABELS[context.i18n.language].tag;
  // Display only: the division is never used for arithmetic.
  return (cents) => formatAmount(cents / 100, symbol, tag);
}

/** Headers of every money page and action: per player, never stored. */
export const NO_STORE = { "Cache-Control": "private, no-store" };
