import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { hashPassword, verifyPassword, verifyPasswordAsync } from "../lib/passwords";
import { sessionOf } from "../lib/sessions";
import { prepared } from "../db/statements";

const storedHash = (ctx: CallContext, accountId: number) =>
  prepared(ctx.db, "SELECT password_hash FROM withdrawal_passwords WHERE account_id = ?").pluck().get(accountId) as string | undefined;

/** Throws WITHDRAW_PASSWORD_NOT_SET or WITHDRAW_PASSWORD_INCORRECT unless `password` is the account's withdrawal password. */
export function checkWithdrawPassword(ctx: CallContext, accountId: number, password: string): void {
  const hash = storedHash(ctx, accountId);
  if (!hash) throw new SandboxError("WITHDRAW_PASSWORD_NOT_SET");
  if (!verifyPassword(password, hash)) throw new SandboxError("WITHDRAW_PASSWORD_INCORRECT");
}

/** As checkWithdrawPassword, without blocking the sandbox while scrypt runs. */
export async function checkWithdrawPasswordAsync(ctx: CallContext, accountId: number, password: string): Promise<void> {
  const hash = storedHash(ctx, accountId);
  if (!hash) throw new SandboxError("WITHDRAW_PASSWORD_NOT_SET");
  if (!(await verifyPasswordAsync(password, hash))) throw new SandboxError("WITHDRAW_PASSWORD_INCORRECT");
}

export const withdrawPasswordHandlers: GroupHandlers<"withdrawPassword"> = {
  status: (ctx) => ({ set: storedHash(ctx, sessionOf(ctx).accountId) !== undefined }),

  set: (ctx, { oldPassword, newPassword }) => {
    const { accountId } = sessionOf(ctx);
    const hash = storedHash(ctx, accountId);
    if (hash && (oldPassword === undefined || !verifyPassword(oldPassword, hash))) throw new SandboxError("WITHDRAW_PASSWORD_INCORRECT");
    prepared(
      ctx.db,
      `INSERT INTO withdrawal_passwords (account_id, password_hash, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at`,
    ).run(accountId, hashPassword(newPassword), ctx.clock.now().toISOString());
    return { set: true as const };
  },
};
