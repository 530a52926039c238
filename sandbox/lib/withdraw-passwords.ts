import type { CallContext } from "./context";
import { SandboxError } from "./errors";
import { verifyPassword, verifyPasswordAsync } from "./passwords";
import { prepared } from "../db/statements";

/** The account's withdrawal password hash; undefined while it has none. */
export const storedWithdrawHash = (ctx: CallContext, accountId: number) =>
  prepared(ctx.db, "SELECT password_hash FROM withdrawal_passwords WHERE account_id = ?").pluck().get(accountId) as string | undefined;

/** Throws WITHDRAW_PASSWORD_NOT_SET or WITHDRAW_PASSWORD_INCORRECT unless `password` is the account's withdrawal password. */
export function checkWithdrawPassword(ctx: CallContext, accountId: number, password: string): void {
  const hash = storedWithdrawHash(ctx, accountId);
  if (!hash) throw new SandboxError("WITHDRAW_PASSWORD_NOT_SET");
  if (!verifyPassword(password, hash)) throw new SandboxError("WITHDRAW_PASSWORD_INCORRECT");
}

/** As checkWithdrawPassword, without blocking the sandbox while scrypt runs. */
export async function checkWithdrawPasswordAsync(ctx: CallContext, accountId: number, password: string): Promise<void> {
  const hash = storedWithdrawHash(ctx, accountId);
  if (!hash) throw new SandboxError("WITHDRAW_PASSWORD_NOT_SET");
  if (!(await verifyPasswordAsync(password, hash))) throw new SandboxError("WITHDRAW_PASSWORD_INCORRECT");
}
