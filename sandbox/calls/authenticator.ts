import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
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
import { clearConfirmations, countWrongConfirmation, passwordMatches, refuseWhileConfirmationsLocked } from "../lib/account-passwords";
import { recordSecurityEvent } from "../lib/security-events";
import { clearSecondFactorCount, countWrongSecondFactor, refuseWhileSecondFactorLocked } from "../lib/second-factor";
import { realAccountOf, signInOrigin } from "../lib/sessions";

/**
 * Counts a wrong code of the set-up under `authenticator:<id>` (five lock it for 5 minutes) and
 * answers the error to throw, after the count is written.
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
    refuseWhileSecondFactorLocked(db, accountId, now);
    if (!activeAuthenticator(db, accountId)) throw new SandboxError("INVALID_REQUEST");
    // The password and the code are one count, shared with every other confirmation of the password
    // (the password change, self-exclusion): a right password does not clear what wrong codes added.
    refuseWhileConfirmationsLocked(db, ctx.merchant.code, accountId, now);
    if (!passwordMatches(accountById(db, accountId), password)) {
      throw countWrongConfirmation(db, ctx.merchant.code, accountId, now, new SandboxError("PASSWORD_INCORRECT"));
    }
    // The code is checked (and a recovery code used up) in the same transaction that removes it: nothing changes on a wrong one.
    // A wrong code also counts toward the second factor's own lock, as one typed at sign-in does.
    const refused = db.transaction(() => {
      if (!authenticatorAnswerMatches(db, accountId, code, now)) {
        const locked = countWrongSecondFactor(db, accountId, signInOrigin(ctx, "authenticator"), now);
        const wrong = countWrongConfirmation(db, ctx.merchant.code, accountId, now, new SandboxError("CODE_INVALID"));
        return locked ?? wrong;
      }
      turnOff(db, accountId);
      clearConfirmations(db, ctx.merchant.code, accountId);
      clearSecondFactorCount(db, accountId);
      recordSecurityEvent(db, accountId, "security.authenticatorRemoved", now);
      return null;
    })();
    if (refused) throw refused;
    return { enabled: false as const };
  },
};
