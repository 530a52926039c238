import type { GroupHandlers } from "../lib/context";
import { maskEmail } from "../lib/binding-codes";
import { sendVerificationLink, verifyEmailToken } from "../lib/email-verification";
import { EMAIL_VERIFY_LINK_MINUTES } from "../../app/platform/contract/email-verification";
import { realAccountRowOf } from "../lib/sessions";

/** Verifying a bound email by a link sent to it (binding.confirm sends the first). */
export const emailVerificationHandlers: GroupHandlers<"emailVerification"> = {
  status: (ctx) => {
    const account = realAccountRowOf(ctx);
    return { email: account.email ? maskEmail(account.email) : null, verified: account.email !== null && account.email_verified === 1 };
  },

  send: (ctx, { verifyUrl }) => {
    const { db, merchant } = ctx;
    const account = realAccountRowOf(ctx);
    db.transaction(() => sendVerificationLink(db, account, merchant.name, verifyUrl, ctx.clock.now()))();
    return { sent: true as const, expiredMinutes: EMAIL_VERIFY_LINK_MINUTES };
  },

  verify: (ctx, { token }) => {
    const { email } = verifyEmailToken(ctx.db, ctx.merchant.code, token, ctx.clock.now());
    return { verified: true as const, email: maskEmail(email) };
  },
};
