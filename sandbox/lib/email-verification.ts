import { createHash, randomBytes } from "node:crypto";
import { EMAIL_VERIFY_LINK_MINUTES, EMAIL_VERIFY_RESEND_SECONDS } from "../../app/platform/contract/email-verification";
import type { Db } from "../db/index";
import { SandboxError } from "./errors";
import type { AccountRow } from "./accounts";
import { sendEmail } from "./email";
import { emailText } from "./player-messages";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Seconds before the account may be sent another link (0: now). */
function resendWaitSeconds(db: Db, accountId: number, now: Date): number {
  const last = db
    .prepare("SELECT created_at FROM email_verifications WHERE account_id = ? ORDER BY created_at DESC LIMIT 1")
    .pluck()
    .get(accountId) as string | undefined;
  if (!last) return 0;
  return Math.max(0, Math.ceil((Date.parse(last) + EMAIL_VERIFY_RESEND_SECONDS * 1000 - now.getTime()) / 1000));
}

/**
 * Emails a link that verifies the account's (unverified) email: `verifyUrl?token=`. The earlier
 * links stop working (only the newest one verifies), and the player's sends are spaced
 * (TOO_MANY_ATTEMPTS). The link of a new binding is not (`spaced` false): binding codes are
 * spaced themselves, and a new address must not stay without its link.
 */
export function sendVerificationLink(db: Db, account: AccountRow, brandName: string, verifyUrl: string, now: Date, spaced = true): void {
  if (!account.email || account.email_verified === 1) throw new SandboxError("EMAIL_NOTHING_TO_VERIFY");
  const wait = spaced ? resendWaitSeconds(db, account.id, now) : 0;
  if (wait > 0) throw new SandboxError("TOO_MANY_ATTEMPTS", { retryAfterSeconds: wait });
  const token = randomBytes(24).toString("base64url");
  const link = new URL(verifyUrl);
  link.searchParams.set("token", token);
  db.prepare("UPDATE email_verifications SET used_at = ? WHERE account_id = ? AND used_at IS NULL").run(now.toISOString(), account.id);
  db.prepare(
    "INSERT INTO email_verifications (token_hash, account_id, merchant, email, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(
    sha256(token),
    account.id,
    account.merchant,
    account.email,
    now.toISOString(),
    new Date(now.getTime() + EMAIL_VERIFY_LINK_MINUTES * 60_000).toISOString(),
  );
  sendEmail(
    db,
    account.merchant,
    {
      to: account.email,
      ...emailText(
        "emailVerification",
        account.language,
        { brand: brandName, username: account.username, minutes: EMAIL_VERIFY_LINK_MINUTES },
        link.href,
      ),
    },
    now,
  );
}

/** Verifies the email a link's token went to, once; answers the account's id and the address. */
export function verifyEmailToken(db: Db, merchant: string, token: string, now: Date): { accountId: number; email: string } {
  const row = db
    .prepare(
      `SELECT v.account_id AS accountId, v.email, v.expires_at AS expiresAt, v.used_at AS usedAt, a.email AS current
         FROM email_verifications v JOIN accounts a ON a.id = v.account_id
        WHERE v.token_hash = ? AND v.merchant = ?`,
    )
    .get(sha256(token), merchant) as
    { accountId: number; email: string; expiresAt: string; usedAt: string | null; current: string | null } | undefined;
  // A link to an address the account no longer has verifies nothing.
  if (!row || row.usedAt !== null || row.current !== row.email) throw new SandboxError("EMAIL_LINK_INVALID");
  if (Date.parse(row.expiresAt) <= now.getTime()) throw new SandboxError("EMAIL_LINK_EXPIRED");
  db.transaction(() => {
    db.prepare("UPDATE email_verifications SET used_at = ? WHERE token_hash = ?").run(now.toISOString(), sha256(token));
    db.prepare("UPDATE accounts SET email_verified = 1 WHERE id = ?").run(row.accountId);
  })();
  return { accountId: row.accountId, email: row.email };
}
