import { createHash, randomBytes } from "node:crypto";
import type { GroupHandlers, Merchant } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { accountById, accountByMobile, accountByUsername, type AccountRow } from "../lib/accounts";
import { checkPasswordRule, confirmPassword, hasPassword, passwordExpired, setPassword } from "../lib/account-passwords";
import { sendEmail } from "../lib/email";
import { readAttempts, recordFailure, tooManyAttempts, writeAttempts, clearAttempts } from "../lib/login-attempts";
import {
  codeMatches,
  lastLoginCode,
  LOGIN_CODE_MINUTES,
  markLoginCodeUsed,
  newLoginCode,
  recordLoginCode,
  resendWaitSeconds,
} from "../lib/login-codes";
import { markMobileVerified } from "../lib/identity";
import { isFlagEnabled } from "../lib/merchants";
import { mobileFromParts } from "../lib/mobile-numbers";
import { recordSecurityEvent } from "../lib/security-events";
import { endSessions, sessionOf } from "../lib/sessions";
import { completeSignIn } from "../lib/sign-in";
import { signInOrigin, type SignInOrigin } from "../lib/sessions";
import { emailText, smsText } from "../lib/player-messages";
import { sendSms } from "../lib/sms";
import type { Db } from "../db/index";

const RESET_LINK_MINUTES = 30;
/** Reset emails per account per window (auth retries wait 5 minutes). */
const RESET_EMAILS_PER_WINDOW = 3;
const RESET_EMAIL_WINDOW_MS = 5 * 60_000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

function requireMobileReset(merchant: Merchant): void {
  if (!isFlagEnabled(merchant, "CHNGPASSVERIF3")) throw new SandboxError("FUNCTION_DISABLED");
}

/**
 * Sets the new password of a forgotten one, ends every other session and signs the account in,
 * answering the sessions it ended so the portal signs their cookies out too.
 */
function resetAndSignIn(db: Db, account: AccountRow, newPassword: string, attemptsKey: string, now: Date, origin: SignInOrigin) {
  setPassword(db, account, newPassword, now);
  // A new password signs out everywhere else.
  const ended = endSessions(db, [account.id], now);
  recordSecurityEvent(db, account.id, "security.passwordChanged", now);
  clearAttempts(db, account.merchant, account.username);
  return { ...completeSignIn(db, accountById(db, account.id), attemptsKey, now, origin), ended };
}

/** An emailed reset token's row (kept by its hash), if the merchant issued it. */
function resetTokenRow(db: Db, merchant: string, token: string) {
  return db
    .prepare("SELECT account_id, expires_at, used_at FROM password_reset_tokens WHERE token_hash = ? AND merchant = ?")
    .get(sha256(token), merchant) as { account_id: number; expires_at: string; used_at: string | null } | undefined;
}

export const passwordHandlers: GroupHandlers<"password"> = {
  status: (ctx) => {
    const account = accountById(ctx.db, sessionOf(ctx).accountId);
    return {
      passwordSet: hasPassword(account),
      isDefault: account.password_is_default === 1,
      expired: passwordExpired(account, ctx.clock.now()),
    };
  },

  /** Wrong old passwords count like wrong sign-ins (`confirmPassword`): five lock the change for 5 minutes. */
  change: (ctx, { oldPassword, newPassword, confirmNewPassword }) => {
    const { db, merchant } = ctx;
    const session = sessionOf(ctx);
    if (session.isAgent === 4) throw new SandboxError("TRIAL_NOT_ALLOWED");
    const now = ctx.clock.now();
    const account = accountById(db, session.accountId);
    // An account without a password yet (SMS or social sign-in only) sets its first one.
    if (hasPassword(account)) confirmPassword(db, merchant.code, account, oldPassword, now, "OLD_PASSWORD_INCORRECT");
    if (confirmNewPassword !== newPassword) {
      throw new SandboxError("INVALID_REQUEST", { fields: [{ path: "confirmNewPassword", message: "Not the new password" }] });
    }
    checkPasswordRule(merchant, newPassword, "newPassword");
    return db.transaction(() => {
      const { expiresAt } = setPassword(db, account, newPassword, now);
      const ended = endSessions(db, [account.id], now, session.tokenHash);
      recordSecurityEvent(db, account.id, "security.passwordChanged", now);
      return { changed: true as const, expiresAt, ended };
    })();
  },

  forgotByEmail: (ctx, { username, email, resetUrl, brandName }) => {
    const { db, merchant } = ctx;
    const now = ctx.clock.now();
    const account = accountByUsername(db, merchant.code, username);
    if (!account || account.is_agent === 4 || !account.email || account.email !== email.toLowerCase()) {
      throw new SandboxError("USER_NOT_FOUND");
    }
    // A reset link goes only to an address the player has shown is theirs.
    if (account.email_verified !== 1) throw new SandboxError("EMAIL_UNVERIFIED");
    const since = new Date(now.getTime() - RESET_EMAIL_WINDOW_MS).toISOString();
    const recent = db
      .prepare("SELECT created_at FROM password_reset_tokens WHERE account_id = ? AND created_at > ? ORDER BY created_at")
      .pluck()
      .all(account.id, since) as string[];
    if (recent.length >= RESET_EMAILS_PER_WINDOW) {
      const retryAt = Date.parse(recent[0]) + RESET_EMAIL_WINDOW_MS;
      throw new SandboxError("TOO_MANY_ATTEMPTS", { retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)) });
    }
    const token = randomBytes(24).toString("base64url");
    // The portal's own address of its reset page, as the player reached it (a local portal's port included).
    const link = new URL(resetUrl);
    link.searchParams.set("token", token);
    db.transaction(() => {
      db.prepare("INSERT INTO password_reset_tokens (token_hash, account_id, merchant, created_at, expires_at) VALUES (?, ?, ?, ?, ?)").run(
        sha256(token),
        account.id,
        merchant.code,
        now.toISOString(),
        new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
      );
      sendEmail(
        db,
        merchant.code,
        {
          to: account.email!,
          ...emailText(
            "passwordReset",
            account.language,
            { brand: brandName, username: account.username, minutes: RESET_LINK_MINUTES },
            link.href,
          ),
          resetToken: token,
        },
        now,
      );
    })();
    return { sent: true as const };
  },

  resetLinkState: (ctx, { token }) => {
    const row = resetTokenRow(ctx.db, ctx.merchant.code, token);
    if (!row) return { state: "unknown" as const };
    if (row.used_at !== null) return { state: "used" as const };
    return { state: Date.parse(row.expires_at) <= ctx.clock.now().getTime() ? ("expired" as const) : ("usable" as const) };
  },

  resetByToken: (ctx, { token, newPassword }) => {
    const { db, merchant } = ctx;
    const now = ctx.clock.now();
    const row = resetTokenRow(db, merchant.code, token);
    if (!row || row.used_at !== null || Date.parse(row.expires_at) <= now.getTime()) throw new SandboxError("RESET_LINK_INVALID");
    checkPasswordRule(merchant, newPassword, "newPassword");
    const account = accountById(db, row.account_id);
    return db.transaction(() => {
      // Every link of the account stops working, not only this one.
      db.prepare("UPDATE password_reset_tokens SET used_at = ? WHERE account_id = ? AND used_at IS NULL").run(
        now.toISOString(),
        account.id,
      );
      return resetAndSignIn(db, account, newPassword, account.username, now, signInOrigin(ctx, "passwordReset"));
    })();
  },

  /** As auth.loginCode: an unknown number is answered like a known one, only nothing is sent. */
  resetCode: (ctx, { mobileNum, countryDialingCode }) => {
    const { db, merchant } = ctx;
    requireMobileReset(merchant);
    const mobile = mobileFromParts(db, merchant, countryDialingCode, mobileNum);
    const now = ctx.clock.now();
    const wait = resendWaitSeconds(lastLoginCode(db, merchant.code, mobile.full, "reset_codes"), now);
    if (wait > 0) throw new SandboxError("TOO_MANY_ATTEMPTS", { retryAfterSeconds: wait });
    const holder = accountByMobile(db, merchant.code, mobile.full);
    const code = holder ? newLoginCode() : null;
    recordLoginCode(db, merchant.code, mobile.full, code, now, "reset_codes");
    if (holder && code) sendSms(merchant.code, mobile, smsText("passwordReset", holder.language, code, LOGIN_CODE_MINUTES));
    return { expiredMinutes: LOGIN_CODE_MINUTES };
  },

  /** Wrong codes count under `reset:<number>`: five lock the number's resets for 5 minutes. */
  resetByMobile: (ctx, { mobileNum, countryDialingCode, verificationCode, newPassword }) => {
    const { db, merchant } = ctx;
    requireMobileReset(merchant);
    const mobile = mobileFromParts(db, merchant, countryDialingCode, mobileNum);
    const now = ctx.clock.now();
    const attemptsKey = `reset:${mobile.full}`;
    const attempts = readAttempts(db, merchant.code, attemptsKey, now);
    if (attempts.lockedUntil) throw tooManyAttempts(attempts.lockedUntil, now);
    const account = accountByMobile(db, merchant.code, mobile.full);
    const sent = lastLoginCode(db, merchant.code, mobile.full, "reset_codes");
    if (!account || !codeMatches(sent, verificationCode)) {
      const failed = recordFailure(attempts, now);
      writeAttempts(db, merchant.code, attemptsKey, failed);
      if (failed.lockedUntil) throw tooManyAttempts(failed.lockedUntil, now);
      throw new SandboxError("CODE_INVALID");
    }
    if (sent.expiresAt <= now) throw new SandboxError("CODE_EXPIRED");
    checkPasswordRule(merchant, newPassword, "newPassword");
    return db.transaction(() => {
      markLoginCodeUsed(db, merchant.code, mobile.full, now, "reset_codes");
      markMobileVerified(db, account.id);
      return resetAndSignIn(db, account, newPassword, attemptsKey, now, signInOrigin(ctx, "passwordReset"));
    })();
  },
};
