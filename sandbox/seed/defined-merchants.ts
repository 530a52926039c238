import type Database from "better-sqlite3";
import type { WhitelabelFlag } from "../../app/platform/contract";
import { passwordHashes, seedMerchantAccounts } from "./accounts";
import { seedAgentAnnouncements } from "./agent-team";
import { ANNOUNCEMENT_COUNT, seedMerchantAnnouncements } from "./announcements";
import { seedMerchantAffiliateCodes } from "./affiliate-codes";
import { BANNERS, seedMerchantBanners } from "./banners";
import { seedMerchantBets } from "./bets";
import { seedMerchantRebates } from "./rebates";
import { seedMerchantReferralsAndMissions } from "./referral-and-missions";
import { seedMerchantPoints } from "./points";
import { seedMerchantPromotions } from "./promotions";
import { seedMerchantBonuses } from "./bonuses";
import { seedMerchantLotteryAndLive } from "./lottery-and-live";
import { seedMerchantHelp } from "./help";
import { seedMerchantContentPages } from "./content-pages";
import type { MerchantDefinition } from "./merchant-definitions";
import { builtInMerchant, hostLabel, insertMerchant, type MerchantSeed } from "./merchants";
import { createRandom } from "./random";
import { MERCHANT_VENDORS, offerVendors } from "./vendors";

/**
 * Adds every defined merchant the database does not have yet, leaving the others
 * as they are: how a sandbox with existing data picks up a new brand's merchant.
 * Returns the codes added.
 */
export function addDefinedMerchants(db: Database.Database, definitions: readonly MerchantDefinition[], now: Date): string[] {
  const existing = new Set(db.prepare("SELECT code FROM merchants").pluck().all() as string[]);
  const missing = definitions.filter((definition) => !existing.has(definition.code));
  db.transaction(() => {
    for (const definition of missing) seedDefinedMerchant(db, definition, now);
  })();
  return missing.map((definition) => definition.code);
}

/**
 * A merchant with its template's catalogue, banners, announcements, help and demo
 * accounts. Its random streams are its own, so adding it changes no other rows.
 */
function seedDefinedMerchant(db: Database.Database, definition: MerchantDefinition, now: Date): void {
  const { code, template } = definition;
  insertMerchant(db, merchantSeed(definition), createRandom(`merchants:${code}`).hex(32));
  offerVendors(db, code, MERCHANT_VENDORS[template]);
  const accountsRandom = createRandom(`accounts:${code}`);
  seedMerchantAccounts(db, {
    merchant: code,
    language: definition.languages[0],
    random: accountsRandom,
    hashes: passwordHashes(accountsRandom),
    now,
  });
  seedMerchantAffiliateCodes(db, code);
  seedMerchantBanners(db, code, BANNERS[template]);
  seedMerchantAnnouncements(db, code, ANNOUNCEMENT_COUNT[template], now);
  seedAgentAnnouncements(db, code, now);
  seedMerchantHelp(db, code, definition.languages);
  seedMerchantContentPages(db, code, definition.languages, now);
  seedMerchantBets(db, code, createRandom(`bets:${code}`), now);
  seedMerchantBonuses(db, code, createRandom(`bonuses:${code}`), now);
  seedMerchantRebates(db, code);
  seedMerchantReferralsAndMissions(db, code, createRandom(`referral:${code}`), now);
  seedMerchantPoints(db, code, createRandom(`points:${code}`), now);
  seedMerchantPromotions(db, code, now);
  seedMerchantLotteryAndLive(db, code, createRandom(`lottery:${code}`), now);
}

function merchantSeed(definition: MerchantDefinition): MerchantSeed {
  const template = builtInMerchant(definition.template);
  const flags = effectiveFlags(template.flags, definition.flags);
  // The template's support and social links, re-pointed at the new merchant's name.
  const retarget = (url: string) => url.replaceAll(hostLabel(template.code), hostLabel(definition.code));
  return {
    ...template,
    code: definition.code,
    name: definition.name,
    languages: definition.languages,
    currency: definition.currency,
    currencySymbol: definition.currencySymbol,
    flags,
    registerSettings: {
      ...template.registerSettings,
      usernameRegistration: flags.includes("USERNAMEREG3"),
      mobileRegistration: flags.includes("MOBILENUMREG3"),
      smsVerification: flags.includes("REGMOBVERF3"),
      minAge: definition.minAge ?? template.registerSettings.minAge,
    },
    // As a new brand declares it: none unless the file says so (the template's would refuse withdrawals its portal does not announce).
    kycThresholdCents: definition.kycThresholdCents,
    // Likewise the licence's rules: the file's, never the template's.
    protection: definition.protection,
    analyticsId: null,
    customerService: template.customerService.map((entry) => ({ ...entry, path: retarget(entry.path) })),
    resources: template.resources.map((entry) => ({ ...entry, url: retarget(entry.url) })),
  };
}

function effectiveFlags(templateFlags: readonly WhitelabelFlag[], overrides: Partial<Record<WhitelabelFlag, boolean>>): WhitelabelFlag[] {
  const enabled = new Set(templateFlags);
  for (const [flag, on] of Object.entries(overrides) as Array<[WhitelabelFlag, boolean]>) {
    if (on) enabled.add(flag);
    else enabled.delete(flag);
  }
  return [...enabled];
}
