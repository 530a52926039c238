import type Database from "better-sqlite3";

/** Per merchant: the named codes, free and already used (by demo_member). Documented in docs/sandbox.md. */
export const SEEDED_AFFILIATE_CODES: Record<string, { free: string[]; used: string[] }> = {
  AURORA: { free: ["AUR2026", "AURVIP88"], used: ["AURUSED1"] },
  LUMEN: { free: ["LUM2026"], used: ["LUMUSED1"] },
  TALA: { free: ["TALA2026", "TALAVIP8"], used: ["TALAUSED"] },
};

/**
 * How many numbered free codes each merchant also has (`TALA0001`…`TALA0200`): a code is used up by the
 * registration it admits, and a merchant that requires one (TALA) would admit no one after its two
 * named codes. Enough for a day of trying registration by hand, or a test file's registrations.
 */
export const NUMBERED_AFFILIATE_CODES = 200;

/** The numbered codes' prefix: the merchant's code, at most four letters (a code is 4 to 10 letters or digits). */
export const affiliateCodePrefix = (merchant: string) => merchant.slice(0, 4);

const numberedCodes = (merchant: string) =>
  Array.from({ length: NUMBERED_AFFILIATE_CODES }, (_, index) => `${affiliateCodePrefix(merchant)}${String(index + 1).padStart(4, "0")}`);

export function seedAffiliateCodes(db: Database.Database): void {
  for (const [merchant, { free, used }] of Object.entries(SEEDED_AFFILIATE_CODES)) seedMerchantAffiliateCodes(db, merchant, free, used);
}

/** A merchant's named codes (none for a merchant made from a template) and its numbered free ones. */
export function seedMerchantAffiliateCodes(db: Database.Database, merchant: string, free: string[] = [], used: string[] = []): void {
  const insert = db.prepare(
    `INSERT INTO affiliate_codes (merchant, code, used_by)
     VALUES (?, ?, CASE WHEN ? THEN (SELECT id FROM accounts WHERE merchant = ? AND username = 'demo_member') END)`,
  );
  for (const code of [...free, ...numberedCodes(merchant)]) insert.run(merchant, code, 0, merchant);
  for (const code of used) insert.run(merchant, code, 1, merchant);
}
