import { randomBytes } from "node:crypto";
import type { DepositMethod } from "../../app/platform/contract/money";
import { demoAmount } from "./currency";
import type { Written } from "./written";

/**
 * The sandbox's money settings, the same for every merchant but in its own currency (a real
 * platform keeps them per merchant in its back office). Amounts in minor units of the merchant's
 * currency: written here as a peso's centavos, and given each merchant by `demoAmount` (₱100.00 is
 * 100,000 đồng for a merchant in VND).
 */

/** A deposit method as the back office keeps it: its name in each language the platform writes. */
type DepositMethodSetting = Omit<DepositMethod, "name"> & { name: Written<string> };

const DEPOSIT_METHODS: readonly DepositMethodSetting[] = [
  {
    code: "BANK",
    name: { EN: "Bank transfer", TY: "Paglipat sa bangko" },
    channels: [
      { code: "BDO", name: "BDO" },
      { code: "BPI", name: "BPI" },
    ],
    minCents: 10_000,
    maxCents: 5_000_000,
    feeBasisPoints: 0,
    presetsCents: [10_000, 50_000, 100_000, 500_000],
  },
  {
    code: "EWALLET",
    // The word Filipinos use for GCash and Maya.
    name: { EN: "E-wallet", TY: "E-wallet" },
    channels: [
      { code: "GCASH", name: "GCash" },
      { code: "MAYA", name: "Maya" },
    ],
    minCents: 5_000,
    maxCents: 2_000_000,
    feeBasisPoints: 150,
    presetsCents: [5_000, 20_000, 50_000, 100_000],
  },
];

/** The channels of a currency's own country, where they are not the Philippines' (by method code). */
const LOCAL_CHANNELS: Readonly<Record<string, Readonly<Record<string, DepositMethod["channels"]>>>> = {
  VND: {
    BANK: [
      { code: "VCB", name: "Vietcombank" },
      { code: "TCB", name: "Techcombank" },
    ],
    EWALLET: [
      { code: "MOMO", name: "MoMo" },
      { code: "ZALOPAY", name: "ZaloPay" },
    ],
  },
};

/** The deposit methods of a merchant in `currency`: limits and quick amounts in its minor units, its country's channels. */
export function depositMethodsOf(currency: string): DepositMethodSetting[] {
  const amount = (pesoMinor: number) => demoAmount(currency, pesoMinor);
  return DEPOSIT_METHODS.map((method) => ({
    ...method,
    channels: LOCAL_CHANNELS[currency]?.[method.code] ?? method.channels,
    minCents: amount(method.minCents),
    maxCents: amount(method.maxCents),
    presetsCents: method.presetsCents.map(amount),
  }));
}

/** A merchant's withdrawal limits, in minor units of its `currency`. */
export const withdrawalLimitsOf = (currency: string) => ({
  minCents: demoAmount(currency, 10_000),
  maxCents: demoAmount(currency, 5_000_000),
});

/** After payout, a withdrawal the player has not confirmed counts as received after this long ("a set number of minutes"). */
export const AUTO_RECEIPT_MINUTES = 30;

/** The account record's longest date range. */
export const MAX_RECORD_RANGE_DAYS = 90;

/** A new reference for an order, withdrawal or transfer: `<prefix>-<16 hex digits>`, upper case. */
export const newReference = (prefix: string) => `${prefix}-${randomBytes(8).toString("hex").toUpperCase()}`;

/** The fee of a deposit, rounded down to whole minor units (integer arithmetic only). */
export const depositFee = (amountCents: number, feeBasisPoints: number) => Math.floor((amountCents * feeBasisPoints) / 10_000);
