import type Database from "better-sqlite3";
import { amountText, currencyOf, demoMoney } from "../lib/currency";
import { periodOf } from "../lib/missions";
import { newReferralCode } from "../lib/referral-codes";
import type { Random } from "./random";

/** The referral commission every merchant starts with: 1% of each invitee bet's stake. */
export const SEEDED_REFERRAL_RATE_BASIS_POINTS = 100;
/** player009 invited player012..player035 (24 invitees: three pages of 10), each merchant alike. */
export const SEEDED_REFERRER = "player009";
export const SEEDED_INVITEES = Array.from({ length: 24 }, (_, index) => `player${String(index + 12).padStart(3, "0")}`);

/**
 * Each merchant's missions: ids are `<merchant>-<key>`. Rewards and valid-bet targets are a peso's
 * centavos, in the merchant's currency when seeded (sandbox/lib/currency.ts); `{target}` in a
 * title is the target as the merchant's money reads.
 */
export const SEEDED_MISSIONS = [
  {
    key: "D1",
    period: "DAILY",
    metric: "BET_COUNT",
    target: 1,
    rewardCents: 500,
    points: 10,
    en: "Place 1 bet today",
    ty: "Tumaya nang 1 beses ngayong araw",
  },
  {
    key: "D2",
    period: "DAILY",
    metric: "VALID_BET",
    target: 50_000,
    rewardCents: 1_000,
    points: 30,
    en: "Reach a valid bet of {target} today",
    ty: "Umabot sa valid bet na {target} ngayong araw",
  },
  {
    key: "W1",
    period: "WEEKLY",
    metric: "BET_COUNT",
    target: 20,
    rewardCents: 2_000,
    points: 50,
    en: "Place 20 bets this week",
    ty: "Tumaya nang 20 beses ngayong linggo",
  },
  {
    key: "W2",
    period: "WEEKLY",
    metric: "VALID_BET",
    target: 500_000,
    rewardCents: 5_000,
    points: 100,
    en: "Reach a valid bet of {target} this week",
    ty: "Umabot sa valid bet na {target} ngayong linggo",
  },
] as const;

/** Players whose missions the seed leaves unclaimed: the browser tests' own (player009..011). */
const UNTOUCHED = new Set(["player009", "player010", "player011"]);

/**
 * A merchant's referral rate, player009's code and invitees, its missions, and claims this
 * week by most other generated players so the leaderboard has a spread. All in the caller's
 * transaction, with prepared statements.
 */
export function seedMerchantReferralsAndMissions(db: Database.Database, merchant: string, random: Random, now: Date): void {
  db.prepare("INSERT INTO referral_settings (merchant, rate_basis_points) VALUES (?, ?)").run(merchant, SEEDED_REFERRAL_RATE_BASIS_POINTS);
  const players = new Map(
    (
      db
        .prepare("SELECT username, id, created_at AS createdAt FROM accounts WHERE merchant = ? AND username LIKE 'player%'")
        .all(merchant) as Array<{
        username: string;
        id: number;
        createdAt: string;
      }>
    ).map((row) => [row.username, row]),
  );

  const referrer = players.get(SEEDED_REFERRER)!;
  db.prepare("INSERT INTO referral_codes (account_id, merchant, code) VALUES (?, ?, ?)").run(
    referrer.id,
    merchant,
    newReferralCode(Buffer.from(random.hex(8), "hex")),
  );
  const insertReferral = db.prepare("INSERT INTO referrals (invitee_id, referrer_id, joined_at) VALUES (?, ?, ?)");
  for (const username of SEEDED_INVITEES) {
    const invitee = players.get(username)!;
    insertReferral.run(invitee.id, referrer.id, invitee.createdAt);
  }

  const money = demoMoney(db, merchant);
  const currency = currencyOf(db, merchant);
  // A valid-bet target is money; a bet count is not.
  const targetOf = (mission: (typeof SEEDED_MISSIONS)[number]) => (mission.metric === "VALID_BET" ? money(mission.target) : mission.target);
  const titleOf = (mission: (typeof SEEDED_MISSIONS)[number], title: string) =>
    title.replace("{target}", amountText(targetOf(mission), currency, true));
  const insertMission = db.prepare(
    "INSERT INTO missions (id, merchant, period, metric, target, reward_cents, points, title_en, title_ty, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  SEEDED_MISSIONS.forEach((mission, sort) =>
    insertMission.run(
      `${merchant}-${mission.key}`,
      merchant,
      mission.period,
      mission.metric,
      targetOf(mission),
      money(mission.rewardCents),
      mission.points,
      titleOf(mission, mission.en),
      titleOf(mission, mission.ty),
      sort,
    ),
  );

  const insertClaim = db.prepare(
    `INSERT INTO mission_claims (account_id, merchant, mission_id, period_start, reference, reward_cents, points, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const weekStart = periodOf("WEEKLY", now).start.getTime();
  for (const player of players.values()) {
    if (UNTOUCHED.has(player.username) || random.chance(0.25)) continue;
    for (const mission of SEEDED_MISSIONS) {
      if (!random.chance(0.5)) continue;
      const createdAt = new Date(weekStart + Math.floor(random.next() * (now.getTime() - weekStart)));
      insertClaim.run(
        player.id,
        merchant,
        `${merchant}-${mission.key}`,
        periodOf(mission.period, createdAt).start.toISOString(),
        `MS-SEED-${merchant}-${player.id}-${mission.key}`,
        money(mission.rewardCents),
        mission.points,
        createdAt.toISOString(),
      );
    }
  }
}
