import type Database from "better-sqlite3";
import { seedAccounts } from "./accounts";
import { seedAgentReports } from "./agent-reports";
import { seedAgentContracts } from "./agent-contracts";
import { seedAgentTeam } from "./agent-team";
import { seedAffiliateCodes } from "./affiliate-codes";
import { seedAnnouncements } from "./announcements";
import { seedBanners } from "./banners";
import { seedBets } from "./bets";
import { seedBonuses } from "./bonuses";
import { seedCountries } from "./countries";
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
import { seedSignInSteps } from "./sign-in-steps";
import { seedVendors } from "./vendors";

export { SEEDED_ACCOUNTS, SEEDED_DIALING_CODE, SEEDED_PLAYER_COUNT } from "./accounts";
export { SEEDED_MERCHANTS, type SeededMerchant } from "./merchants";
export { PASSWORD_ACCOUNTS, seededEmail } from "./passwords";
export { addDefinedMerchants } from "./defined-merchants";
export { loadMerchantDefinitions, type MerchantDefinition } from "./merchant-definitions";

export interface SeedOptions {
  /** The seed's notion of "now": timestamps are relative to it, so two seeds with the same `now` are identical. */
  now: Date;
  /** Merchants defined in files, seeded after the built-in ones. */
  definedMerchants?: readonly MerchantDefinition[];
}

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
    seedLotteryGames(db, createRandom("lottery"), options.now);
    for (const merchant of SEEDED_MERCHANTS) {
      seedMerchantLotteryAndLive(db, merchant, createRandom(`lottery:${merchant}`), options.now);
    }
    addDefinedMerchants(db, options.definedMerchants ?? [], options.now);
  })();
}
