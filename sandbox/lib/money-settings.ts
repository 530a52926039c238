import { randomBytes } from "node:crypto";
import type { Language } from "../../app/platform/contract";
import type { DepositMethod } from "../../app/platform/contract/money";

/**
 * The sandbox's money settings, the same for every merchant (a real platform keeps them per
 * merchant in its back office). Amounts in minor units.
 */

/** A deposit method as the back office keeps it: its name in each language the platform writes. */
type DepositMethodSetting = Omit<DepositMethod, "name"> & { name: Record<Language, string> };

export const DEPOSIT_METHODS: readonly DepositMethodSetting[] = [
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

export const WITHDRAWAL_LIMITS = { minCents: 10_000, maxCents: 5_000_000 } as const;

/** After payout, a withdrawal the player has not confirmed counts as received after this long ("a set number of minutes"). */
export const AUTO_RECEIPT_MINUTES = 30;

/** The account record's longest date range. */
export const MAX_RECORD_RANGE_DAYS = 90;

/** A new reference for an order, withdrawal or transfer: `<prefix>-<16 hex digits>`, upper case. */
export const newReference = (prefix: string) => `${prefix}-${randomBytes(8).toString("hex").toUpperCase()}`;

/** The fee of a deposit, rounded down to whole minor units (integer arithmetic only). */
export const depositFee = (amountCents: number, feeBasisPoints: number) => Math.floor((amountCents * feeBasisPoints) / 10_000);
