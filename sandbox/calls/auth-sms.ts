import type { Contract } from "../../app/platform/contract";
import type { CallContext, Handler, Merchant } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { accountById, accountByMobile } from "../lib/accounts";
import { readAttempts, recordFailure, tooManyAttempts, writeAttempts } from "../lib/login-attempts";
import {
  LOGIN_CODE_MINUTES,
  codeMatches,
  lastLoginCode,
  markLoginCodeUsed,
  newLoginCode,
  recordLoginCode,
  resendWaitSeconds,
} from "../lib/login-codes";
import { markMobileVerified } from "../lib/identity";
import { isFlagEnabled } from "../lib/merchants";
import { mobileFromFullNumber, mobileFromParts } from "../lib/mobile-numbers";
import { completeSignIn, type SignedIn } from "../lib/sign-in";
import { signInOrigin } from "../lib/sessions";
import { smsText } from "../lib/player-messages";
import { sendSms } from "../lib/sms";

function requireSmsLogin(merchant: Merchant): void {
  if (!isFlagEnabled(merchant, "MOBILEVERCODELOGIN3")) throw new SandboxError("FUNCTION_DISABLED");
}

/**
 * auth.loginCode. A number no account has is throttled and answered exactly like a known
 * one, only no code is made or sent: numbers cannot be enumerated.
 */
export const sendLoginCode: Handler<Contract["auth"]["loginCode"]> = (ctx, { mobileNum, countryDialingCode }) => {
  const { db, merchant } = ctx;
  requireSmsLogin(merchant);
  const mobile = mobileFromParts(db, merchant, countryDialingCode, mobileNum);
  const now = ctx.clock.now();
  const wait = resendWaitSeconds(lastLoginCode(db, merchant.code, mobile.full), now);
  if (wait > 0) throw new SandboxError("TOO_MANY_ATTEMPTS", { retryAfterSeconds: wait });

  const holder = accountByMobile(db, merchant.code, mobile.full);
  const code = holder ? newLoginCode() : null;
  recordLoginCode(db, merchant.code, mobile.full, code, now);
  if (holder && code) sendSms(merchant.code, mobile, smsText("signIn", holder.language, code, LOGIN_CODE_MINUTES));
  return { expiredMinutes: LOGIN_CODE_MINUTES };
};

/**
 * auth.login with type sms: `fullNumber` is the dialling code and number as digits. Wrong codes
 * count in the same counters as wrong passwords, kept under the number, so five lock it; no
 * captcha is asked (the portal skips its bot check for sms). A number no account has fails
 * like a wrong code.
 */
export function signInWithCode(ctx: CallContext, fullNumber: string, enteredCode: string): SignedIn {
  const { db, merchant } = ctx;
  requireSmsLogin(merchant);
  const mobile = mobileFromFullNumber(db, merchant, fullNumber);
  const now = ctx.clock.now();
  const attempts = readAttempts(db, merchant.code, mobile.full, now);
  if (attempts.lockedUntil) throw tooManyAttempts(attempts.lockedUntil, now);

  const account = accountByMobile(db, merchant.code, mobile.full);
  const sent = lastLoginCode(db, merchant.code, mobile.full);
  if (!account || !codeMatches(sent, enteredCode)) {
    const failed = recordFailure(attempts, now);
    writeAttempts(db, merchant.code, mobile.full, failed);
    if (failed.lockedUntil) throw tooManyAttempts(failed.lockedUntil, now);
    throw new SandboxError("CODE_INVALID");
  }
  if (sent.expiresAt <= now) throw new SandboxError("CODE_EXPIRED");

  return db.transaction(() => {
    markLoginCodeUsed(db, merchant.code, mobile.full, now);
    markMobileVerified(db, account.id);
    // Read again: the number is proved now, and the sign-in's checks (the national register) see it so.
    return completeSignIn(db, accountById(db, account.id), mobile.full, now, signInOrigin(ctx, "sms"));
  })();
}
