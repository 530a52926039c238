import type Database from "better-sqlite3";

/**
 * Prepared statements, compiled once per database and SQL text. Keyed by database
 * because a statement is bound to its connection (tests run several sandboxes).
 */
const cache = new WeakMap<Database.Database, Map<string, Database.Statement>>();

export function prepared(db: Database.Database, sql: string): Database.Statement {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}
