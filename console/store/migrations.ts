/**
 * The console store's schema, one entry per change, in order; an entry once shipped is never
 * edited (a store that ran it would not run it again): a change is a new entry at the end.
 */
export const MIGRATIONS: readonly string[] = [
  // Staff, their sessions, their sign-ins between the password and the code, and the counts of
  // wrong passwords by e-mail and by address. Times are milliseconds since the epoch. A session or
  // a sign-in is known by its id's SHA-256 only, so the store read by someone else opens nothing.
  `CREATE TABLE staff (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL UNIQUE,
     display_name TEXT NOT NULL,
     role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'translator', 'viewer')),
     password_hash TEXT NOT NULL,
     totp_secret TEXT NOT NULL,
     totp_last_step INTEGER,
     failed_codes INTEGER NOT NULL DEFAULT 0,
     failed_codes_since INTEGER,
     locked_until INTEGER,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE TABLE staff_sessions (
     id_hash TEXT PRIMARY KEY,
     staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id);
   CREATE TABLE staff_sign_in_tickets (
     id_hash TEXT PRIMARY KEY,
     staff_id INTEGER REFERENCES staff (id) ON DELETE CASCADE,
     email TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE staff_sign_in_throttle (
     key TEXT PRIMARY KEY,
     failures INTEGER NOT NULL,
     window_started_at INTEGER NOT NULL,
     locked_until INTEGER
   );`,
  // The audit log: appended to, never changed; the triggers refuse an update or a delete.
  `CREATE TABLE audit (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at INTEGER NOT NULL,
     staff_id INTEGER,
     email TEXT NOT NULL,
     action TEXT NOT NULL,
     brand_id TEXT,
     detail TEXT NOT NULL DEFAULT '{}',
     ip TEXT NOT NULL DEFAULT ''
   );
   CREATE INDEX audit_by_time ON audit (at);
   CREATE INDEX audit_by_action ON audit (action, at);
   CREATE INDEX audit_by_brand ON audit (brand_id, at);
   CREATE INDEX audit_by_staff ON audit (staff_id, at);
   CREATE TRIGGER audit_no_update BEFORE UPDATE ON audit BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
   CREATE TRIGGER audit_no_delete BEFORE DELETE ON audit BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;`,
  // Each brand's published versions, numbered 1, 2, ... per brand: who published (the e-mail kept as
  // written then), when (ms since the epoch), a note, and the live files then (JSON, path → base64).
  // "baseline" is the brand as it was before its first publish here; a rollback names the version it
  // put back. A version is never changed: a rollback publishes an old one's files as a new one.
  `CREATE TABLE brand_versions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     brand_id TEXT NOT NULL,
     number INTEGER NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('baseline', 'publish', 'rollback')),
     source_number INTEGER,
     staff_id INTEGER,
     email TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     note TEXT NOT NULL DEFAULT '',
     files TEXT NOT NULL,
     UNIQUE (brand_id, number)
   );
   CREATE TRIGGER brand_versions_no_update BEFORE UPDATE ON brand_versions BEGIN SELECT RAISE(ABORT, 'a published version is never changed'); END;`,
];
