import { SECOND_FACTOR_LOCK_MS, SECOND_FACTOR_MAX_FAILURES, SECOND_FACTOR_WINDOW_MS } from "~/platform/contract/sign-in-steps";
import type { ConsoleStore } from "../../store/database.server";

/**
 * Wrong authenticator codes lock a staff account as the platform locks a player's second factor
 * (the contract's numbers): the fifth wrong code within 15 minutes locks every code out, right
 * ones too, for 15 minutes, and the password never opens it.
 */
export const CODE_MAX_FAILURES = SECOND_FACTOR_MAX_FAILURES;
export const FAILURE_WINDOW_MS = SECOND_FACTOR_WINDOW_MS;
export const LOCK_MS = SECOND_FACTOR_LOCK_MS;

/**
 * Wrong passwords count per e-mail typed (whether an account has it or not, so a lock says
 * nothing of which exist) and lock that e-mail's sign-ins with the same numbers; per address they
 * count with wrong codes, and more are allowed (an office shares one address) before the address
 * is locked the same time.
 */
export const EMAIL_MAX_FAILURES = CODE_MAX_FAILURES;
export const ADDRESS_MAX_FAILURES = 20;

export const emailKey = (email: string) => `email:${email}`;
export const addressKey = (ip: string) => `ip:${ip}`;

interface ThrottleRow {
  failures: number;
  window_started_at: number;
  locked_until: number | null;
}

/** When a lock on `key` ends (ms), or null when there is none now. */
export function throttleLockedUntil(store: ConsoleStore, key: string, now: Date): number | null {
  const row = store.prepare("SELECT locked_until FROM staff_sign_in_throttle WHERE key = ?").get(key) as
    Pick<ThrottleRow, "locked_until"> | undefined;
  return row?.locked_until && row.locked_until > now.getTime() ? row.locked_until : null;
}

/**
 * Counts one failure on `key`; the one that reaches `max` within the window locks it. Answers
 * when the lock ends when this failure made one, else null. A served lock or an elapsed window
 * starts the count over.
 */
export function countThrottleFailure(store: ConsoleStore, key: string, max: number, now: Date): number | null {
  const at = now.getTime();
  return store.transaction(() => {
    const row = store.prepare("SELECT failures, window_started_at, locked_until FROM staff_sign_in_throttle WHERE key = ?").get(key) as
      ThrottleRow | undefined;
    const stale = !row || (row.locked_until !== null && row.locked_until <= at) || row.window_started_at + FAILURE_WINDOW_MS <= at;
    const failures = stale ? 1 : row.failures + 1;
    const lockedUntil = failures >= max ? at + LOCK_MS : null;
    store
      .prepare(
        `INSERT INTO staff_sign_in_throttle (key, failures, window_started_at, locked_until) VALUES (?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET
           failures = excluded.failures, window_started_at = excluded.window_started_at, locked_until = excluded.locked_until`,
      )
      .run(key, failures, stale ? at : row.window_started_at, lockedUntil);
    // Counts whose window and lock are both over say nothing any more.
    store
      .prepare("DELETE FROM staff_sign_in_throttle WHERE window_started_at <= ? AND (locked_until IS NULL OR locked_until <= ?)")
      .run(at - FAILURE_WINDOW_MS, at);
    return lockedUntil;
  })();
}

export function clearThrottle(store: ConsoleStore, key: string): void {
  store.prepare("DELETE FROM staff_sign_in_throttle WHERE key = ?").run(key);
}

interface CodeCountRow {
  failed_codes: number;
  failed_codes_since: number | null;
  locked_until: number | null;
}

/** When the staff account's codes are unlocked again (ms), or null when they are not locked now. */
export function codeLockedUntil(store: ConsoleStore, staffId: number, now: Date): number | null {
  const row = store.prepare("SELECT locked_until FROM staff WHERE id = ?").get(staffId) as Pick<CodeCountRow, "locked_until"> | undefined;
  return row?.locked_until && row.locked_until > now.getTime() ? row.locked_until : null;
}

/** Counts a wrong authenticator code of the account; answers when the lock ends when this one locked it, else null. */
export function countWrongCode(store: ConsoleStore, staffId: number, now: Date): number | null {
  const at = now.getTime();
  return store.transaction(() => {
    const row = store.prepare("SELECT failed_codes, failed_codes_since, locked_until FROM staff WHERE id = ?").get(staffId) as
      CodeCountRow | undefined;
    if (!row) return null;
    const stale =
      row.failed_codes_since === null ||
      (row.locked_until !== null && row.locked_until <= at) ||
      row.failed_codes_since + FAILURE_WINDOW_MS <= at;
    const failures = stale ? 1 : row.failed_codes + 1;
    const lockedUntil = failures >= CODE_MAX_FAILURES ? at + LOCK_MS : null;
    store
      .prepare("UPDATE staff SET failed_codes = ?, failed_codes_since = ?, locked_until = ? WHERE id = ?")
      .run(failures, stale ? at : row.failed_codes_since, lockedUntil, staffId);
    return lockedUntil;
  })();
}

/** A right code clears the count. */
export function clearWrongCodes(store: ConsoleStore, staffId: number): void {
  store.prepare("UPDATE staff SET failed_codes = 0, failed_codes_since = NULL, locked_until = NULL WHERE id = ?").run(staffId);
}
