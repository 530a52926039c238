import type Database from "better-sqlite3";
import { seedAccounts } from "./accounts";
import { seedAgentReports } from "./agent-reports";
import { seedAgentContracts } from "./agent-contracts";
import { seedAgentTeam } from "./agent-team";
import { seedAffiliateCodes } from "./affiliate-codes";
import { seedAnnouncements } from "./announcements";
import { seedBanners } from "./banners";
import { seedBets, seedMemberBets } from "./bets";
import { seedBonuses } from "./bonuses";
import { seedCountries } from "./countries";
import { seedExclusions } from "./exclusions";
import { addDefinedMerchants } from "./defined-merchants";
import { seedGames } from "./games";
import { seedHelp } from "./help";
import { seedContentPages } from "./content-pages";
import { seedLotteryGames, seedMerchantLotteryAndLive } from "./lottery-and-live";
import type { MerchantDefinition } from "./merchant-definitions";
import { SEEDED_MERCHANTS, seedMerchants } from "./merchants";
import { createRandom } from "./random";
import { seedMerchantPromotions } from "./promotions";
import { seedMerchantRebates } from "./rebates";
import { seedMerchantReferralsAndMissions } from "./referral-and-missions";
import { seedMerchantPoints } from "./points";
import { seedPlayTime } from "./play-time";
import { seedSignInSteps } from "./sign-in-steps";
import { seedVendors } from "./vendors";
import { seedLimitAccounts } from "./limits";
import { seedEmailVerificationAccounts } from "./email-verification";
import { seedKycAccounts } from "./kyc";

export { seedMemberBets, type MemberBetsOptions } from "./bets";
export { SEEDED_ACCOUNTS, SEEDED_DIALING_CODE, SEEDED_PLAYER_COUNT } from "./accounts";
export { SEEDED_EXCLUSION_ACCOUNTS, SEEDED_OPERATORS } from "./exclusions";
export { SEEDED_MERCHANTS, type SeededMerchant } from "./merchants";
export { PASSWORD_ACCOUNTS, seededEmail } from "./passwords";
export { addDefinedMerchants } from "./defined-merchants";
export { loadMerchantDefinitions, type MerchantDefinition } from "./merchant-definitions";

export interface SeedOptions {
  /** The seed's notion of "now": timestamps are relative to it, so two seeds with the same `now` are identical. */
  now: Date;
  /** Merchants defined in files, seeded after the built-in ones. */
  definedMerchants?: readonly MerchantDefinition[];
  /**
   * A long betting history: this many more bets by AURORA's demo_member, spread over the last
   * 29 days (all in the records' "last 30 days"), to try deep record pages (page 5,000 of 100,000 bets).
   */
  memberBets?: number;
}

/** The account the `memberBets` option gives a long history. */
export const LONG_HISTORY_MEMBER = { merchant: "AURORA", username: "demo_member" } as const;

/**
 * Fills an empty, migrated database with the sandbox's deterministic demo data,
 * in one transaction: the built-in merchants, then the defined ones.
 */
export function seedDatabase(db: Database.Database, options: SeedOptions): void {
  db.transaction(() => {
    seedMerchants(db);
    seedAccounts(db, options.now);
    seedSignInSteps(db, options.now);
    seedAffiliateCodes(db);
    seedCountries(db);
    seedVendors(db);
    seedGames(db);
    seedBanners(db);
    seedAnnouncements(db, options.now);
    seedHelp(db);
    seedContentPages(db, options.now);
    seedBets(db, options.now);
    seedAgentTeam(db, options.now);
    seedBonuses(db, options.now);
    seedAgentReports(db, options.now);
    for (const merchant of SEEDED_MERCHANTS) seedMerchantRebates(db, merchant);
    for (const merchant of SEEDED_MERCHANTS) {
      seedMerchantReferralsAndMissions(db, merchant, createRandom(`referral:${merchant}`), options.now);
    }
    for (const merchant of SEEDED_MERCHANTS) seedMerchantPoints(db, merchant, createRandom(`points:${merchant}`), options.now);
    for (const merchant of SEEDED_MERCHANTS) seedMerchantPromotions(db, merchant, options.now);
    seedAgentContracts(db, options.now);
    seedPlayTime(db, options.now);
    seedLotteryGames(db, createRandom("lottery"), options.now);
    for (const merchant of SEEDED_MERCHANTS) {
      seedMerchantLotteryAndLive(db, merchant, createRandom(`lottery:${merchant}`), options.now);
    }
    // Last of the built-in data, so that no account seeded before it changes its id.
    seedExclusions(db, options.now);
    seedLimitAccounts(db, options.now);
    seedEmailVerificationAccounts(db, options.now);
    seedKycAccounts(db, options.now);
    addDefinedMerchants(db, options.definedMerchants ?? [], options.now);
    if (options.memberBets) seedMemberBets(db, { ...LONG_HISTORY_MEMBER, count: options.memberBets, now: options.now });
  })();
}
