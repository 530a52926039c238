import type { GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { accountById, accountByMobile } from "../lib/accounts";
import { BINDING_CODE_MINUTES, lastBindingCode, markBindingCodeUsed, maskEmail, maskMobile, recordBindingCode } from "../lib/binding-codes";
import { sendEmail } from "../lib/email";
import { sendVerificationLink } from "../lib/email-verification";
import { clearAttempts, readAttempts, recordFailure, tooManyAttempts, writeAttempts } from "../lib/login-attempts";
import { codeMatches, newLoginCode, resendWaitSeconds } from "../lib/login-codes";
import { mobileFromFullNumber, mobileFromParts } from "../lib/mobile-numbers";
import { recordSecurityEvent } from "../lib/security-events";
import { realAccountRowOf } from "../lib/sessions";
import { emailText, smsText } from "../lib/player-messages";
import { sendSms } from "../lib/sms";

/** Binding a new mobile number or email: a code goes there, and comes back through binding.confirm. */
export const bindingHandlers: GroupHandlers<"binding"> = {
  sendCode: (ctx, req) => {
    const { db, merchant } = ctx;
    const account = realAccountRowOf(ctx);
    const now = ctx.clock.now();
    const wait = resendWaitSeconds(lastBindingCode(db, account.id, req.channel), now);
    if (wait > 0) throw new SandboxError("TOO_MANY_ATTEMPTS", { retryAfterSeconds: wait });
    const code = newLoginCode();
    if (req.channel === "mobile") {
      const mobile = mobileFromParts(db, merchant, req.countryDialingCode, req.mobileNum);
      const holder = accountByMobile(db, merchant.code, mobile.full);
      if (holder && holder.id !== account.id) throw new SandboxError("MOBILE_TAKEN");
      recordBindingCode(db, account.id, "mobile", mobile.full, code, now);
      sendSms(merchant.code, mobile, smsText("mobileBinding", account.language, code, BINDING_CODE_MINUTES));
    } else {
      db.transaction(() => {
        recordBindingCode(db, account.id, "email", req.email, code, now);
        sendEmail(
          db,
          merchant.code,
          {
            to: req.email,
            ...emailText(
              "emailBinding",
              account.language,
              { brand: merchant.name, username: account.username, minutes: BINDING_CODE_MINUTES },
              code,
            ),
          },
          now,
        );
      })();
    }
    return { channel: req.channel, expiredMinutes: BINDING_CODE_MINUTES };
  },

  /** Wrong codes count under `bind:<id>`: five lock binding for 5 minutes. */
  confirm: (ctx, { channel, code, verifyUrl }) => {
    const { db, merchant } = ctx;
    const account = realAccountRowOf(ctx);
    const now = ctx.clock.now();
    const attemptsKey = `bind:${account.id}`;
    const attempts = readAttempts(db, merchant.code, attemptsKey, now);
    if (attempts.lockedUntil) throw tooManyAttempts(attempts.lockedUntil, now);
    const sent = lastBindingCode(db, account.id, channel);
    if (!codeMatches(sent, code)) {
      const failed = recordFailure(attempts, now);
      writeAttempts(db, merchant.code, attemptsKey, failed);
      if (failed.lockedUntil) throw tooManyAttempts(failed.lockedUntil, now);
      throw new SandboxError("CODE_INVALID");
    }
    if (sent.expiresAt <= now) throw new SandboxError("CODE_EXPIRED");
    const { target } = sent;
    return db.transaction(() => {
      markBindingCodeUsed(db, account.id, channel, now);
      clearAttempts(db, merchant.code, attemptsKey);
      if (channel === "email") {
        // The code proved the mailbox takes mail; the email is verified by the link sent to it.
        db.prepare("UPDATE accounts SET email = ?, email_verified = 0 WHERE id = ?").run(target, account.id);
        recordSecurityEvent(db, account.id, "security.emailChanged", now);
        if (verifyUrl) sendVerificationLink(db, accountById(db, account.id), merchant.name, verifyUrl, now, false);
        return { channel, bound: maskEmail(target) };
      }
      const mobile = mobileFromFullNumber(db, merchant, target);
      const holder = accountByMobile(db, merchant.code, mobile.full);
      // Bound by another account since the code went out.
      if (holder && holder.id !== account.id) throw new SandboxError("MOBILE_TAKEN");
      // The code sent to the number came back: the number is proved.
      db.prepare("UPDATE accounts SET mobile_dialing_code = ?, mobile_number = ?, mobile_verified = 1 WHERE id = ?").run(
        mobile.dialingCode,
        mobile.nationalNumber,
        account.id,
      );
      return { channel, bound: maskMobile(mobile.nationalNumber) };
    })();
  },
};
