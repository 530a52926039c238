import { randomBytes } from "node:crypto";
import type { GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { depositOrder } from "../lib/deposits";
import { moveMoney } from "../lib/ledger";
import { checkLimits } from "../lib/limits";
import { depositFee, depositMethodsOf, newReference } from "../lib/money-settings";
import { sessionOf } from "../lib/sessions";
import { prepared } from "../db/statements";
import { writtenIn } from "../lib/written";

export const depositHandlers: GroupHandlers<"deposit"> = {
  methods: (ctx, { language }) => ({
    methods: depositMethodsOf(ctx.merchant.currency).map((method) => ({ ...method, name: writtenIn(method.name, language) })),
  }),

  create: (ctx, { method, channel, amountCents, returnUrl, idempotencyKey }) => {
    const { accountId } = sessionOf(ctx);
    const chosen = depositMethodsOf(ctx.merchant.currency).find((candidate) => candidate.code === method);
    if (!chosen) throw new SandboxError("INVALID_REQUEST", { fields: [{ path: "method", message: "Not a deposit method" }] });
    if (!chosen.channels.some((candidate) => candidate.code === channel)) {
      throw new SandboxError("INVALID_REQUEST", { fields: [{ path: "channel", message: "Not a channel of this method" }] });
    }
    if (amountCents < chosen.minCents || amountCents > chosen.maxCents) throw new SandboxError("AMOUNT_OUT_OF_RANGE");
    const now = ctx.clock.now();
    // No money moves yet: the key makes a double submit answer the same order.
    const order = moveMoney(
      ctx.db,
      now,
      () => {
        // Checked in the order's own transaction: two deposits at once cannot both pass on the same room.
        checkLimits(ctx.db, accountId, now, "DEPOSIT", amountCents);
        const reference = newReference("DP");
        const payToken = randomBytes(16).toString("hex");
        const feeCents = depositFee(amountCents, chosen.feeBasisPoints);
        prepared(
          ctx.db,
          `INSERT INTO deposit_orders (reference, account_id, method, channel, amount_cents, fee_cents, pay_token, return_url, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(reference, accountId, method, channel, amountCents, feeCents, payToken, returnUrl, now.toISOString());
        return { reference, amountCents, feeCents, payToken };
      },
      { accountId, key: idempotencyKey, operation: JSON.stringify(["deposit.create", method, channel, amountCents]) },
    );
    const host = ctx.merchant.launchCdnHosts[0];
    const { payToken, ...value } = order;
    return { ...value, payUrl: `http://${host}:${ctx.port}/pay/${order.reference}?token=${payToken}` };
  },

  order: (ctx, { reference }) => {
    const order = depositOrder(ctx.db, reference);
    if (!order || order.account_id !== sessionOf(ctx).accountId) throw new SandboxError("NOT_FOUND");
    return { reference, amountCents: order.amount_cents, feeCents: order.fee_cents, status: order.status, createdAt: order.created_at };
  },
};
