import type { Db } from "../db/index";

/** The sandbox places a caller it has no country for in the Philippines. */
export const DEFAULT_CALLER_COUNTRY = "PH";

/** Where the platform places a caller: its IP's country as the control surface set it, else the Philippines. */
export function callerCountry(db: Db, ip: string): string {
  const row = db.prepare("SELECT country FROM caller_countries WHERE ip = ?").pluck().get(ip) as string | undefined;
  return row ?? DEFAULT_CALLER_COUNTRY;
}

/** Places callers from `ip` in `country` (the control surface's, for tests of regional rules). */
export function setCallerCountry(db: Db, ip: string, country: string): void {
  db.prepare("INSERT INTO caller_countries (ip, country) VALUES (?, ?) ON CONFLICT (ip) DO UPDATE SET country = excluded.country").run(
    ip,
    country,
  );
}
