import Database from "better-sqlite3";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { PROJECT_ROOT } from "../../app/runtime/project-root.server";

export type Db = Database.Database;

const MIGRATIONS_DIR = join(PROJECT_ROOT, "sandbox", "db", "migrations");

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
