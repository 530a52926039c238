import type Database from "better-sqlite3";
import { amountText, currencyOf, demoAmount } from "../lib/currency";

/**
 * Each merchant's activities (every activity state appears: running ones to apply to or
 * joined automatically, coming soon, closed; enough to page) and, for demo_member and
 * player005, applications in every status and red envelopes to claim. No random stream: the
 * rows are the same for every merchant, relative to `now`, their amounts in its currency (a peso's
 * centavos here: sandbox/lib/currency.ts; `{bonus}` in a text is the bonus as its money reads).
 */

interface SeedActivity {
  promotionType: string | null;
  applyMode: "APPLY" | "AUTO";
  bonusCents: number;
  /** Days from now: negative is in the past. */
  startsInDays: number;
  endsInDays: number;
  en: [title: string, summary: string];
  ty: [title: string, summary: string];
}

const running = { startsInDays: -10, endsInDays: 30 };

/** In the merchant's order; the ones with a promotionType answer the announcements' promo buttons. */
export const SEEDED_ACTIVITIES: readonly SeedActivity[] = [
  {
    promotionType: "DEPOSIT_BONUS",
    applyMode: "APPLY",
    bonusCents: 10_000,
    ...running,
    en: ["Welcome deposit bonus", "Deposit for the first time and apply for a {bonus} bonus."],
    ty: ["Bonus sa unang deposito", "Mag-deposito sa unang pagkakataon at mag-apply para sa {bonus} na bonus."],
  },
  {
    promotionType: "REBATE",
    applyMode: "AUTO",
    bonusCents: 5_000,
    ...running,
    en: ["Daily rebate boost", "Every member earns a boosted rebate on slots this month."],
    ty: ["Dagdag na rebate araw-araw", "Lahat ng miyembro ay may dagdag na rebate sa slots ngayong buwan."],
  },
  {
    promotionType: "FIRST_LOGIN",
    applyMode: "APPLY",
    bonusCents: 2_000,
    ...running,
    en: ["First login gift", "Sign in for the first time and claim a welcome gift."],
    ty: ["Regalo sa unang pag-login", "Mag-login sa unang pagkakataon at kunin ang regalo."],
  },
  {
    promotionType: "TOURNAMENT",
    applyMode: "AUTO",
    bonusCents: 50_000,
    ...running,
    en: ["Slots tournament", "Climb the leaderboard: every spin counts."],
    ty: ["Torneo ng slots", "Umakyat sa leaderboard: bawat ikot ay may bilang."],
  },
  {
    promotionType: "REFERRAL",
    applyMode: "APPLY",
    bonusCents: 15_000,
    ...running,
    en: ["Refer a friend", "Invite a friend who deposits and apply for your reward."],
    ty: ["Mag-imbita ng kaibigan", "Mag-imbita ng kaibigang magde-deposito at mag-apply para sa gantimpala."],
  },
  {
    promotionType: "CASHBACK",
    applyMode: "APPLY",
    bonusCents: 8_000,
    ...running,
    en: ["Weekend cashback", "Lost this weekend? Apply with a screenshot for cashback."],
    ty: ["Cashback tuwing weekend", "Natalo ngayong weekend? Mag-apply na may screenshot para sa cashback."],
  },
  {
    promotionType: null,
    applyMode: "APPLY",
    bonusCents: 6_000,
    ...running,
    en: ["Live casino lucky streak", "Win five live hands in a row and apply with a screenshot."],
    ty: ["Sunod-sunod na swerte sa live na casino", "Manalo ng limang sunod na kamay at mag-apply na may screenshot."],
  },
  {
    promotionType: null,
    applyMode: "APPLY",
    bonusCents: 7_500,
    ...running,
    en: ["Sports parlay insurance", "A parlay lost by one leg? Apply for your stake back as a bonus."],
    ty: ["Insurance sa sports parlay", "Natalo ang parlay sa isang leg? Mag-apply para maibalik ang taya bilang bonus."],
  },
  {
    promotionType: null,
    applyMode: "APPLY",
    bonusCents: 3_000,
    ...running,
    en: ["Fishing frenzy", "Catch the golden dragon and apply with a screenshot."],
    ty: ["Kasiyahan sa pangingisda", "Hulihin ang gintong dragon at mag-apply na may screenshot."],
  },
  {
    promotionType: null,
    applyMode: "APPLY",
    bonusCents: 4_000,
    ...running,
    en: ["Card table champion", "Win a PVP table of eight and apply for the champion bonus."],
    ty: ["Kampeon sa mesa ng baraha", "Manalo sa PVP na mesa ng walo at mag-apply para sa bonus."],
  },
  {
    promotionType: null,
    applyMode: "APPLY",
    bonusCents: 20_000,
    startsInDays: 5,
    endsInDays: 40,
    en: ["Lunar new year red envelopes", "Red envelopes for every member, starting soon."],
    ty: ["Mga ampao sa Lunar New Year", "Ampao para sa lahat ng miyembro, malapit na."],
  },
  {
    promotionType: null,
    applyMode: "AUTO",
    bonusCents: 100_000,
    startsInDays: 12,
    endsInDays: 20,
    en: ["Anniversary mega draw", "Our anniversary draw opens soon."],
    ty: ["Malaking bunutan sa anibersaryo", "Malapit nang magbukas ang bunutan sa aming anibersaryo."],
  },
  {
    promotionType: null,
    applyMode: "APPLY",
    bonusCents: 5_000,
    startsInDays: -60,
    endsInDays: -30,
    en: ["Summer splash", "Our summer promotion has ended."],
    ty: ["Summer splash", "Tapos na ang aming promo ngayong tag-init."],
  },
  {
    promotionType: null,
    applyMode: "APPLY",
    bonusCents: 5_000,
    startsInDays: -40,
    endsInDays: -1,
    en: ["Halloween spins", "Our Halloween promotion has ended."],
    ty: ["Halloween spins", "Tapos na ang aming promo para sa Halloween."],
  },
];

function contentOf(language: "en" | "ty", [title, summary]: SeedActivity["en"]): string {
  const rules =
    language === "en"
      ? [
          "One application per member.",
          "Attach up to 3 screenshots (PNG or JPG).",
          "The bonus is credited to your main wallet when you claim it in the reward centre.",
        ]
      : [
          "Isang aplikasyon bawat miyembro.",
          "Maglakip ng hanggang 3 screenshot (PNG o JPG).",
          "Mapupunta ang bonus sa iyong pangunahing pitaka kapag kinuha mo ito sa sentro ng gantimpala.",
        ];
  return `<h3>${title}</h3><p>${summary}</p><ul>${rules.map((rule) => `<li>${rule}</li>`).join("")}</ul>`;
}

const DAY_MS = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

/** Seeded participations: activity index → status, for each of these players. */
const SEEDED_APPLICATIONS: Record<
  string,
  ReadonlyArray<[activity: number, status: "APPLYING" | "REJECTED" | "PROCESS" | "ISSUED" | "CLAIMED"]>
> = {
  demo_member: [
    [0, "ISSUED"],
    [2, "CLAIMED"],
    [4, "APPLYING"],
    [5, "REJECTED"],
    [6, "PROCESS"],
  ],
  player005: [
    [0, "ISSUED"],
    [2, "CLAIMED"],
  ],
};

export function seedMerchantPromotions(db: Database.Database, merchant: string, now: Date): void {
  const currency = currencyOf(db, merchant);
  const money = (pesoMinor: number) => demoAmount(currency, pesoMinor);
  const text = (activity: SeedActivity, language: "en" | "ty"): SeedActivity["en"] => {
    const [title, summary] = activity[language];
    return [title, summary.replace("{bonus}", amountText(money(activity.bonusCents), currency, true))];
  };
  const insertActivity = db.prepare(`INSERT INTO activities (merchant, title_en, title_ty, summary_en, summary_ty, content_en, content_ty,
    promotion_type, apply_mode, bonus_cents, starts_at, ends_at, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const ids = SEEDED_ACTIVITIES.map((activity, sort) =>
    Number(
      insertActivity.run(
        merchant,
        text(activity, "en")[0],
        text(activity, "ty")[0],
        text(activity, "en")[1],
        text(activity, "ty")[1],
        contentOf("en", text(activity, "en")),
        contentOf("ty", text(activity, "ty")),
        activity.promotionType,
        activity.applyMode,
        money(activity.bonusCents),
        daysFrom(now, activity.startsInDays),
        daysFrom(now, activity.endsInDays),
        sort,
      ).lastInsertRowid,
    ),
  );

  const accountId = db.prepare("SELECT id FROM accounts WHERE merchant = ? AND username = ?").pluck();
  const insertApplication =
    db.prepare(`INSERT INTO activity_applications (activity_id, account_id, comment, status, bonus_cents, applied_at,
    reviewed_at, issued_at, claimed_at, claim_reference) VALUES (@activityId, @accountId, 'Seeded application', @status, @bonus, @appliedAt,
    @reviewedAt, @issuedAt, @claimedAt, @reference)`);
  const insertEnvelope = db.prepare(
    "INSERT INTO red_envelopes (account_id, title, amount_cents, status, sent_at, expires_at) VALUES (?, ?, ?, 'OPEN', ?, ?)",
  );
  for (const [username, applications] of Object.entries(SEEDED_APPLICATIONS)) {
    const account = accountId.get(merchant, username) as number;
    for (const [index, status] of applications) {
      const reviewed = status !== "APPLYING";
      const issued = status === "ISSUED" || status === "CLAIMED";
      insertApplication.run({
        activityId: ids[index],
        accountId: account,
        status,
        bonus: issued ? money(SEEDED_ACTIVITIES[index].bonusCents) : null,
        appliedAt: daysFrom(now, -5),
        reviewedAt: reviewed ? daysFrom(now, -4) : null,
        issuedAt: issued ? daysFrom(now, -3) : null,
        claimedAt: status === "CLAIMED" ? daysFrom(now, -2) : null,
        reference: status === "CLAIMED" ? `PB-SEED-${merchant}-${account}-${index}` : null,
      });
    }
    // One envelope to claim this week, one whose week has passed.
    insertEnvelope.run(account, "Lucky draw prize", money(8_888), daysFrom(now, -1), daysFrom(now, 7));
    insertEnvelope.run(account, "Lucky draw prize", money(1_888), daysFrom(now, -9), daysFrom(now, -2));
  }
}
