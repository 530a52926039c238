import type Database from "better-sqlite3";
import { seedAccounts } from "./accounts";
import { seedAnnouncements } from "./announcements";
import { seedBanners } from "./banners";
import { seedBets } from "./bets";
import { seedCountries } from "./countries";
import { seedGames } from "./games";
import { seedHelp } from "./help";
import { seedMerchants } from "./merchants";
import { seedVendors } from "./vendors";

export { SEEDED_ACCOUNTS, SEEDED_DIALING_CODE, SEEDED_PLAYER_COUNT } from "./accounts";
export { SEEDED_MERCHANTS, type SeededMerchant } from "./merchants";

export interface SeedOptions {
  /** The seed's notion of "now": timestamps are relative to it, so two seeds with the same `now` are identical. */
  now: Date;
}

/** Fills an empty, migrated database with the sandbox's deterministic demo data, in one transaction. */
export function seedDatabase(db: Database.Database, options: SeedOptions): void {
  db.transaction(() => {
    seedMerchants(db);
    seedAccounts(db, options.now);
    seedCountries(db);
    seedVendors(db);
    seedGames(db);
    seedBanners(db);
    seedAnnouncements(db, options.now);
    seedHelp(db);
    seedBets(db, options.now);
  })();
}
