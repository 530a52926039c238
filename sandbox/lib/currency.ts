import type Database from "better-sqlite3";
import { decimalText, formatAmount, minorDigits } from "../../app/format/money";
import { prepared } from "../db/statements";
import { SandboxError } from "./errors";

/**
 * Money in the sandbox is kept per merchant, in its currency: every amount (balances, ledger rows,
 * orders, limits, stakes, rewards) is an integer count of the minor unit of the merchant's currency
 * (`merchants.currency`, an ISO 4217 code): centavos for PHP, cents for USD, đồng for VND (which has
 * no smaller unit), fils for KWD. How many digits a unit takes is Intl's answer (`minorDigits`, the
 * portal's own), never assumed to be two.
 *
 * The demo's amounts (seeded balances and bets, deposit limits and quick amounts, stakes, rewards)
 * are written once, as a peso-like currency's minor units (10_000 is 100.00); `demoAmount` gives a
 * merchant the same amount in its own money, at a round rate close enough for a demo. A currency
 * not listed counts one for one, as LUMEN's dollars always have.
 */
const DEMO_RATE: Readonly<Record<string, number>> = {
  // ₱1.00 is about ₫430: a demo đồng amount is ten times the centavos (₱1,000.00 -> 1.000.000 ₫).
  VND: 10,
};

/** A demo amount written as a peso-like currency's minor units, in `currency`'s own minor units (whole). */
export const demoAmount = (currency: string, pesoMinor: number): number => pesoMinor * (DEMO_RATE[currency] ?? 1);

/** The merchant's currency code (`merchants.currency`). */
export function currencyOf(db: Database.Database, merchant: string): string {
  const currency = prepared(db, "SELECT currency FROM merchants WHERE code = ?").pluck().get(merchant) as string | undefined;
  if (currency === undefined) throw new Error(`No merchant ${merchant}`);
  return currency;
}

/** The currency of the account's merchant: its money is kept in that currency's minor units. */
export function currencyOfAccount(db: Database.Database, accountId: number): string {
  return prepared(db, "SELECT m.currency FROM accounts a JOIN merchants m ON m.code = a.merchant WHERE a.id = ?")
    .pluck()
    .get(accountId) as string;
}

/** `demoAmount` for one merchant (its currency read once): what the seed writes its amounts with. */
export function demoMoney(db: Database.Database, merchant: string): (pesoMinor: number) => number {
  const currency = currencyOf(db, merchant);
  return (pesoMinor) => demoAmount(currency, pesoMinor);
}

/** An amount as the demo pages write it, in English, with the currency's symbol: "₱1,234.50", "₫1,000,000". */
export const moneyText = (minor: number, currency: string): string => formatAmount(minor, currency, "en");

/**
 * An amount as the seed's texts write it, in English, without a symbol: with the currency's
 * decimals ("1.00", "1,000" in đồng), or with `wholeBare` none when it has none ("500", "500,000").
 */
export function amountText(minor: number, currency: string, wholeBare = false): string {
  const digits = minorDigits(currency);
  const whole = wholeBare && minor % 10 ** digits === 0;
  return new Intl.NumberFormat("en", { minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits }).format(
    decimalText(minor, digits) as Intl.StringNumericLiteral,
  );
}

/**
 * Refuses an amount that is not a whole number of the currency's minor unit (a fraction of a đồng,
 * a tenth of a centavo) as the contract refuses a bad field: INVALID_REQUEST naming `path`. Every
 * call's schema already asks for integers; this is the ledger's and the demo pages' own check.
 */
export function requireMinorUnits(amount: number, currency: string, path: string): void {
  if (Number.isSafeInteger(amount)) return;
  const digits = minorDigits(currency);
  throw new SandboxError("INVALID_REQUEST", {
    fields: [
      {
        path,
        message:
          digits === 0
            ? `Must be a whole amount of ${currency}, which has no minor unit`
            : `Must be a whole number of ${currency}'s minor unit (1/${10 ** digits})`,
      },
    ],
  });
}
