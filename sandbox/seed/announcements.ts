import type Database from "better-sqlite3";
import type { SeededMerchant } from "./merchants";
import { withMinimumAge } from "../lib/birthdays";

type AnnouncementSeed = {
  type: "B" | "PL" | "PU" | "PR" | "H";
  execution: "A" | "B" | "F";
  en: [title: string, html: string];
  ty: [title: string, html: string];
  promotionType?: string;
};

const ANNOUNCEMENTS: AnnouncementSeed[] = [
  {
    type: "B",
    execution: "B",
    en: ["Scheduled maintenance on Sunday", "<p>Some games will be unavailable on <strong>Sunday 02:00–04:00</strong>.</p>"],
    ty: ["Nakatakdang maintenance sa Linggo", "<p>Hindi magagamit ang ilang laro sa <strong>Linggo 02:00–04:00</strong>.</p>"],
  },
  {
    type: "B",
    execution: "A",
    en: ["New games every week", '<p>Check the <a href="/rng">slots lobby</a> for this week\'s releases.</p>'],
    ty: ["Bagong laro linggo-linggo", '<p>Tingnan ang <a href="/rng">lobby ng slots</a> para sa mga bagong laro.</p>'],
  },
  {
    type: "PU",
    execution: "B",
    en: ["Welcome!", "<h3>Welcome to our casino</h3><p>Register today and claim your welcome bonus.</p>"],
    ty: [
      "Maligayang pagdating!",
      "<h3>Maligayang pagdating sa aming casino</h3><p>Magparehistro ngayon at kunin ang bonus sa pagsali.</p>",
    ],
  },
  {
    type: "PU",
    execution: "A",
    en: [
      "Deposit bonus 100%",
      "<p>Double your first deposit of the day, up to 5,000.</p><ul><li>Minimum deposit 100</li><li>Turnover x10</li></ul>",
    ],
    ty: [
      "Bonus sa deposito 100%",
      "<p>Doblehin ang unang deposito ng araw, hanggang 5,000.</p><ul><li>Minimum na deposito 100</li><li>Turnover x10</li></ul>",
    ],
    promotionType: "DEPOSIT_BONUS",
  },
  {
    type: "PR",
    execution: "A",
    en: ["Daily rebate up to 1.5%", "<p>Rebates are paid every day at 12:00 on your valid bets.</p>"],
    ty: ["Araw-araw na rebate hanggang 1.5%", "<p>Ibinibigay ang rebate araw-araw nang 12:00 batay sa valid na taya.</p>"],
    promotionType: "REBATE",
  },
  {
    type: "PR",
    execution: "F",
    en: ["Your first-login gift", "<p>Welcome aboard: a free spin pack is waiting in the reward centre.</p>"],
    ty: ["Regalo sa unang pag-login", "<p>Maligayang pagdating: may libreng spin pack sa sentro ng gantimpala.</p>"],
    promotionType: "FIRST_LOGIN",
  },
  {
    type: "H",
    execution: "B",
    en: ["Play responsibly", "<p>Set limits and take breaks. Players must be {minAge} or older.</p>"],
    ty: ["Maglaro nang responsable", "<p>Magtakda ng limitasyon at magpahinga. Dapat {minAge} taong gulang pataas.</p>"],
  },
  {
    type: "PL",
    execution: "A",
    en: ["VIP levels updated", "<p>Your VIP level is reviewed every Monday.</p>"],
    ty: ["Na-update ang mga VIP level", "<p>Sinusuri ang iyong VIP level tuwing Lunes.</p>"],
  },
  {
    // Deliberately hostile markup: the portal must sanitise platform HTML, and this
    // gives its sanitiser a real <script> and onerror attribute to remove. The image itself
    // is one the sandbox serves (a game's icon), so the page that shows it requests nothing missing.
    type: "PU",
    execution: "A",
    en: [
      "Weekend tournament",
      '<p>Top 50 players share the prize pool.</p><img src="/assets/games/RNG-PG-0001.svg" alt="" onerror="alert(\'xss\')"><script>document.title=\'pwned\'</script>',
    ],
    ty: [
      "Torneo sa katapusan ng linggo",
      '<p>Hatian ng top 50 ang premyo.</p><img src="/assets/games/RNG-PG-0001.svg" alt="" onerror="alert(\'xss\')"><script>document.title=\'pwned\'</script>',
    ],
    promotionType: "TOURNAMENT",
  },
  {
    type: "PL",
    execution: "F",
    en: ["Complete your profile", "<p>Add your mobile number to secure your account.</p>"],
    ty: ["Kumpletuhin ang iyong profile", "<p>Idagdag ang mobile number para sa seguridad ng account.</p>"],
  },
  {
    type: "B",
    execution: "A",
    en: ["Withdrawal times", "<p>Withdrawals are processed within <em>15 minutes</em> on average.</p>"],
    ty: ["Oras ng withdrawal", "<p>Karaniwang napoproseso ang withdrawal sa loob ng <em>15 minuto</em>.</p>"],
  },
  {
    type: "PR",
    execution: "B",
    en: ["Refer a friend", "<p>Earn a bonus for every friend who joins and plays.</p>"],
    ty: ["Mag-refer ng kaibigan", "<p>Kumita ng bonus sa bawat kaibigang sumali at maglaro.</p>"],
    promotionType: "REFERRAL",
  },
  {
    type: "B",
    execution: "A",
    en: ["Sabong schedule", "<p>Live derbies start at 18:00 every day.</p>"],
    ty: ["Iskedyul ng sabong", "<p>Nagsisimula ang live derby araw-araw nang 18:00.</p>"],
  },
  {
    type: "PL",
    execution: "A",
    en: ["Security reminder", "<p>We will never ask for your password by phone or chat.</p>"],
    ty: ["Paalala sa seguridad", "<p>Hindi namin hihingin ang iyong password sa telepono o chat.</p>"],
  },
  // Past here, AURORA's alone: its members' popup has more than one page of 9.
  {
    type: "H",
    execution: "A",
    en: ["Customer service hours", "<p>Our live chat answers around the clock.</p>"],
    ty: ["Oras ng serbisyo sa customer", "<p>Sumasagot ang aming live chat buong araw at gabi.</p>"],
  },
  {
    type: "PR",
    execution: "A",
    en: ["Cashback weekend", "<p>Get 5% of your weekend losses back on Monday.</p>"],
    ty: ["Cashback sa katapusan ng linggo", "<p>Makuha ang 5% ng talo sa katapusan ng linggo tuwing Lunes.</p>"],
    promotionType: "CASHBACK",
  },
  {
    type: "B",
    execution: "A",
    en: ["New payment method", "<p>Deposit with e-wallets in under a minute.</p>"],
    ty: ["Bagong paraan ng bayad", "<p>Mag-deposito gamit ang e-wallet sa loob ng isang minuto.</p>"],
  },
  {
    type: "PL",
    execution: "A",
    en: ["Birthday bonus", "<p>Members with a verified birthday get a gift each year.</p>"],
    ty: ["Bonus sa kaarawan", "<p>May regalo bawat taon ang mga miyembrong may beripikadong kaarawan.</p>"],
  },
];

/** How many of the list each merchant shows: AURORA gets more than one page of 9. */
export const ANNOUNCEMENT_COUNT: Record<SeededMerchant, number> = { AURORA: ANNOUNCEMENTS.length, LUMEN: 9, TALA: 12, SAIGON: 10 };

const HOUR_MS = 3_600_000;

export function seedAnnouncements(db: Database.Database, now: Date): void {
  for (const [merchant, count] of Object.entries(ANNOUNCEMENT_COUNT)) seedMerchantAnnouncements(db, merchant, count, now);
}

/** The first `count` announcements of the list, for one merchant. */
export function seedMerchantAnnouncements(db: Database.Database, merchant: string, count: number, now: Date): void {
  const insert = db.prepare(`
    INSERT INTO announcements (id, merchant, type, execution, title_en, title_ty, content_en, content_ty, promotion_type, time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  ANNOUNCEMENTS.slice(0, count).forEach((item, index) => {
    insert.run(
      `${merchant}-N${String(index + 1).padStart(2, "0")}`,
      merchant,
      item.type,
      item.execution,
      item.en[0],
      item.ty[0],
      withMinimumAge(db, merchant, item.en[1]),
      withMinimumAge(db, merchant, item.ty[1]),
      item.promotionType ?? null,
      // Newest first in list order, seven hours apart.
      new Date(now.getTime() - (index + 1) * 7 * HOUR_MS).toISOString(),
    );
  });
}
