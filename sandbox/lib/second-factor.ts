import type { Db } from "../db/index";
import { SandboxError } from "./errors";
import { recordSecurityEvent } from "./security-events";
import { recordSignIn, type SignInOrigin } from "./sessions";

// The rule's numbers are the contract's: the operator console locks its staff's codes by them too.
import { SECOND_FACTOR_LOCK_MS, SECOND_FACTOR_MAX_FAILURES, SECOND_FACTOR_WINDOW_MS } from "../../app/platform/contract/sign-in-steps";

interface AttemptsRow {
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

const attemptsOf = (db: Db, accountId: number) =>
  db.prepare("SELECT failures, window_started_at, locked_until FROM second_factor_attempts WHERE account_id = ?").get(accountId) as
    AttemptsRow | undefined;

/** When the account's second factor is unlocked again (ISO 8601) and the seconds left; null when it is not locked. */
export function secondFactorLock(db: Db, accountId: number, now: Date): { until: string; retryAfterSeconds: number } | null {
  const lockedUntil = attemptsOf(db, accountId)?.locked_until;
  if (!lockedUntil || Date.parse(lockedUntil) <= now.getTime()) return null;
  return { until: lockedUntil, retryAfterSeconds: Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 1000) };
}

/** Throws SECOND_FACTOR_LOCKED (with `until` and `retryAfterSeconds`) while the account's second factor is locked: no code is checked then. */
export function refuseWhileSecondFactorLocked(db: Db, accountId: number, now: Date): void {
  const lock = secondFactorLock(db, accountId, now);
  if (lock) throw new SandboxError("SECOND_FACTOR_LOCKED", lock);
}

/**
 * Counts a wrong code of the account's second factor, typed at `origin`. The one that reaches
 * the limit locks it: the player is told (an inbox message and a live event) and the sign-in
 * history shows the lock. Answers the SECOND_FACTOR_LOCKED to throw then, null otherwise. Call
 * inside the transaction that checked the code; throw after it commits.
 */
export function countWrongSecondFactor(db: Db, accountId: number, origin: SignInOrigin, now: Date): SandboxError | null {
  const row = attemptsOf(db, accountId);
  // A served lock or an elapsed window starts the count over.
  const stale =
    !row ||
    (row.locked_until !== null && Date.parse(row.locked_until) <= now.getTime()) ||
    Date.parse(row.window_started_at) + SECOND_FACTOR_WINDOW_MS <= now.getTime();
  const failures = stale ? 1 : row.failures + 1;
  const windowStartedAt = stale ? now.toISOString() : row.window_started_at;
  const lockedUntil = failures >= SECOND_FACTOR_MAX_FAILURES ? new Date(now.getTime() + SECOND_FACTOR_LOCK_MS) : null;
  db.prepare(
    `INSERT INTO second_factor_attempts (account_id, failures, window_started_at, locked_until) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id) DO UPDATE SET
       failures = excluded.failures, window_started_at = excluded.window_started_at, locked_until = excluded.locked_until`,
  ).run(accountId, failures, windowStartedAt, lockedUntil?.toISOString() ?? null);
  recordSignIn(db, accountId, origin, lockedUntil ? "locked" : "failure", now);
  if (!lockedUntil) return null;
  recordSecurityEvent(db, accountId, "security.secondFactorLocked", now);
  return new SandboxError("SECOND_FACTOR_LOCKED", { until: lockedUntil.toISOString(), retryAfterSeconds: SECOND_FACTOR_LOCK_MS / 1000 });
}

/** A right code (or the authenticator's removal) clears the count. */
export function clearSecondFactorCount(db: Db, accountId: number): void {
  db.prepare("DELETE FROM second_factor_attempts WHERE account_id = ?").run(accountId);
}
