import Database from "better-sqlite3";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { seedDatabase, type MerchantDefinition, type SeedOptions } from "../seed/index";

export type Db = Database.Database;

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Tables a reset keeps. The encryption keys are the platform's identity, not seed data:
 * a running portal caches them, so a reset must not invalidate its key.
 */
const KEPT_ON_RESET = new Set(["schema_migrations", "encryption_keys"]);

/** Opens (creating its folder) and migrates the database; ":memory:" for a throwaway one. */
export function openDatabase(path: string): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (path !== ":memory:") db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  migrate(db);
  return db;
}

/**
 * An in-memory database opened from `image`, a database serialized by better-sqlite3's
 * `serialize()` (a copy: the image is not changed), then migrated like any other.
 */
export function openDatabaseImage(image: Buffer): Db {
  const db = new Database(image);
  db.pragma("foreign_keys = ON");
  migrate(db);
  return db;
}

/** Applies, in file-name order, each `migrations/NNN_*.sql` not yet recorded in schema_migrations. */
export function migrate(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(db.prepare("SELECT version FROM schema_migrations").pluck().all() as string[]);
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort();
  const record = db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)");
  for (const file of files) {
    const version = file.replace(/\.sql$/, "");
    if (applied.has(version)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), "utf8");
    db.transaction(() => {
      db.exec(sql);
      record.run(version, new Date().toISOString());
    })();
  }
}

export function isSeeded(db: Db): boolean {
  return (db.prepare("SELECT COUNT(*) FROM merchants").pluck().get() as number) > 0;
}

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
