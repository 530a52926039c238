import type Database from "better-sqlite3";
import { currencyOf, demoAmount } from "../lib/currency";
import { minorDigits } from "../../app/format/money";
import type { SeededMerchant } from "./merchants";

type Linkage = { type: "NONE" | "ROUTE" | "URL" | "GAME"; target: string };
/**
 * A banner's titles. An amount in them is written `{amount:N}`, N a demo amount in a peso-like
 * currency's minor units (see sandbox/lib/currency.ts): each merchant's banner says it in its own
 * money, so a merchant made from another's template never offers pesos to players of dirhams.
 */
export type BannerSeed = { group: "w_home" | "w_leftmenu" | "w_reg" | "w_forget"; en: string; ty: string; linkage: Linkage };

const none: Linkage = { type: "NONE", target: "" };
const promotions: Linkage = { type: "ROUTE", target: "/promotions" };
const game = (nodeId: string): Linkage => ({ type: "GAME", target: nodeId });
const url = (target: string): Linkage => ({ type: "URL", target });

/** LUMEN has exactly one home banner, so the portal's carousel shows it static. */
export const BANNERS: Record<SeededMerchant, BannerSeed[]> = {
  AURORA: [
    {
      group: "w_home",
      en: "Welcome bonus 100% up to {amount:500000}",
      ty: "Bonus sa pagsali 100% hanggang {amount:500000}",
      linkage: promotions,
    },
    { group: "w_home", en: "Play the new PG Soft releases", ty: "Laruin ang mga bagong laro ng PG Soft", linkage: game("RNG-PG-0002") },
    { group: "w_home", en: "Live casino with real dealers", ty: "Live casino na may totoong dealer", linkage: game("LIVE-EVO-0001") },
    { group: "w_home", en: "Play responsibly", ty: "Maglaro nang responsable", linkage: url("https://www.responsiblegambling.org/") },
    { group: "w_leftmenu", en: "Daily rebate 1.5%", ty: "Araw-araw na rebate 1.5%", linkage: promotions },
    { group: "w_leftmenu", en: "Invite friends, earn more", ty: "Mag-imbita ng kaibigan, kumita pa", linkage: none },
    { group: "w_reg", en: "Sign up and claim {amount:10000}", ty: "Mag-sign up at kunin ang {amount:10000}", linkage: none },
    { group: "w_forget", en: "Keep your account safe", ty: "Panatilihing ligtas ang iyong account", linkage: none },
  ],
  LUMEN: [
    { group: "w_home", en: "Lumen: every spin counts", ty: "Lumen: mahalaga ang bawat ikot", linkage: promotions },
    { group: "w_leftmenu", en: "Weekly cashback", ty: "Lingguhang cashback", linkage: promotions },
    { group: "w_reg", en: "Join with your mobile number", ty: "Sumali gamit ang iyong numero ng mobile", linkage: none },
    { group: "w_forget", en: "Reset your password by SMS", ty: "I-reset ang password sa SMS", linkage: none },
  ],
  TALA: [
    { group: "w_home", en: "Sabong live every night", ty: "Sabong live gabi-gabi", linkage: game("COCKFIGHT-DS88-0001") },
    { group: "w_home", en: "JILI jackpots this week", ty: "Mga jackpot ng JILI ngayong linggo", linkage: game("RNG-JILI-0003") },
    { group: "w_home", en: "Tala rewards", ty: "Mga gantimpala ng Tala", linkage: promotions },
    { group: "w_leftmenu", en: "Lotto results", ty: "Resulta ng lotto", linkage: game("LOTTERY-TCG_SEA-0001") },
    { group: "w_reg", en: "Free play for new players", ty: "Libreng laro para sa mga bagong manlalaro", linkage: none },
    { group: "w_forget", en: "We are here to help", ty: "Narito kami para tumulong", linkage: url("https://t.me/tala_casino_help") },
  ],
  SAIGON: [
    {
      group: "w_home",
      en: "Welcome bonus 100% up to {amount:500000}",
      ty: "Bonus sa pagsali 100% hanggang {amount:500000}",
      linkage: promotions,
    },
    { group: "w_home", en: "Vietnam lotto, every evening", ty: "Vietnam lotto, gabi-gabi", linkage: game("LOTTERY-TCG_LOTTO_VN-0001") },
    { group: "w_leftmenu", en: "Daily rebate 0.8% on slots", ty: "Araw-araw na rebate 0.8% sa slots", linkage: promotions },
    { group: "w_reg", en: "Sign up and claim {amount:10000}", ty: "Mag-sign up at kunin ang {amount:10000}", linkage: none },
    { group: "w_forget", en: "Keep your account safe", ty: "Panatilihing ligtas ang iyong account", linkage: none },
  ],
};

function bannerImagePath(id: string): string {
  return `/assets/banners/${id}.svg`;
}

export function seedBanners(db: Database.Database): void {
  for (const [merchant, banners] of Object.entries(BANNERS)) seedMerchantBanners(db, merchant, banners);
}

export function seedMerchantBanners(db: Database.Database, merchant: string, banners: readonly BannerSeed[]): void {
  const insert = db.prepare(`
    INSERT INTO banners (id, merchant, group_name, title_en, title_ty, image_path, linkage_type, linkage_target, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const currency = currencyOf(db, merchant);
  // Whole units, as a banner says them: "₱5,000", "₫5,000,000", "AED 5,000".
  const money = new Intl.NumberFormat("en", { style: "currency", currency, currencyDisplay: "narrowSymbol", maximumFractionDigits: 0 });
  const written = (title: string) =>
    title.replace(/\{amount:(\d+)\}/g, (_, pesoMinor: string) =>
      money.format(demoAmount(currency, Number(pesoMinor)) / 10 ** minorDigits(currency)),
    );
  const perGroup = new Map<string, number>();
  for (const banner of banners) {
    const sort = (perGroup.get(banner.group) ?? 0) + 1;
    perGroup.set(banner.group, sort);
    const id = `${merchant}-${banner.group}-${sort}`;
    insert.run(
      id,
      merchant,
      banner.group,
      written(banner.en),
      written(banner.ty),
      bannerImagePath(id),
      banner.linkage.type,
      banner.linkage.target,
      sort,
    );
  }
}
