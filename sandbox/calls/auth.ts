import { randomBytes } from "node:crypto";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { accountByUsername, type AccountRow } from "../lib/accounts";
import { captchaDataUrl, randomCaptchaCode } from "../lib/captcha-image";
import { readAttempts, recordFailure, tooManyAttempts, writeAttempts } from "../lib/login-attempts";
import { demoAmount } from "../lib/currency";
import { isFlagEnabled } from "../lib/merchants";
import { hashPassword, verifyPassword } from "../lib/passwords";
import { issueSession, recordSignIn, revokeSession, sessionOf, signInOrigin } from "../lib/sessions";
import { completeSignIn } from "../lib/sign-in";
import { requireKnownAddress } from "../lib/verification";
import { sendLoginCode, signInWithCode } from "./auth-sms";

/** A trial account's play money: ₱2,000.00, or as much in the merchant's currency. */
const TRIAL_BALANCE = 200_000;
/** Trial accounts get a stored "hash" no password verifies against: they cannot sign in again. */
const NO_PASSWORD = "!trial";

let decoy: string | undefined;
/** Unknown usernames still cost one scrypt, so response times do not reveal which names exist. */
const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString("hex")));

/**
 * The account of a username and password, as a password sign-in checks them (auth.login,
 * social.link). Counters are kept per merchant + username whether or not the account exists,
 * and an unknown username fails exactly like a wrong password: names cannot be enumerated.
 */
export function checkPassword(ctx: CallContext, username: string, password: string, captcha?: string): AccountRow {
  const { db, merchant } = ctx;
  const now = ctx.clock.now();
  let attempts = readAttempts(db, merchant.code, username, now);
  if (attempts.lockedUntil) throw tooManyAttempts(attempts.lockedUntil, now);

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
    // A wrong password for an existing account is in its sign-in history, so its player can spot someone else trying.
    if (account) recordSignIn(db, account.id, signInOrigin(ctx, "password"), "failure", now);
    if (failed.lockedUntil) throw tooManyAttempts(failed.lockedUntil, now);
    throw new SandboxError("INVALID_CREDENTIALS", {
      captchaRequired: merchant.forceCaptcha || failed.captchaRequired,
    });
  }
  return account;
}

export const authHandlers: GroupHandlers<"auth"> = {
  /** A password sign-in; an account that verifies new addresses gets VERIFICATION_REQUIRED from one it has not confirmed. */
  login: (ctx, { username, password, captcha, type }) => {
    if (type === "sms") return signInWithCode(ctx, username, password);
    const account = checkPassword(ctx, username, password, captcha);
    const now = ctx.clock.now();
    requireKnownAddress(ctx.db, account, ctx.clientIp, now);
    return completeSignIn(ctx.db, account, username, now, signInOrigin(ctx, "password"));
  },

  loginCode: sendLoginCode,

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
        .run(
          merchant.code,
          username,
          NO_PASSWORD,
          demoAmount(merchant.currency, TRIAL_BALANCE),
          merchant.languages[0] ?? "EN",
          now.toISOString(),
        );
      const session = issueSession(db, { id: Number(lastInsertRowid), merchant: merchant.code }, now, signInOrigin(ctx, "password"));
      return { ...session, username, isAgent: 4 as const };
    })();
  },

  logout: (ctx) => {
    revokeSession(ctx.db, sessionOf(ctx).tokenHash, ctx.clock.now());
    return { loggedOut: true as const };
  },
};
