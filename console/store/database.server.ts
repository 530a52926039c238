import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { MIGRATIONS } from "./migrations";

export type ConsoleStore = Database.Database;

/**
 * Opens the console's own store (staff, their sessions, the audit log, published versions): an
 * embedded database file, never the platform's player accounts. `:memory:` for a test. Migrations
 * run in order, each once, recorded in `user_version`.
 */
export function openConsoleStore(path: string): ConsoleStore {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  const applied = db.pragma("user_version", { simple: true }) as number;
  for (const [index, sql] of MIGRATIONS.entries()) {
    if (index < applied) continue;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
  return db;
}
