import { randomBytes } from "node:crypto";
import type { AccountType } from "../../app/platform/contract";
import { SandboxError, type GroupHandlers } from "../handler";
import { accountByUsername } from "../lib/accounts";
import { captchaDataUrl, randomCaptchaCode } from "../lib/captcha-image";
import {
  clearAttempts,
  readAttempts,
  recordFailure,
  retryAfterSeconds,
  writeAttempts,
} from "../lib/login-attempts";
import { isFlagEnabled } from "../lib/merchants";
import { hashPassword, verifyPassword } from "../lib/passwords";
import { issueSession, revokeSession, sessionOf } from "../lib/sessions";

const TRIAL_BALANCE_CENTS = 200_000;
/** Trial accounts get a stored "hash" no password verifies against: they cannot sign in again. */
const NO_PASSWORD = "!trial";

let decoy: string | undefined;
/** Unknown usernames still cost one scrypt, so response times do not reveal which names exist. */
const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString("hex")));

const locked = (lockedUntil: Date, now: Date) =>
  new SandboxError("TOO_MANY_ATTEMPTS", { retryAfterSeconds: retryAfterSeconds(lockedUntil, now) });

export const authHandlers: GroupHandlers<"auth"> = {
  /**
   * Counters are kept per merchant + username whether or not the account exists, and an
   * unknown username fails exactly like a wrong password: names cannot be enumerated.
   */
  login: (ctx, { username, password, captcha, type }) => {
    if (type === "sms") throw new SandboxError("FUNCTION_DISABLED");
    const { db, merchant } = ctx;
    const now = ctx.clock.now();
    let attempts = readAttempts(db, merchant.code, username, now);
    if (attempts.lockedUntil) throw locked(attempts.lockedUntil, now);

    if (merchant.forceCaptcha || attempts.captchaRequired) {
      if (!captcha) throw new SandboxError("CAPTCHA_REQUIRED", { captchaRequired: true });
      const expected = attempts.captchaCode;
      // A captcha answers one attempt, right or wrong: guessing needs a new image each time.
      attempts = { ...attempts, captchaCode: null };
      writeAttempts(db, merchant.code, username, attempts);
      if (captcha !== expected) throw new SandboxError("CAPTCHA_INVALID", { captchaRequired: true });
    }

    const account = accountByUsername(db, merchant.code, username);
    const storedHash = account?.password_hash.startsWith("scrypt$") ? account.password_hash : null;
    const passwordMatches = verifyPassword(password, storedHash ?? decoyHash()) && storedHash !== null;
    if (!account || !passwordMatches) {
      const failed = recordFailure(attempts, now);
      writeAttempts(db, merchant.code, username, failed);
      if (failed.lockedUntil) throw locked(failed.lockedUntil, now);
      throw new SandboxError("INVALID_CREDENTIALS", {
        captchaRequired: merchant.forceCaptcha || failed.captchaRequired,
      });
    }

    return db.transaction(() => {
      clearAttempts(db, merchant.code, username);
      if (account.first_login === 1) db.prepare("UPDATE accounts SET first_login = 0 WHERE id = ?").run(account.id);
      const session = issueSession(db, { id: account.id, merchant: merchant.code }, now);
      return {
        ...session,
        username: account.username,
        isAgent: account.is_agent as AccountType,
        firstTimeLogin: account.first_login === 1,
        passwordExpired:
          account.password_expires_at !== null && Date.parse(account.password_expires_at) <= now.getTime(),
      };
    })();
  },

  captcha: (ctx, { username }) => {
    const now = ctx.clock.now();
    const code = randomCaptchaCode();
    const attempts = readAttempts(ctx.db, ctx.merchant.code, username, now);
    writeAttempts(ctx.db, ctx.merchant.code, username, { ...attempts, captchaCode: code });
    return { image: captchaDataUrl(code) };
  },

  freePlay: (ctx) => {
    const { db, merchant } = ctx;
    if (!isFlagEnabled(merchant, "FREEPLAY3")) throw new SandboxError("FUNCTION_DISABLED");
    const now = ctx.clock.now();
    const username = `trial_${randomBytes(6).toString("hex")}`;
    return db.transaction(() => {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO accounts (merchant, username, password_hash, nickname, is_agent, balance_cents, language, first_login, created_at)
           VALUES (?, ?, ?, 'Guest', 4, ?, ?, 0, ?)`,
        )
        .run(merchant.code, username, NO_PASSWORD, TRIAL_BALANCE_CENTS, merchant.languages[0] ?? "EN", now.toISOString());
      const session = issueSession(db, { id: Number(lastInsertRowid), merchant: merchant.code }, now);
      return { ...session, username, isAgent: 4 as const };
    })();
  },

  logout: (ctx) => {
    revokeSession(ctx.db, sessionOf(ctx).tokenHash, ctx.clock.now());
    return { loggedOut: true as const };
  },
};
