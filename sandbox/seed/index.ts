import type Database from "better-sqlite3";
import type { Db } from "../db/index";
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

/**
 * Tables a reset keeps. The encryption keys are the platform's identity, not seed data:
 * a running portal caches them, so a reset must not invalidate its key.
 */
const KEPT_ON_RESET = new Set(["schema_migrations", "encryption_keys"]);

/** What a seed may add to the demo data (see SeedOptions). */
export type SeedExtras = Pick<SeedOptions, "memberBets">;

export function seed(db: Db, now: Date, definedMerchants: readonly MerchantDefinition[] = [], extras: SeedExtras = {}): void {
  seedDatabase(db, { now, definedMerchants, ...extras });
}

/** Wipes every data table (keeping the encryption keys) and seeds again. */
export function resetDatabase(db: Db, now: Date, definedMerchants: readonly MerchantDefinition[] = [], extras: SeedExtras = {}): void {
  // Plain tables only: the seed rebuilds a full-text index (a virtual table and its shadow
  // tables) from its content table.
  const tables = db
    .prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  // Deleting in dependency order is brittle; switch the checks off for the wipe only
  // (the pragma is a no-op inside a transaction, hence outside it).
  db.pragma("foreign_keys = OFF");
  try {
    db.transaction(() => {
      for (const table of tables) {
        if (!KEPT_ON_RESET.has(table)) db.exec(`DELETE FROM "${table}"`);
      }
    })();
  } finally {
    db.pragma("foreign_keys = ON");
  }
  seed(db, now, definedMerchants, extras);
}
