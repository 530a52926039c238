import type Database from "better-sqlite3";
import type { GameType } from "../../app/platform/contract";
import { demoAmount, currencyOf } from "../lib/currency";

/** The rebate rates every merchant starts with, in basis points of the valid bet (100 = 1%). */
export const SEEDED_REBATE_RATES: Partial<Record<GameType, number>> = { RNG: 80, LIVE: 50, FISH: 100, PVP: 60, SPORTS: 40 };
/** The least total a claim takes (₱1.00 / $1.00; 1.000 ₫ in đồng), as a peso's centavos: see sandbox/lib/currency.ts. */
export const SEEDED_MIN_CLAIM_CENTS = 100;

/** A merchant's rebate rates and minimum claim (used whether or not its MANPLAYREB3 flag is on). */
export function seedMerchantRebates(db: Database.Database, merchant: string): void {
  const insertRate = db.prepare("INSERT INTO rebate_rates (merchant, game_type, rate_basis_points) VALUES (?, ?, ?)");
  for (const [gameType, rate] of Object.entries(SEEDED_REBATE_RATES)) insertRate.run(merchant, gameType, rate);
  db.prepare("INSERT INTO rebate_settings (merchant, min_claim_cents) VALUES (?, ?)").run(
    merchant,
    demoAmount(currencyOf(db, merchant), SEEDED_MIN_CLAIM_CENTS),
  );
}
