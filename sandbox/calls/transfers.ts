import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { accountById } from "../lib/accounts";
import { idempotencyKeyUsed, MAIN_WALLET, mainBalance, moveMoney, walletBalance } from "../lib/ledger";
import { newReference } from "../lib/money-settings";
import { sessionOf } from "../lib/sessions";
import { checkWithdrawPassword } from "../lib/withdraw-passwords";
import { prepared } from "../db/statements";

/** The merchant's vendors: each is a wallet besides the main one. */
function vendorWallets(ctx: CallContext): Array<{ code: string; name: string }> {
  return prepared(
    ctx.db,
    "SELECT v.code, v.name FROM merchant_vendors mv JOIN vendors v ON v.code = mv.vendor_code WHERE mv.merchant = ? ORDER BY mv.sort",
  ).all(ctx.merchant.code) as Array<{ code: string; name: string }>;
}

export const transferHandlers: GroupHandlers<"transfer"> = {
  wallets: (ctx) => {
    const { accountId } = sessionOf(ctx);
    const wallets = [
      { code: MAIN_WALLET, name: "Main", balanceCents: mainBalance(ctx.db, accountId) },
      ...vendorWallets(ctx).map((vendor) => ({ ...vendor, balanceCents: walletBalance(ctx.db, accountId, vendor.code) })),
    ];
    return {
      currencySymbol: ctx.merchant.currencySymbol,
      totalCents: wallets.reduce((sum, wallet) => sum + wallet.balanceCents, 0),
      wallets,
    };
  },

  between: (ctx, { from, to, amountCents, idempotencyKey }) => {
    const { accountId } = sessionOf(ctx);
    const known = new Set([MAIN_WALLET, ...vendorWallets(ctx).map((vendor) => vendor.code)]);
    for (const [path, wallet] of [
      ["from", from],
      ["to", to],
    ] as const) {
      if (!known.has(wallet)) throw new SandboxError("INVALID_REQUEST", { fields: [{ path, message: "Not a wallet of this merchant" }] });
    }
    const now = ctx.clock.now();
    return moveMoney(
      ctx.db,
      now,
      (ledger) => {
        const reference = newReference("TF");
        const fromBalanceCents = ledger.move({ accountId, wallet: from, kind: "transfer.out", deltaCents: -amountCents, reference });
        const toBalanceCents = ledger.move({ accountId, wallet: to, kind: "transfer.in", deltaCents: amountCents, reference });
        return { reference, fromBalanceCents, toBalanceCents };
      },
      { accountId, key: idempotencyKey, operation: JSON.stringify(["transfer.between", from, to, amountCents]) },
    );
  },

  uplineInfo: (ctx) => {
    const account = accountById(ctx.db, sessionOf(ctx).accountId);
    const upline = account.parent_id === null ? null : accountById(ctx.db, account.parent_id).username;
    return { upline, balanceCents: account.balance_cents };
  },

  upline: (ctx, { amountCents, withdrawPassword, idempotencyKey }) => {
    const { accountId } = sessionOf(ctx);
    const account = accountById(ctx.db, accountId);
    if (account.parent_id === null) throw new SandboxError("NO_UPLINE");
    const uplineId = account.parent_id;
    const operation = JSON.stringify(["transfer.upline", amountCents]);
    // A replay is answered before the password is checked again (it was right the first time).
    if (!idempotencyKeyUsed(ctx.db, accountId, idempotencyKey)) checkWithdrawPassword(ctx, accountId, withdrawPassword);
    return moveMoney(
      ctx.db,
      ctx.clock.now(),
      (ledger) => {
        const reference = newReference("UP");
        const balanceCents = ledger.move({ accountId, kind: "upline.out", deltaCents: -amountCents, reference });
        ledger.move({ accountId: uplineId, kind: "upline.in", deltaCents: amountCents, reference });
        return { reference, balanceCents, upline: accountById(ctx.db, uplineId).username };
      },
      { accountId, key: idempotencyKey, operation },
    );
  },
};
