import type { Brand } from "../../app/brand/schema";
import { createPlatformClient } from "../../app/platform/client.server";
import { MEMBER } from "./member-session";

/** The withdrawal password `readyToWithdraw` sets. */
export const WITHDRAW_PASSWORD = "246810";

type Control = (path: string, body?: unknown) => Promise<void>;

/**
 * Makes `username` ready to withdraw through the platform, as the player would have set it up
 * (for tests about what comes after): a withdrawal password, a bank account, and `fundsCents`
 * deposited by bank transfer and credited by the back office. Answers the player's platform
 * client, their bank account and `deposit`/`withdraw` for the test's own orders.
 */
export async function readyToWithdraw(brand: Brand, sandboxUrl: string, control: Control, username: string, fundsCents: number) {
  const client = createPlatformClient({ baseUrl: sandboxUrl });
  const { token } = await client.bind({ merchant: brand.merchantCode }).auth.login({ username, password: MEMBER.password });
  const platform = client.bind({ merchant: brand.merchantCode, token });
  await platform.withdrawPassword.set({ newPassword: WITHDRAW_PASSWORD });
  const bank = await platform.bank.add({ bankName: "BDO", accountName: "Juan Cruz", accountNumber: "001234567890" });
  const key = () => `e2e-${crypto.randomUUID()}`;
  /** A bank-transfer order (no fee): its reference, for the back office to complete or fail. */
  const deposit = async (amountCents: number) =>
    (
      await platform.deposit.create({
        method: "BANK",
        channel: "BDO",
        amountCents,
        returnUrl: `http://${brand.id}.localhost/member/depositv2`,
        idempotencyKey: key(),
      })
    ).reference;
  /** A withdrawal request: its reference, for the back office to approve, reject or pay. */
  const withdraw = async (amountCents: number) =>
    (await platform.withdrawal.create({ amountCents, bankAccountId: bank.id, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: key() }))
      .reference;
  await control(`deposits/${await deposit(fundsCents)}/complete`);
  return { platform, deposit, withdraw };
}
