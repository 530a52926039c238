import type { GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { hashPassword, verifyPassword } from "../lib/passwords";
import { storedWithdrawHash } from "../lib/withdraw-passwords";
import { sessionOf } from "../lib/sessions";
import { prepared } from "../db/statements";

export const withdrawPasswordHandlers: GroupHandlers<"withdrawPassword"> = {
  status: (ctx) => ({ set: storedWithdrawHash(ctx, sessionOf(ctx).accountId) !== undefined }),

  set: (ctx, { oldPassword, newPassword }) => {
    const { accountId } = sessionOf(ctx);
    const hash = storedWithdrawHash(ctx, accountId);
    if (hash && (oldPassword === undefined || !verifyPassword(oldPassword, hash))) throw new SandboxError("WITHDRAW_PASSWORD_INCORRECT");
    prepared(
      ctx.db,
      `INSERT INTO withdrawal_passwords (account_id, password_hash, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at`,
    ).run(accountId, hashPassword(newPassword), ctx.clock.now().toISOString());
    return { set: true as const };
  },
};
