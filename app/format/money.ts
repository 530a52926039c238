/**
 * Money as the portal shows it. Every amount reaches the portal as integer cents (minor units of
 * the merchant's currency) and becomes text here only: the merchant's currency symbol, two
 * decimals, and the digit grouping of the page's language. The division by 100 is for display,
 * never for arithmetic.
 */

/** The currency symbol when the merchant names none. */
export const DEFAULT_CURRENCY_SYMBOL = "$";

/** Integer cents to the text a page shows ("₱1,234.50", "-₱5.00"). */
export type MoneyFormat = (cents: number) => string;

/** One number format per locale: making an Intl.NumberFormat costs more than formatting with it. */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** An amount in cents with the currency symbol and two decimals; a negative amount reads "-₱5.00", the sign before the symbol. */
export function formatAmount(cents: number, symbol: string, localeTag: string): string {
  let format = numberFormats.get(localeTag);
  if (!format) {
    format = new Intl.NumberFormat(localeTag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    numberFormats.set(localeTag, format);
  }
  // Whole cents over 100 come back as the same two decimals for any amount the platform can hold (< 2^50 cents).
  return `${cents < 0 ? "-" : ""}${symbol}${format.format(Math.abs(cents) / 100)}`;
}

/** `formatAmount` with the symbol and the locale fixed, for a page's many amounts. */
export function moneyFormat(symbol: string, localeTag: string): MoneyFormat {
  return (cents) => formatAmount(cents, symbol, localeTag);
}
