/** One formatter per locale: making an Intl.NumberFormat costs more than formatting with it. */
const amountFormats = new Map<string, Intl.NumberFormat>();

/** An amount as the portal shows money: the currency symbol and two decimals. */
export function formatAmount(amount: number, symbol: string, localeTag: string): string {
  let format = amountFormats.get(localeTag);
  if (!format) {
    format = new Intl.NumberFormat(localeTag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(localeTag, format);
  }
  return `${symbol}${format.format(amount)}`;
}

/** What the balance shows while hidden. */
export const HIDDEN_BALANCE = "****";
