/**
 * Money as the portal shows it. Every amount reaches the portal as an integer count of the
 * merchant's currency's minor units (centavos for PHP, đồng for VND, which has none smaller,
 * fils for KWD) and becomes text here only: `Intl.NumberFormat`'s currency style with the
 * merchant's ISO 4217 code, in the page's language ("₱1,234.50" in English, "1.000.000 ₫" in
 * Vietnamese). No amount goes through a float: the minor units are written as an exact decimal
 * string (integer arithmetic) and Intl formats that string.
 */

/** Integer minor units to the text a page shows ("₱1,234.50", "-₱5.00", "1.000.000 ₫"). */
export type MoneyFormat = (minor: number) => string;

/** Each currency's minor digits, asked of Intl once. */
const digitsByCurrency = new Map<string, number>();

/**
 * How many digits the currency's minor unit takes after the point: 2 for PHP, USD and THB, 0 for
 * VND and JPY, 3 for KWD and BHD. Intl's (CLDR's) answer, the same in every language, so the
 * amounts a form accepts, the sandbox keeps and a page shows agree; not a table of our own.
 * Throws a RangeError for a code that is not one (Intl's).
 */
export function minorDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/**
 * An integer count of `10^-digits` units as an exact decimal string: (12345, 2) -> "123.45",
 * (-5, 2) -> "-0.05", (1000000, 0) -> "1000000". Integer arithmetic only.
 */
export function decimalText(value: number, digits: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of minor units: ${value}`);
  const sign = value < 0 ? "-" : "";
  const whole = String(Math.abs(value));
  if (digits === 0) return `${sign}${whole}`;
  const padded = whole.padStart(digits + 1, "0");
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/** One number format per locale and currency: making an Intl.NumberFormat costs more than formatting with it. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(currency: string, localeTag: string): Intl.NumberFormat {
  const key = `${localeTag}|${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    const digits = minorDigits(currency);
    format = new Intl.NumberFormat(localeTag, {
      style: "currency",
      currency,
      // The merchant's own symbol (₱, ₫, ฿, $), not the code or a disambiguated "US$": a portal has one currency.
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in the currency's minor units as the page's language writes it in that currency:
 * ("PHP", "en") 123450 -> "₱1,234.50", -500 -> "-₱5.00"; ("VND", "vi") 1000000 -> "1.000.000 ₫".
 */
export function formatAmount(minor: number, currency: string, localeTag: string): string {
  return numberFormat(currency, localeTag).format(decimalText(minor, minorDigits(currency)) as Intl.StringNumericLiteral);
}

/** `formatAmount` with the currency and the locale fixed, for a page's many amounts. */
export function moneyFormat(currency: string, localeTag: string): MoneyFormat {
  return (minor) => formatAmount(minor, currency, localeTag);
}
