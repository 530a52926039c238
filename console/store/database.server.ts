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
  whenNotBusy(() => db.pragma("journal_mode = WAL"));
  db.pragma("foreign_keys = ON");
  // The version is read inside the write lock (BEGIN IMMEDIATE): a cluster's workers open the same
  // file at once on a fresh machine, and one that read the version before another migrated would
  // run the same migration again and fail its start. The others wait for the lock (better-sqlite3's
  // busy timeout, 5 s), then find nothing to do.
  db.transaction(() => {
    const applied = db.pragma("user_version", { simple: true }) as number;
    if (applied >= MIGRATIONS.length) return;
    for (const sql of MIGRATIONS.slice(applied)) db.exec(sql);
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();
  return db;
}

/**
 * Runs `task`, again while another connection holds the lock it needs. Turning a fresh file's
 * journal to WAL takes the file whole, and SQLite answers SQLITE_BUSY at once there, without its
 * busy timeout: a cluster's workers opening a fresh store together would fail their start. Tried
 * for up to 10 s, pausing 20 ms (a pause at start only: the store is opened once per process).
 */
function whenNotBusy<T>(task: () => T): T {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let attempt = 1; ; attempt++) {
    try {
      return task();
    } catch (error) {
      if (!(error instanceof Database.SqliteError && error.code === "SQLITE_BUSY") || attempt >= 500) throw error;
      Atomics.wait(pause, 0, 0, 20);
    }
  }
}
