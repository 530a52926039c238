import { EXCLUSION_PERIODS, type ExclusionKind, type ExclusionPeriod } from "../../app/platform/contract/exclusion";
import type { Db } from "../db/index";
import { prepared } from "../db/statements";
import { SandboxError } from "./errors";
import type { AccountRow } from "./accounts";
import type { EndedSession } from "../../app/platform/contract/sessions";
import { endSessions } from "./sessions";
import { accountsProvedAlike, brandOf, registrationSiblings, sameAccountIds, type BrandRow } from "./identity";
import { protectionRules } from "./protection-rules";

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

/**
 * A break still closes the account: it is active, or it was a self-exclusion that has ended and
 * the player has not come back from (a time-out ends on its own).
 */
const CLOSES = `(e.ends_at IS NULL OR e.ends_at > ? OR (e.kind = 'EXCLUSION' AND x.returned_at IS NULL))`;

/** The ids among `accountIds` that a break still closes (the agent's downline view). */
export function excludedAmong(db: Db, accountIds: number[], now: Date): Set<number> {
  if (accountIds.length === 0) return new Set();
  const ids = prepared(
    db,
    `SELECT DISTINCT a.id FROM accounts a
       JOIN exclusion_accounts x ON x.merchant = a.merchant AND x.username = a.username
       JOIN exclusions e ON e.id = x.exclusion_id
      WHERE a.id IN (SELECT value FROM json_each(?)) AND ${CLOSES}`,
  )
    .pluck()
    .all(JSON.stringify(accountIds), now.toISOString()) as number[];
  return new Set(ids);
}

/** Whether a break still closes the account: nothing is pushed to it (an agent's transfer, a red envelope) until the player is back. */
export function closedByBreak(db: Db, account: Pick<AccountRow, "merchant" | "username">, now: Date): boolean {
  return (
    prepared(
      db,
      `SELECT 1 FROM exclusion_accounts x JOIN exclusions e ON e.id = x.exclusion_id WHERE x.merchant = ? AND x.username = ? AND ${CLOSES} LIMIT 1`,
    ).get(account.merchant, account.username, now.toISOString()) !== undefined
  );
}

/**
 * The (merchant, username) pairs an exclusion asked by `account` covers, each an account that is
 * provably the same player: its rows on the brands sharing its registration; with `allBrands`,
 * on the operator's other brands, the accounts that proved the same mobile number or e-mail as
 * it did (verified by a code or link sent there), with their rows on their registrations' brands.
 * A number or username only typed in covers nothing but the account itself.
 */
function coveredAccounts(db: Db, account: AccountRow, allBrands: boolean): Array<{ merchant: string; username: string }> {
  const ids = new Set(sameAccountIds(db, account));
  if (allBrands) {
    for (const brand of operatorBrands(db, account.merchant)) {
      for (const alike of accountsProvedAlike(db, brand.merchant, account)) for (const id of sameAccountIds(db, alike)) ids.add(id);
    }
  }
  return prepared(db, "SELECT merchant, username FROM accounts WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id").all(
    JSON.stringify([...ids]),
  ) as Array<{ merchant: string; username: string }>;
}

/**
 * Starts a time-out or exclusion now and ends every session of the accounts it covers. The
 * brands it covers are answered by merchant and name: the brand, the brands sharing its
 * registration, and with `allBrands` the rest of the operator's brands. On a merchant whose
 * licence makes every brand the rule (`exclusionCoversAllBrands`), it covers them whatever was asked.
 */
export function startExclusion(
  db: Db,
  account: AccountRow,
  { period, allBrands: asked }: { period: ExclusionPeriod; allBrands: boolean },
  now: Date,
): { kind: ExclusionKind; until: string | null; brands: Array<{ merchant: string; name: string }>; ended: EndedSession[] } {
  const allBrands = asked || protectionRules(db, account.merchant).exclusionCoversAllBrands;
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
  const brands = [...brandCodes].map((code) => ({ merchant: code, name: brandOf(db, code).name }));
  return { kind, until, brands, ended };
}
