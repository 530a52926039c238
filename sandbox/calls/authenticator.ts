import { SandboxError, type CallContext, type GroupHandlers } from "../handler";
import { accountById } from "../lib/accounts";
import {
  activeAuthenticator,
  authenticatorAnswerMatches,
  otpauthUrl,
  pendingSecret,
  recoveryCodesLeft,
  startSetUp,
  totpStep,
  turnOff,
  turnOn,
} from "../lib/authenticator";
import { clearAttempts, readAttempts, recordFailure, tooManyAttempts, writeAttempts } from "../lib/login-attempts";
import { confirmPassword } from "../lib/account-passwords";
import { recordSecurityEvent } from "../lib/security-events";
import { realAccountOf } from "../lib/sessions";

/**
 * Counts a wrong code of the set-up or the removal under `authenticator:<id>` (five lock
 * both for 5 minutes) and answers the error to throw, after the count is written.
 */
function wrongAnswer(ctx: CallContext, accountId: number, code: "CODE_INVALID"): SandboxError {
  const now = ctx.clock.now();
  const key = `authenticator:${accountId}`;
  const failed = recordFailure(readAttempts(ctx.db, ctx.merchant.code, key, now), now);
  writeAttempts(ctx.db, ctx.merchant.code, key, failed);
  return failed.lockedUntil ? tooManyAttempts(failed.lockedUntil, now) : new SandboxError(code);
}

function refuseWhileLocked(ctx: CallContext, accountId: number): void {
  const now = ctx.clock.now();
  const { lockedUntil } = readAttempts(ctx.db, ctx.merchant.code, `authenticator:${accountId}`, now);
  if (lockedUntil) throw tooManyAttempts(lockedUntil, now);
}

/** The authenticator a player sets up and removes themselves; sign-in checks its codes in the verification step. */
export const authenticatorHandlers: GroupHandlers<"authenticator"> = {
  status: (ctx) => {
    const accountId = realAccountOf(ctx);
    const now = ctx.clock.now();
    const enabled = activeAuthenticator(ctx.db, accountId) !== null;
    const secret = enabled ? null : pendingSecret(ctx.db, accountId, now);
    const username = accountById(ctx.db, accountId).username;
    return {
      enabled,
      recoveryCodesLeft: enabled ? recoveryCodesLeft(ctx.db, accountId) : 0,
      pending: secret ? { secret, otpauthUrl: otpauthUrl(ctx.merchant.name, username, secret) } : null,
    };
  },

  start: (ctx) => {
    const accountId = realAccountOf(ctx);
    if (activeAuthenticator(ctx.db, accountId)) throw new SandboxError("INVALID_REQUEST");
    const secret = startSetUp(ctx.db, accountId, ctx.clock.now());
    return { secret, otpauthUrl: otpauthUrl(ctx.merchant.name, accountById(ctx.db, accountId).username, secret) };
  },

  confirm: (ctx, { code }) => {
    const { db } = ctx;
    const accountId = realAccountOf(ctx);
    const now = ctx.clock.now();
    refuseWhileLocked(ctx, accountId);
    if (activeAuthenticator(db, accountId)) throw new SandboxError("INVALID_REQUEST");
    const secret = pendingSecret(db, accountId, now);
    if (!secret) throw new SandboxError("CODE_EXPIRED");
    const step = totpStep(secret, code, null, now);
    if (step === null) throw wrongAnswer(ctx, accountId, "CODE_INVALID");
    const recoveryCodes = db.transaction(() => {
      clearAttempts(db, ctx.merchant.code, `authenticator:${accountId}`);
      const codes = turnOn(db, accountId, secret, step);
      recordSecurityEvent(db, accountId, "security.authenticatorAdded", now);
      return codes;
    })();
    return { recoveryCodes };
  },

  remove: (ctx, { password, code }) => {
    const { db } = ctx;
    const accountId = realAccountOf(ctx);
    const now = ctx.clock.now();
    refuseWhileLocked(ctx, accountId);
    if (!activeAuthenticator(db, accountId)) throw new SandboxError("INVALID_REQUEST");
    // Wrong passwords count with every other confirmation of the password (the password change, self-exclusion).
    confirmPassword(db, ctx.merchant.code, accountById(db, accountId), password, now, "PASSWORD_INCORRECT");
    // The code is checked (and a recovery code used up) in the same transaction that removes it: nothing changes on a wrong one.
    const removed = db.transaction(() => {
      if (!authenticatorAnswerMatches(db, accountId, code, now)) return false;
      turnOff(db, accountId);
      clearAttempts(db, ctx.merchant.code, `authenticator:${accountId}`);
      recordSecurityEvent(db, accountId, "security.authenticatorRemoved", now);
      return true;
    })();
    if (!removed) throw wrongAnswer(ctx, accountId, "CODE_INVALID");
    return { enabled: false as const };
  },
};
