import type Database from "better-sqlite3";
import { amountText, currencyOf, demoAmount } from "../lib/currency";
import type { Random } from "./random";

/**
 * The points mall and VIP levels of one merchant (whether or not its PTSYS3 flag is on): the
 * points settings and rules, the goods, the VIP levels; and for every member account its
 * points ledger (rows earned from bets over the last days, enough to page), its valid bet
 * history matching its VIP level, and the level-up bonuses of the levels below its own as
 * already claimed (its own level's is left to claim).
 */

/**
 * 100 points are worth 1.00; a conversion takes at least 1,000 points; 1.00 of valid bet earns 1
 * point. Money in a peso's centavos, as every demo amount (sandbox/lib/currency.ts): in đồng a
 * point is worth 10 ₫ and 1,000 ₫ of valid bet earns one.
 */
export const SEEDED_POINTS_SETTINGS = {
  centsPerPoint: 1,
  minConvertPoints: 1_000,
  validBetCentsPerPoint: 100,
};

/** The rules, `{bet}` the valid bet that earns a point and `{worth}` what 100 points are worth, as the merchant's money reads. */
const RULES_EN = `Earn 1 point for every {bet} of valid bet, credited when your bets settle.

Redeem goods in the points mall: each item shows the points it takes, the valid bet you need before you may redeem it, and how many are left. A redeem is In Process until our team approves it; if it is rejected, your points are returned.

Convert points into your main wallet at 100 points = {worth}, from 1,000 points.

Points never expire.`;

const RULES_TY = `Kumita ng 1 puntos sa bawat {bet} ng valid na taya, naipapasok kapag na-settle ang iyong mga taya.

Mag-redeem ng mga item sa tindahan ng puntos: makikita sa bawat item ang puntos na kailangan, ang valid na taya na kailangan bago ka makapag-redeem, at kung ilan pa ang natitira. Pinoproseso ang redeem hanggang aprubahan ng aming team; kung tanggihan, ibabalik ang iyong mga puntos.

I-convert ang puntos sa iyong pangunahing pitaka sa 100 puntos = {worth}, mula 1,000 puntos.

Hindi nag-e-expire ang mga puntos.`;

/** [EN name, TY name, points per unit, valid bet required (a peso's centavos), stock]. Stock 1: the last unit (concurrency tests). */
const GOODS: Array<[string, string, number, number, number]> = [
  ["Bonus voucher 50", "Bonus voucher 50", 5_000, 0, 500],
  ["Bonus voucher 100", "Bonus voucher 100", 9_500, 0, 300],
  ["Free spins pack", "Pakete ng libreng spin", 2_000, 0, 1_000],
  ["Mobile load 100", "Load sa mobile 100", 1_200, 0, 200],
  ["Mobile load 500", "Load sa mobile 500", 5_800, 0, 100],
  ["Branded cap", "Sombrerong may tatak", 3_000, 0, 40],
  ["Branded T-shirt", "T-shirt na may tatak", 4_500, 0, 25],
  ["Wireless earbuds", "Wireless na earbuds", 15_000, 100_000, 5],
  ["Smart watch", "Smart watch", 40_000, 500_000, 3],
  ["Gaming headset", "Gaming headset", 25_000, 200_000, 1],
  ["Limited edition mug", "Limited edition na tasa", 800, 0, 1],
  ["Tablet", "Tablet", 120_000, 5_000_000, 2],
  ["Smartphone", "Smartphone", 200_000, 20_000_000, 1],
  ["Holiday trip for two", "Bakasyon para sa dalawa", 900_000, 100_000_000, 1],
  ["Sold-out sticker set", "Naubos na set ng sticker", 300, 0, 0],
];

/** [valid bet, level-up bonus, monthly bonus] of VIP0..VIP6, in a peso's centavos. */
const VIP_LEVELS: Array<[number, number, number]> = [
  [0, 0, 0],
  [100_000, 1_000, 500],
  [1_000_000, 5_000, 2_000],
  [5_000_000, 20_000, 8_000],
  [20_000_000, 80_000, 30_000],
  [100_000_000, 300_000, 100_000],
  [500_000_000, 1_000_000, 300_000],
];

const BENEFITS_EN = [
  "Points on every bet",
  "Level-up bonus",
  "Monthly bonus",
  "Faster withdrawals",
  "Personal account manager",
  "Birthday gift",
  "Exclusive events",
];
const BENEFITS_TY = [
  "Puntos sa bawat taya",
  "Bonus sa pag-level up",
  "Buwanang bonus",
  "Mas mabilis na withdrawal",
  "Sariling account manager",
  "Regalo sa kaarawan",
  "Eksklusibong mga event",
];

const DAY_MS = 86_400_000;

export function seedMerchantPoints(db: Database.Database, merchant: string, random: Random, now: Date): void {
  const currency = currencyOf(db, merchant);
  const money = (pesoMinor: number) => demoAmount(currency, pesoMinor);
  const settings = {
    centsPerPoint: money(SEEDED_POINTS_SETTINGS.centsPerPoint),
    validBetCentsPerPoint: money(SEEDED_POINTS_SETTINGS.validBetCentsPerPoint),
  };
  const rules = (text: string) =>
    text
      .replace("{bet}", amountText(settings.validBetCentsPerPoint, currency))
      .replace("{worth}", amountText(settings.centsPerPoint * 100, currency));
  db.prepare(
    "INSERT INTO points_settings (merchant, cents_per_point, min_convert_points, valid_bet_cents_per_point, rules_en, rules_ty) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(
    merchant,
    settings.centsPerPoint,
    SEEDED_POINTS_SETTINGS.minConvertPoints,
    settings.validBetCentsPerPoint,
    rules(RULES_EN),
    rules(RULES_TY),
  );

  const insertGoods = db.prepare(`INSERT INTO point_goods (merchant, sort, name_en, name_ty, remark_en, remark_ty, points_required,
    amount_required_cents, quantity, available, points_ratio) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  GOODS.forEach(([nameEn, nameTy, points, amountRequired, stock], sort) => {
    const remarkEn = `<p><strong>${nameEn}</strong>: delivered to your receiving address within 7 working days after approval.</p><ul><li>One redeem may take up to 99 units.</li><li>Rejected redeems return your points.</li></ul>`;
    const remarkTy = `<p><strong>${nameTy}</strong>: ipapadala sa iyong address sa loob ng 7 araw ng trabaho pagkatapos maaprubahan.</p><ul><li>Hanggang 99 na piraso bawat redeem.</li><li>Ibinabalik ang puntos ng tinanggihang redeem.</li></ul>`;
    insertGoods.run(merchant, sort, nameEn, nameTy, remarkEn, remarkTy, points, money(amountRequired), Math.max(stock, 1) * 2, stock, 100);
  });

  const insertLevel = db.prepare(`INSERT INTO vip_levels (merchant, level, valid_bet_cents, level_up_bonus_cents, monthly_bonus_cents,
    benefits_en, benefits_ty) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  VIP_LEVELS.forEach(([validBet, levelUp, monthly], level) => {
    // Every level keeps the benefits below it and adds one.
    insertLevel.run(
      merchant,
      level,
      money(validBet),
      money(levelUp),
      money(monthly),
      JSON.stringify(BENEFITS_EN.slice(0, level + 1)),
      JSON.stringify(BENEFITS_TY.slice(0, level + 1)),
    );
  });

  const members = db.prepare("SELECT id, vip FROM accounts WHERE merchant = ? AND is_agent = 0 ORDER BY id").all(merchant) as Array<{
    id: number;
    vip: number;
  }>;
  const setHistory = db.prepare("UPDATE accounts SET prior_valid_bet_cents = ?, points = ? WHERE id = ?");
  const insertLedger = db.prepare(
    "INSERT INTO points_ledger (account_id, kind, points, balance_after, reference, created_at) VALUES (?, 'EARN', ?, ?, ?, ?)",
  );
  const insertClaim = db.prepare(
    "INSERT INTO vip_claims (account_id, kind, level, period, amount_cents, reference, created_at) VALUES (?, 'LEVEL_UP', ?, '', ?, ?, ?)",
  );
  for (const { id, vip } of members) {
    const level = Math.min(vip, VIP_LEVELS.length - 1);
    const [floor] = VIP_LEVELS[level];
    const ceiling = VIP_LEVELS[level + 1]?.[0] ?? floor * 2;
    // Between 20% and 70% of the way to the next level.
    const prior = floor + Math.floor(((ceiling - floor) * random.int(20, 70)) / 100);
    // 25 to 34 rows over the last six days: more than one 20-row page in the records' default week.
    const rows = random.int(25, 34);
    let balance = 0;
    for (let n = 0; n < rows; n++) {
      const points = random.int(20, 400);
      balance += points;
      const at = new Date(now.getTime() - Math.floor(((rows - n) * 6 * DAY_MS) / (rows + 1)));
      insertLedger.run(id, points, balance, `EARN-${id}-${n + 1}`, at.toISOString());
    }
    setHistory.run(money(prior), balance, id);
    for (let claimed = 1; claimed < level; claimed++) {
      insertClaim.run(
        id,
        claimed,
        money(VIP_LEVELS[claimed][1]),
        `VB-SEED-${id}-${claimed}`,
        new Date(now.getTime() - (level - claimed) * 30 * DAY_MS).toISOString(),
      );
    }
  }
}
