import { decimalText, minorDigits } from "./money";

/**
 * Amounts as the money forms take them: a decimal string ("1,000.50" is not one: digits, an
 * optional point and at most as many decimals as the merchant's currency has minor digits: two
 * for PHP, none for VND, three for KWD), turned into integer minor units without ever going
 * through a float. Shared by the pages (presets, display) and the actions.
 */

/** Digits in all (before and after the point): every amount stays below 10^12 minor units, the platform's largest. */
const MAX_DIGITS = 12;

export type AmountProblem =
  | "money.amountRequired"
  | "money.amountInvalid"
  | "money.amountInvalidWhole"
  | "money.amountWhole"
  | "money.amountDecimals"
  | "money.amountDecimalsThree"
  | "money.amountDecimalsOther"
  | "money.amountPositive";

/** Why a text is not a decimal of the digits asked for. */
export type DecimalProblem = "required" | "invalid" | "decimals" | "zero";

/**
 * A positive decimal with at most `digits` decimals (at most 12 digits in all) as an integer
 * count of `10^-digits` units: ("12.5", 2) -> 1250, ("1000000", 0) -> 1000000. Split on the point and
 * combined as integers. Zero is a problem of its own (`zero`), which a caller may take as 0.
 */
export function parseDecimal(raw: unknown, digits: number): { value: number } | { problem: DecimalProblem } {
  if (typeof raw !== "string" || raw.trim() === "") return { problem: "required" };
  const text = raw.trim();
  const decimals = /^\d+\.(\d+)$/.exec(text)?.[1];
  if (decimals !== undefined && decimals.length > digits) return { problem: "decimals" };
  const whole = `\\d{1,${MAX_DIGITS - digits}}`;
  const pattern = digits === 0 ? new RegExp(`^(${whole})$`) : new RegExp(`^(${whole})(?:\\.(\\d{1,${digits}}))?$`);
  const match = pattern.exec(text);
  if (!match) return { problem: "invalid" };
  const value = Number(match[1]) * 10 ** digits + Number((match[2] ?? "").padEnd(digits, "0"));
  return value > 0 ? { value } : { problem: "zero" };
}

/** The translation key of a decimal problem of an amount in a currency of `digits` minor digits. */
function amountProblem(problem: DecimalProblem, digits: number): AmountProblem {
  switch (problem) {
    case "required":
      return "money.amountRequired";
    case "zero":
      return "money.amountPositive";
    case "invalid":
      // The example the message gives ("100 or 100.50") would mislead where no decimal is taken.
      return digits === 0 ? "money.amountInvalidWhole" : "money.amountInvalid";
    case "decimals":
      return digits === 0
        ? "money.amountWhole"
        : digits === 2
          ? "money.amountDecimals"
          : digits === 3
            ? "money.amountDecimalsThree"
            : "money.amountDecimalsOther";
  }
}

/**
 * The amount in minor units of `currency` (an ISO 4217 code), or why it is not one (a translation
 * key): ("100.50", "PHP") -> 10050; ("1000000", "VND") -> 1000000; ("1000.5", "VND") is
 * `money.amountWhole` (the đồng has no smaller unit); ("100.505", "PHP") is `money.amountDecimals`.
 */
export function parseAmount(raw: unknown, currency: string): { minor: number } | { problem: AmountProblem } {
  const digits = minorDigits(currency);
  const parsed = parseDecimal(raw, digits);
  return "value" in parsed ? { minor: parsed.value } : { problem: amountProblem(parsed.problem, digits) };
}

/** Minor units as the field's text, with the currency's digits: (12345, "PHP") -> "123.45", (1000000, "VND") -> "1000000". */
export function minorToDecimal(minor: number, currency: string): string {
  return decimalText(minor, minorDigits(currency));
}

/** A rate in basis points as the percentage the pages show, without trailing zeros: 1250 -> "12.5", 150 -> "1.5", 800 -> "8". */
export function basisPointsPercent(basisPoints: number): string {
  return decimalText(basisPoints, 2).replace(/\.?0+$/, "");
}
