import type Database from "better-sqlite3";
import type { ExclusionPeriod } from "../../app/platform/contract/exclusion";
import { accountByUsername } from "../lib/accounts";
import { startExclusion } from "../lib/exclusions";
import { addRegisterEntry } from "../lib/national-register";
import { hashDemoPassword } from "../lib/passwords";
import { SEEDED_ACCOUNTS, SEEDED_DIALING_CODE } from "./accounts";
import { createRandom } from "./random";

/**
 * The operators of the seeded merchants, as data: each merchant's operator and registration
 * (merchants with the same registration share the platform's account: the same username on
 * each is the same player). AURORA and LUMEN share one registration; TALA is the same
 * operator's brand with a registration of its own.
 */
export const SEEDED_OPERATORS = [
  { merchant: "AURORA", operator: "SOLANA", registration: "SOLANA_PH" },
  { merchant: "LUMEN", operator: "SOLANA", registration: "SOLANA_PH" },
  { merchant: "TALA", operator: "SOLANA", registration: null },
] as const;

/** The national self-exclusion register's entries at seed: rg_national's number (dialling code and number). */
export const SEEDED_NATIONAL_REGISTER = [{ mobile: "639171234584" }] as const;

const MEMBER_PASSWORD = SEEDED_ACCOUNTS.find((account) => account.username === "demo_member")!.password;
const DAY_MS = 86_400_000;

/**
 * Players in each state of responsible gaming's time-out and self-exclusion (and of the national
 * register, and of coming back after a self-exclusion), on the merchants
 * named (the same username on AURORA and LUMEN is one player), members under demo_agent1, so
 * that its downline view shows the mark. `exclusion` is started on the first merchant listed,
 * `startedDaysAgo` before the seed's now.
 */
export const SEEDED_EXCLUSION_ACCOUNTS = [
  {
    username: "rg_excluded",
    merchants: ["AURORA", "LUMEN", "TALA"],
    mobile: "9171234580",
    balanceCents: 50_000,
    exclusion: { period: "EXCLUSION_1Y", allBrands: true, startedDaysAgo: 10 },
    note: "self-excluded for a year from every brand of the operator (TALA by the same mobile number); balance 500.00",
  },
  {
    username: "rg_timeout",
    merchants: ["AURORA", "LUMEN"],
    mobile: "9171234581",
    balanceCents: 20_000,
    exclusion: { period: "TIMEOUT_24H", allBrands: false, startedDaysAgo: 0 },
    note: "a 24-hour time-out from the seed's now, on AURORA and LUMEN (shared registration)",
  },
  {
    username: "rg_ready",
    merchants: ["AURORA", "LUMEN"],
    mobile: "9171234582",
    balanceCents: 30_000,
    exclusion: null,
    note: "no exclusion yet: the one to try the self-exclusion page with",
  },
  {
    username: "rg_returning",
    merchants: ["AURORA", "LUMEN"],
    mobile: "9171234583",
    balanceCents: 40_000,
    exclusion: { period: "EXCLUSION_6M", allBrands: false, startedDaysAgo: 200 },
    note: "a 6-month self-exclusion that ended about 17 days before the seed's now, not come back from yet",
  },
  {
    username: "rg_national",
    merchants: ["AURORA", "LUMEN"],
    mobile: "9171234584",
    balanceCents: 10_000,
    exclusion: null,
    note: "on the national self-exclusion register by its number (SEEDED_NATIONAL_REGISTER)",
  },
] as const satisfies ReadonlyArray<{
  username: string;
  merchants: readonly string[];
  mobile: string;
  balanceCents: number;
  exclusion: { period: ExclusionPeriod; allBrands: boolean; startedDaysAgo: number } | null;
  note: string;
}>;

/**
 * The seed's players are one player per username across the brands sharing a registration (each
 * row after the first is linked to the first), and proved their mobile numbers by a code.
 */
function linkSeededAccounts(db: Database.Database): void {
  db.exec(`
    UPDATE accounts SET same_account_as = (
      SELECT MIN(first.id) FROM accounts first JOIN merchants fm ON fm.code = first.merchant
        JOIN merchants m ON m.code = accounts.merchant
       WHERE first.username = accounts.username AND fm.registration = m.registration)
     WHERE merchant IN (SELECT code FROM merchants WHERE registration IS NOT NULL);
    UPDATE accounts SET same_account_as = NULL WHERE same_account_as = id;
    UPDATE accounts SET mobile_verified = 1 WHERE mobile_number IS NOT NULL;`);
}

export function seedExclusions(db: Database.Database, now: Date): void {
  const update = db.prepare("UPDATE merchants SET operator = ?, registration = ? WHERE code = ?");
  for (const { merchant, operator, registration } of SEEDED_OPERATORS) update.run(operator, registration, merchant);
  for (const entry of SEEDED_NATIONAL_REGISTER) addRegisterEntry(db, entry, now);

  const random = createRandom("exclusions");
  const passwordHash = hashDemoPassword(MEMBER_PASSWORD, Buffer.from(random.hex(16), "hex"));
  const insert = db.prepare(`
    INSERT INTO accounts (merchant, username, password_hash, nickname, is_agent, parent_id, balance_cents, vip, vip_label, rank_level,
      language, first_login, promo_count, mobile_dialing_code, mobile_number, created_at)
    VALUES (@merchant, @username, @passwordHash, @nickname, 0, @parentId, @balanceCents, 0, 'VIP0', 0, @language, 0, 0,
      @dialingCode, @mobile, @createdAt)`);
  for (const seeded of SEEDED_EXCLUSION_ACCOUNTS) {
    for (const merchant of seeded.merchants) {
      insert.run({
        merchant,
        username: seeded.username,
        passwordHash,
        nickname: seeded.username,
        parentId: accountByUsername(db, merchant, "demo_agent1")?.id ?? null,
        balanceCents: seeded.balanceCents,
        language: merchant === "TALA" ? "TY" : "EN",
        dialingCode: SEEDED_DIALING_CODE,
        mobile: seeded.mobile,
        createdAt: new Date(now.getTime() - 90 * DAY_MS).toISOString(),
      });
    }
  }
  linkSeededAccounts(db);
  for (const seeded of SEEDED_EXCLUSION_ACCOUNTS) {
    if (seeded.exclusion) {
      const { period, allBrands, startedDaysAgo } = seeded.exclusion;
      const account = accountByUsername(db, seeded.merchants[0], seeded.username)!;
      startExclusion(db, account, { period, allBrands }, new Date(now.getTime() - startedDaysAgo * DAY_MS));
    }
  }
}
