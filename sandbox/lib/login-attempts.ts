import type { Db } from "../db/index";
import { SandboxError } from "./errors";

export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 5 * 60 * 1000;

/** The sign-in counters of one merchant + username, whether or not such an account exists. */
export interface LoginAttempts {
  failures: number;
  windowStartedAt: Date;
  captchaRequired: boolean;
  captchaCode: string | null;
  lockedUntil: Date | null;
}

interface AttemptsRow {
  failures: number;
  window_started_at: string;
  captcha_required: number;
  captcha_code: string | null;
  locked_until: string | null;
}

/** The counters as they stand at `now`: an elapsed window or lock no longer counts. */
export function readAttempts(db: Db, merchant: string, username: string, now: Date): LoginAttempts {
  const row = db.prepare("SELECT * FROM login_attempts WHERE merchant = ? AND username = ?").get(merchant, username) as
    AttemptsRow | undefined;
  if (!row) return fresh(now, null);

  const attempts: LoginAttempts = {
    failures: row.failures,
    windowStartedAt: new Date(row.window_started_at),
    captchaRequired: row.captcha_required === 1,
    captchaCode: row.captcha_code,
    lockedUntil: row.locked_until === null ? null : new Date(row.locked_until),
  };
  if (attempts.lockedUntil && attempts.lockedUntil <= now) {
    // The lock has been served: counting starts over, but the captcha stays until a success.
    return { ...fresh(now, attempts.captchaCode), captchaRequired: true };
  }
  if (!attempts.lockedUntil && now.getTime() - attempts.windowStartedAt.getTime() > FAILURE_WINDOW_MS) {
    return fresh(now, attempts.captchaCode);
  }
  return attempts;
}

export function recordFailure(attempts: LoginAttempts, now: Date): LoginAttempts {
  const failures = attempts.failures + 1;
  return {
    failures,
    windowStartedAt: attempts.failures === 0 ? now : attempts.windowStartedAt,
    captchaRequired: attempts.captchaRequired || failures >= CAPTCHA_AFTER_FAILURES,
    captchaCode: attempts.captchaCode,
    lockedUntil: failures >= LOCK_AFTER_FAILURES ? new Date(now.getTime() + LOCK_MS) : null,
  };
}

/** Locks a username as five failures would (control surface). */
export function lockUsername(db: Db, merchant: string, username: string, now: Date): void {
  writeAttempts(db, merchant, username, {
    failures: LOCK_AFTER_FAILURES,
    windowStartedAt: now,
    captchaRequired: true,
    captchaCode: null,
    lockedUntil: new Date(now.getTime() + LOCK_MS),
  });
}

export function writeAttempts(db: Db, merchant: string, username: string, attempts: LoginAttempts): void {
  db.prepare(
    `INSERT INTO login_attempts (merchant, username, failures, window_started_at, captcha_required, captcha_code, locked_until)
     VALUES (@merchant, @username, @failures, @windowStartedAt, @captchaRequired, @captchaCode, @lockedUntil)
     ON CONFLICT (merchant, username) DO UPDATE SET
       failures = excluded.failures,
       window_started_at = excluded.window_started_at,
       captcha_required = excluded.captcha_required,
       captcha_code = excluded.captcha_code,
       locked_until = excluded.locked_until`,
  ).run({
    merchant,
    username,
    failures: attempts.failures,
    windowStartedAt: attempts.windowStartedAt.toISOString(),
    captchaRequired: attempts.captchaRequired ? 1 : 0,
    captchaCode: attempts.captchaCode,
    lockedUntil: attempts.lockedUntil?.toISOString() ?? null,
  });
}

export function clearAttempts(db: Db, merchant: string, username: string): void {
  db.prepare("DELETE FROM login_attempts WHERE merchant = ? AND username = ?").run(merchant, username);
}

export function tooManyAttempts(lockedUntil: Date, now: Date): SandboxError {
  return new SandboxError("TOO_MANY_ATTEMPTS", { retryAfterSeconds: retryAfterSeconds(lockedUntil, now) });
}

function retryAfterSeconds(lockedUntil: Date, now: Date): number {
  return Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000);
}

function fresh(now: Date, captchaCode: string | null): LoginAttempts {
  return { failures: 0, windowStartedAt: now, captchaRequired: false, captchaCode, lockedUntil: null };
}
