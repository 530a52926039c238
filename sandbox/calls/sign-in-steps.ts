import type { GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { accountById } from "../lib/accounts";
import { newLoginCode } from "../lib/login-codes";
import { sessionOf } from "../lib/sessions";
import { clearSecondFactorCount, countWrongSecondFactor, refuseWhileSecondFactorLocked, secondFactorLock } from "../lib/second-factor";
import { completeSignIn } from "../lib/sign-in";
import { signInOrigin } from "../lib/sessions";
import { smsText } from "../lib/player-messages";
import { sendSms } from "../lib/sms";
import {
  accountVerification,
  answerMatches,
  closeTicket,
  openTicket,
  recordSentCode,
  recordWrongAnswer,
  registerAddress,
} from "../lib/verification";

/** A code sent to the bound mobile is valid this long; one send per ticket per RESEND_MS. */
const CODE_MINUTES = 5;
const RESEND_MS = 60_000;

const hintOf = (mobile: string | null) => (mobile ? `•••• ${mobile.slice(-4)}` : null);

export const verificationHandlers: GroupHandlers<"verification"> = {
  status: (ctx, { ticket }) => {
    const pending = openTicket(ctx.db, ctx.merchant.code, ticket, ctx.clientIp, ctx.clock.now());
    const account = accountById(ctx.db, pending.accountId);
    const verification = accountVerification(ctx.db, account.id);
    if (!verification) throw new SandboxError("VERIFICATION_EXPIRED");
    return {
      methods: verification.methods,
      expiresAt: pending.expiresAt.toISOString(),
      mobileHint: hintOf(account.mobile_number),
      secondFactorLock: verification.methods.includes("totp") ? secondFactorLock(ctx.db, account.id, ctx.clock.now()) : null,
    };
  },

  sendCode: (ctx, { ticket }) => {
    const now = ctx.clock.now();
    const pending = openTicket(ctx.db, ctx.merchant.code, ticket, ctx.clientIp, now);
    const account = accountById(ctx.db, pending.accountId);
    if (!accountVerification(ctx.db, account.id)?.methods.includes("mobile") || !account.mobile_number) {
      throw new SandboxError("FUNCTION_DISABLED");
    }
    const waitMs = pending.codeSentAt ? pending.codeSentAt.getTime() + RESEND_MS - now.getTime() : 0;
    if (waitMs > 0) throw new SandboxError("TOO_MANY_ATTEMPTS", { retryAfterSeconds: Math.ceil(waitMs / 1000) });
    const code = newLoginCode();
    recordSentCode(ctx.db, pending, code, now);
    sendSms(
      ctx.merchant.code,
      {
        dialingCode: account.mobile_dialing_code ?? "",
        nationalNumber: account.mobile_number,
        full: `${account.mobile_dialing_code}${account.mobile_number}`,
      },
      smsText("newAddress", account.language, code, CODE_MINUTES),
    );
    return { expiredMinutes: CODE_MINUTES };
  },

  verify: (ctx, { ticket, method, answer }) => {
    const { db } = ctx;
    const now = ctx.clock.now();
    const pending = openTicket(db, ctx.merchant.code, ticket, ctx.clientIp, now);
    const account = accountById(db, pending.accountId);
    const verification = accountVerification(db, account.id);
    if (!verification?.methods.includes(method)) throw new SandboxError("INVALID_REQUEST");
    if (method === "mobile" && pending.codeSentAt && pending.codeSentAt.getTime() + CODE_MINUTES * 60_000 <= now.getTime()) {
      throw new SandboxError("CODE_EXPIRED");
    }
    const origin = signInOrigin(ctx, method === "totp" ? "authenticator" : "verification");
    // While the second factor is locked no code of it is even checked: a new ticket does not reopen it.
    if (method === "totp") refuseWhileSecondFactorLocked(db, account.id, now);
    // The wrong answer is counted before the error is thrown: a throw inside the transaction would undo it.
    const outcome = db.transaction(() => {
      if (!answerMatches(db, account.id, verification, pending, method, answer, now)) {
        const locked = method === "totp" ? countWrongSecondFactor(db, account.id, origin, now) : null;
        const { ended } = recordWrongAnswer(db, pending, now);
        if (locked) return locked;
        if (ended) return new SandboxError("VERIFICATION_EXPIRED");
        return new SandboxError(method === "mobile" || method === "totp" ? "CODE_INVALID" : "VERIFICATION_FAILED");
      }
      if (method === "totp") clearSecondFactorCount(db, account.id);
      closeTicket(db, pending, now);
      registerAddress(db, account.id, ctx.clientIp, now);
      return completeSignIn(db, account, account.username, now, origin);
    })();
    if (outcome instanceof SandboxError) throw outcome;
    return outcome;
  },
};

/** The first-login step: the flag auth.login reports stays set until the step is done. */
export const firstLoginHandlers: GroupHandlers<"firstLogin"> = {
  status: (ctx) => ({ pending: accountById(ctx.db, sessionOf(ctx).accountId).first_login === 1 }),
  complete: (ctx) => {
    ctx.db.prepare("UPDATE accounts SET first_login = 0 WHERE id = ?").run(sessionOf(ctx).accountId);
    return { pending: false as const };
  },
};
