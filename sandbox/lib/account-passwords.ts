import type { RegisterRule } from "../../app/platform/contract";
import type { Db } from "../db/index";
import type { Merchant } from "./context";
import { SandboxError } from "./errors";
import type { AccountRow } from "./accounts";
import { matchesRule } from "./mobile-numbers";
import { clearAttempts, readAttempts, recordFailure, tooManyAttempts, writeAttempts } from "./login-attempts";
import { hashPassword, verifyPassword } from "./passwords";

/** How many earlier passwords (besides the current one) a new password may not repeat. */
export const PASSWORD_HISTORY = 3;
/** A password set by the player is good for this long; then auth.login says passwordExpired. */
export const PASSWORD_LIFETIME_DAYS = 90;
/** The merchant's default password, given to accounts made for a player. */
export const DEFAULT_PASSWORD = "Change#Me2026";

const DAY_MS = 86_400_000;

/** Whether the account has a password at all (trial accounts and SMS-only accounts have none). */
export const hasPassword = (account: AccountRow) => account.password_hash.startsWith("scrypt$");

export function passwordExpired(account: AccountRow, now: Date): boolean {
  return account.password_expires_at !== null && Date.parse(account.password_expires_at) <= now.getTime();
}

/** INVALID_REQUEST on `field` when the merchant's `password` register rule refuses the value. */
export function checkPasswordRule(merchant: Merchant, value: string, field: string): void {
  const rule = (merchant.registerRules as RegisterRule[]).find((candidate) => candidate.field === "password");
  if (rule?.enabled && !matchesRule(value, rule)) {
    throw new SandboxError("INVALID_REQUEST", { fields: [{ path: field, message: `Does not match ${rule.patternId}` }] });
  }
}

/**
 * Stores a new password for `account`: refused (PASSWORD_REUSED) when it is the current one
 * or one of the last PASSWORD_HISTORY; the current one goes into the history, the default
 * mark is cleared and the expiry set PASSWORD_LIFETIME_DAYS ahead. Call inside a transaction.
 */
export function setPassword(db: Db, account: AccountRow, newPassword: string, now: Date): { expiresAt: string } {
  const earlier = db
    .prepare("SELECT password_hash FROM password_history WHERE account_id = ? ORDER BY changed_at DESC, rowid DESC LIMIT ?")
    .pluck()
    .all(account.id, PASSWORD_HISTORY) as string[];
  const recent = hasPassword(account) ? [account.password_hash, ...earlier] : earlier;
  if (recent.some((hash) => verifyPassword(newPassword, hash))) throw new SandboxError("PASSWORD_REUSED");

  if (hasPassword(account)) {
    db.prepare("INSERT INTO password_history (account_id, password_hash, changed_at) VALUES (?, ?, ?)").run(
      account.id,
      account.password_hash,
      now.toISOString(),
    );
  }
  const expiresAt = new Date(now.getTime() + PASSWORD_LIFETIME_DAYS * DAY_MS).toISOString();
  db.prepare("UPDATE accounts SET password_hash = ?, password_is_default = 0, password_expires_at = ? WHERE id = ?").run(
    hashPassword(newPassword),
    expiresAt,
    account.id,
  );
  return { expiresAt };
}

/**
 * Confirms a signed-in player's password before a change to their account (a new password, a
 * self-exclusion). Wrong passwords count as wrong sign-ins do, one count per account across these
 * changes: five lock them for 5 minutes (TOO_MANY_ATTEMPTS), so a session left open cannot be used
 * to guess the password. A right one clears the count; a wrong one throws `wrong`.
 */
export function confirmPassword(
  db: Db,
  merchant: string,
  account: AccountRow,
  password: string | undefined,
  now: Date,
  wrong: "PASSWORD_INCORRECT" | "OLD_PASSWORD_INCORRECT",
): void {
  refuseWhileConfirmationsLocked(db, merchant, account.id, now);
  if (!passwordMatches(account, password)) throw countWrongConfirmation(db, merchant, account.id, now, new SandboxError(wrong));
  clearConfirmations(db, merchant, account.id);
}

const confirmationsKey = (accountId: number) => `confirm:${accountId}`;

export const passwordMatches = (account: AccountRow, password: string | undefined) =>
  hasPassword(account) && password !== undefined && verifyPassword(password, account.password_hash);

/** TOO_MANY_ATTEMPTS while the account's confirmations are locked. */
export function refuseWhileConfirmationsLocked(db: Db, merchant: string, accountId: number, now: Date): void {
  const { lockedUntil } = readAttempts(db, merchant, confirmationsKey(accountId), now);
  if (lockedUntil) throw tooManyAttempts(lockedUntil, now);
}

/**
 * Counts a wrong confirmation (a wrong password, or a change's other proof such as the
 * authenticator's code) and answers the error to throw: TOO_MANY_ATTEMPTS when it locks them,
 * `wrong` otherwise.
 */
export function countWrongConfirmation(db: Db, merchant: string, accountId: number, now: Date, wrong: SandboxError): SandboxError {
  const key = confirmationsKey(accountId);
  const failed = recordFailure(readAttempts(db, merchant, key, now), now);
  writeAttempts(db, merchant, key, failed);
  return failed.lockedUntil ? tooManyAttempts(failed.lockedUntil, now) : wrong;
}

export function clearConfirmations(db: Db, merchant: string, accountId: number): void {
  clearAttempts(db, merchant, confirmationsKey(accountId));
}
