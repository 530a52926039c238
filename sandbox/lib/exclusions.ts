import { EXCLUSION_PERIODS, type ExclusionKind, type ExclusionPeriod } from "../../app/platform/contract/exclusion";
import type { Db } from "../db/index";
import { prepared } from "../calls/statements";
import { SandboxError } from "../handler";
import type { AccountRow } from "./accounts";
import type { EndedSession } from "../../app/platform/contract/sessions";
import { endSessions } from "./sessions";

const DAY_MS = 86_400_000;

/** When a period started at `from` ends; null for a permanent exclusion. Months are calendar months (UTC). */
export function exclusionEnd(period: ExclusionPeriod, from: Date): Date | null {
  const days = (n: number) => new Date(from.getTime() + n * DAY_MS);
  const months = (n: number) => {
    const end = new Date(from);
    end.setUTCMonth(end.getUTCMonth() + n);
    return end;
  };
  switch (period) {
    case "TIMEOUT_24H":
      return days(1);
    case "TIMEOUT_7D":
      return days(7);
    case "TIMEOUT_6W":
      return days(42);
    case "EXCLUSION_6M":
      return months(6);
    case "EXCLUSION_1Y":
      return months(12);
    case "EXCLUSION_5Y":
      return months(60);
    case "EXCLUSION_PERMANENT":
      return null;
  }
}

interface BrandRow {
  code: string;
  name: string;
  operator: string | null;
  registration: string | null;
}

const brandOf = (db: Db, code: string) =>
  prepared(db, "SELECT code, name, operator, registration FROM merchants WHERE code = ?").get(code) as BrandRow;

/** The merchants sharing `merchant`'s registration, itself included: one account per username across them. */
export function registrationSiblings(db: Db, merchant: string): BrandRow[] {
  const brand = brandOf(db, merchant);
  if (brand.registration === null) return [brand];
  return prepared(db, "SELECT code, name, operator, registration FROM merchants WHERE registration = ? ORDER BY code").all(
    brand.registration,
  ) as BrandRow[];
}

/** The accounts of one platform account: this one's username on every brand sharing its registration (itself when none does). */
export function sharedRegistrationAccounts(db: Db, merchant: string, username: string): number[] {
  const codes = registrationSiblings(db, merchant).map((brand) => brand.code);
  return prepared(db, `SELECT id FROM accounts WHERE username = ? AND merchant IN (${codes.map(() => "?").join(", ")})`)
    .pluck()
    .all(username, ...codes) as number[];
}

/** The operator's other brands, each saying whether it shares `merchant`'s registration. */
export function operatorBrands(db: Db, merchant: string): Array<{ merchant: string; name: string; sharesRegistration: boolean }> {
  const brand = brandOf(db, merchant);
  if (brand.operator === null) return [];
  const rows = prepared(db, "SELECT code, name, operator, registration FROM merchants WHERE operator = ? AND code <> ? ORDER BY code").all(
    brand.operator,
    merchant,
  ) as BrandRow[];
  return rows.map((row) => ({
    merchant: row.code,
    name: row.name,
    sharesRegistration: brand.registration !== null && row.registration === brand.registration,
  }));
}

export interface ActiveExclusion {
  kind: ExclusionKind;
  until: string | null;
}

/**
 * The account's active time-out or exclusion, read on the sandbox's clock: a time-out is over
 * once the clock passes its end. With several, the one that ends last (a permanent one first).
 */
export function activeExclusion(db: Db, account: Pick<AccountRow, "merchant" | "username">, now: Date): ActiveExclusion | null {
  const row = prepared(
    db,
    `SELECT e.kind, e.ends_at FROM exclusions e JOIN exclusion_accounts x ON x.exclusion_id = e.id
      WHERE x.merchant = ? AND x.username = ? AND (e.ends_at IS NULL OR e.ends_at > ?)
      ORDER BY e.ends_at IS NULL DESC, e.ends_at DESC LIMIT 1`,
  ).get(account.merchant, account.username, now.toISOString()) as { kind: ExclusionKind; ends_at: string | null } | undefined;
  return row ? { kind: row.kind, until: row.ends_at } : null;
}

/** Sign-in, on every way in: refused while an exclusion covers the account, with its end. */
export function refuseIfExcluded(db: Db, account: AccountRow, now: Date): void {
  const active = activeExclusion(db, account, now);
  if (active) throw new SandboxError(active.kind === "TIMEOUT" ? "TIMED_OUT" : "SELF_EXCLUDED", { until: active.until });
}

/** The ids among `accountIds` with an active exclusion (the agent's downline view). */
export function excludedAmong(db: Db, accountIds: number[], now: Date): Set<number> {
  if (accountIds.length === 0) return new Set();
  const ids = prepared(
    db,
    `SELECT DISTINCT a.id FROM accounts a
       JOIN exclusion_accounts x ON x.merchant = a.merchant AND x.username = a.username
       JOIN exclusions e ON e.id = x.exclusion_id
      WHERE a.id IN (SELECT value FROM json_each(?)) AND (e.ends_at IS NULL OR e.ends_at > ?)`,
  )
    .pluck()
    .all(JSON.stringify(accountIds), now.toISOString()) as number[];
  return new Set(ids);
}

/**
 * The (merchant, username) pairs an exclusion asked by `account` covers: its brand and every
 * brand sharing its registration (by username, registered there yet or not); with `allBrands`,
 * on the operator's brands with a registration of their own, the accounts of the same mobile
 * number (the operator's way to know a player across registrations) and their registrations'
 * brands.
 */
function coveredAccounts(db: Db, account: AccountRow, allBrands: boolean): Array<{ merchant: string; username: string }> {
  const covered = new Map<string, { merchant: string; username: string }>();
  const add = (merchant: string, username: string) => {
    for (const sibling of registrationSiblings(db, merchant))
      covered.set(`${sibling.code}\n${username}`, { merchant: sibling.code, username });
  };
  add(account.merchant, account.username);
  const mobile = account.mobile_number === null ? null : `${account.mobile_dialing_code ?? ""}${account.mobile_number}`;
  if (allBrands && mobile !== null) {
    for (const brand of operatorBrands(db, account.merchant).filter((candidate) => !candidate.sharesRegistration)) {
      const usernames = prepared(
        db,
        "SELECT username FROM accounts WHERE merchant = ? AND mobile_dialing_code || mobile_number = ? AND is_agent <> 4",
      )
        .pluck()
        .all(brand.merchant, mobile) as string[];
      for (const username of usernames) add(brand.merchant, username);
    }
  }
  return [...covered.values()];
}

/**
 * Starts a time-out or exclusion now and ends every session of the accounts it covers. The
 * brands it covers are answered by name: the brand, the brands sharing its registration, and
 * with `allBrands` the rest of the operator's brands.
 */
export function startExclusion(
  db: Db,
  account: AccountRow,
  { period, allBrands }: { period: ExclusionPeriod; allBrands: boolean },
  now: Date,
): { kind: ExclusionKind; until: string | null; brands: string[]; ended: EndedSession[] } {
  const kind = EXCLUSION_PERIODS[period];
  const until = exclusionEnd(period, now)?.toISOString() ?? null;
  const pairs = coveredAccounts(db, account, allBrands);
  const brandCodes = new Set(registrationSiblings(db, account.merchant).map((brand) => brand.code));
  if (allBrands) for (const brand of operatorBrands(db, account.merchant)) brandCodes.add(brand.merchant);
  const ended = db.transaction(() => {
    const id = Number(
      prepared(db, "INSERT INTO exclusions (account_id, kind, period, all_brands, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)").run(
        account.id,
        kind,
        period,
        allBrands ? 1 : 0,
        now.toISOString(),
        until,
      ).lastInsertRowid,
    );
    const insert = prepared(db, "INSERT INTO exclusion_accounts (exclusion_id, merchant, username) VALUES (?, ?, ?)");
    for (const pair of pairs) insert.run(id, pair.merchant, pair.username);
    const accountIds = prepared(
      db,
      `SELECT a.id FROM accounts a JOIN exclusion_accounts x ON x.merchant = a.merchant AND x.username = a.username
        WHERE x.exclusion_id = ?`,
    )
      .pluck()
      .all(id) as number[];
    return endSessions(db, accountIds, now);
  })();
  const names = [...brandCodes].map((code) => brandOf(db, code).name);
  return { kind, until, brands: names, ended };
}
