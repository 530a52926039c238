/** SPEC.md §9: balances show 2 decimals. */
export function formatMoney(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** What the balance shows while hidden. */
export const HIDDEN_BALANCE = "****";
