/**
 * Amounts as the money forms take them: a decimal string ("1,000.50" is not one: digits, an
 * optional point and at most two decimals), turned into integer minor units without ever
 * going through a float. Shared by the pages (presets, display) and the actions.
 */

/** The most an amount field takes: 10 digits before the point. */
const AMOUNT_PATTERN = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

export type AmountProblem = "money.amountRequired" | "money.amountInvalid" | "money.amountDecimals" | "money.amountPositive";

/** The amount in minor units, or why it is not one (a translation key). */
export function parseAmount(raw: unknown): { cents: number } | { problem: AmountProblem } {
  if (typeof raw !== "string" || raw.trim() === "") return { problem: "money.amountRequired" };
  const text = raw.trim();
  if (/^\d+\.\d{3,}$/.test(text)) return { problem: "money.amountDecimals" };
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return { problem: "money.amountInvalid" };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents > 0 ? { cents } : { problem: "money.amountPositive" };
}

/** Minor units as the field's text: 12345 -> "123.45" (integer arithmetic only). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
