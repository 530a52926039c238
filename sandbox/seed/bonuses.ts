import type Database from "better-sqlite3";
import type { BonusType } from "../../app/platform/contract/records";
import { demoMoney } from "../lib/currency";
import { SEEDED_MERCHANTS } from "./merchants";
import { createRandom, type Random } from "./random";

const DAY_MS = 86_400_000;
/** Bonuses fall within this many days before the seed's now: inside and beyond the 30-day view. */
const SPREAD_DAYS = 60;

const TITLES: Record<BonusType, readonly [en: string, ty: string]> = {
  PROMOTION: ["Weekend reload promotion", "Promosyon sa katapusan ng linggo"],
  DEPOSIT: ["First deposit bonus", "Bonus sa unang deposito"],
  REBATE: ["Daily rebate", "Araw-araw na rebate"],
  VIP: ["VIP level-up reward", "Gantimpala sa pag-akyat ng VIP"],
  REFERRAL: ["Refer-and-earn reward", "Gantimpala sa pag-refer"],
};
const TYPES = Object.keys(TITLES) as BonusType[];

/**
 * Bonuses for demo_member and the generated players (bonus details): up to a dozen
 * each over the last 60 days. They are history only: balances are not changed by them.
 */
export function seedBonuses(db: Database.Database, now: Date): void {
  const random = createRandom("bonuses");
  for (const merchant of SEEDED_MERCHANTS) seedMerchantBonuses(db, merchant, random, now);
}

export function seedMerchantBonuses(db: Database.Database, merchant: string, random: Random, now: Date): void {
  const accounts = db
    .prepare<[string], { id: number }>(
      "SELECT id FROM accounts WHERE merchant = ? AND (username LIKE 'player%' OR username = 'demo_member') ORDER BY id",
    )
    .all(merchant)
    .map((row) => row.id);
  const insert = db.prepare(`
    INSERT INTO bonuses (account_id, merchant, type, title_en, title_ty, amount_cents, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const money = demoMoney(db, merchant);
  for (const accountId of accounts) {
    const count = random.int(0, 12);
    for (let n = 0; n < count; n++) {
      const type = random.pick(TYPES);
      const [titleEn, titleTy] = TITLES[type];
      const amountCents = money(random.int(1, 500) * random.pick([1, 10, 100]));
      const createdAt = new Date(now.getTime() - random.int(60_000, SPREAD_DAYS * DAY_MS)).toISOString();
      insert.run(accountId, merchant, type, titleEn, titleTy, amountCents, createdAt);
    }
  }
}
