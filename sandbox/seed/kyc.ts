import type Database from "better-sqlite3";

/** The smallest PNG signature and a few bytes: what the seeded verifications' documents hold. */
const SEEDED_IMAGE = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16)]);

export const SEEDED_KYC_PROFILE = {
  nationality: "Filipino",
  placeOfBirth: "Quezon City",
  occupation: "Teacher",
  sourceOfIncome: "Salary",
  currentAddress: "12 Mabini St, Quezon City",
  permanentAddress: "12 Mabini St, Quezon City",
  idType: "PASSPORT",
  idNumber: "P1234567A",
};

/**
 * AURORA's accounts in each state of identity verification (password as the other demo
 * accounts, main balance ₱20,000.00: above the merchant's ₱10,000.00 threshold), seeded after
 * the limit accounts and before the merchants defined in files:
 * - `sec_kyc_none`: never sent one;
 * - `sec_kyc_pending`: sent a day ago, waiting for the back office;
 * - `sec_kyc_rejected`: rejected with a reason, may resubmit;
 * - `sec_kyc_approved`: approved, may withdraw above the threshold.
 */
export function seedKycAccounts(db: Database.Database, now: Date): void {
  const demo = db
    .prepare("SELECT password_hash AS passwordHash FROM accounts WHERE merchant = 'AURORA' AND username = 'demo_member'")
    .get() as { passwordHash: string } | undefined;
  if (!demo) return;
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
  const account = db.prepare(`
    INSERT INTO accounts (merchant, username, password_hash, nickname, is_agent, parent_id, balance_cents, vip, vip_label, rank_level,
      language, first_login, promo_count, created_at)
    VALUES ('AURORA', ?, ?, ?, 0, NULL, 2000000, 0, 'VIP0', 0, 'EN', 0, 0, ?)`);
  const submission = db.prepare(
    "INSERT INTO kyc_submissions (account_id, status, profile, reason, submitted_at, decided_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const document = db.prepare("INSERT INTO kyc_documents (submission_id, kind, media_type, bytes) VALUES (?, ?, 'image/png', ?)");
  // No upline, so no agent's team or report changes; the opening ledger row is the accounts table's own trigger's.
  const add = (username: string, nickname: string) =>
    Number(account.run(username, demo.passwordHash, nickname, at(-30 * 24)).lastInsertRowid);
  const send = (accountId: number, status: string, reason: string | null) => {
    const id = submission.run(
      accountId,
      status,
      JSON.stringify(SEEDED_KYC_PROFILE),
      reason,
      at(-24),
      status === "PENDING" ? null : at(-2),
    ).lastInsertRowid;
    for (const kind of ["idFront", "idBack", "proofOfAddress", "selfie"]) document.run(id, kind, SEEDED_IMAGE);
  };

  add("sec_kyc_none", "Sec Kyc None");
  send(add("sec_kyc_pending", "Sec Kyc Pending"), "PENDING", null);
  send(add("sec_kyc_rejected", "Sec Kyc Rejected"), "REJECTED", "The photo of your ID is blurred: please send a sharper one");
  send(add("sec_kyc_approved", "Sec Kyc Approved"), "APPROVED", null);
}
