import type Database from "better-sqlite3";

/** Per merchant: a free code and one already used (by demo_member). Documented in docs/sandbox.md. */
export const SEEDED_AFFILIATE_CODES: Record<string, { free: string[]; used: string[] }> = {
  AURORA: { free: ["AUR2026", "AURVIP88"], used: ["AURUSED1"] },
  LUMEN: { free: ["LUM2026"], used: ["LUMUSED1"] },
  TALA: { free: ["TALA2026", "TALAVIP8"], used: ["TALAUSED"] },
};

export function seedAffiliateCodes(db: Database.Database): void {
  const insert = db.prepare(
    `INSERT INTO affiliate_codes (merchant, code, used_by)
     VALUES (?, ?, CASE WHEN ? THEN (SELECT id FROM accounts WHERE merchant = ? AND username = 'demo_member') END)`,
  );
  for (const [merchant, { free, used }] of Object.entries(SEEDED_AFFILIATE_CODES)) {
    for (const code of free) insert.run(merchant, code, 0, merchant);
    for (const code of used) insert.run(merchant, code, 1, merchant);
  }
}
