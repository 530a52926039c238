import { proofMediaTypeOf, PROOF_LIMITS } from "../../app/platform/contract/money";
import type { GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { idempotencyKeyUsed, mainBalance, moveMoney } from "../lib/ledger";
import { AUTO_RECEIPT_MINUTES, newReference, withdrawalLimitsOf } from "../lib/money-settings";
import { sessionOf } from "../lib/sessions";
import { ownWithdrawal, recentWithdrawals } from "../lib/withdrawals";
import { requireKycFor } from "../lib/kyc";
import { ownBankAccount } from "./bank-accounts";
import { checkWithdrawPassword } from "../lib/withdraw-passwords";
import { prepared } from "../db/statements";

export const withdrawalHandlers: GroupHandlers<"withdrawal"> = {
  info: (ctx) => {
    const { accountId } = sessionOf(ctx);
    const passwordSet = prepared(ctx.db, "SELECT 1 FROM withdrawal_passwords WHERE account_id = ?").get(accountId) !== undefined;
    return {
      ...withdrawalLimitsOf(ctx.merchant.currency),
      balanceCents: mainBalance(ctx.db, accountId),
      passwordSet,
      autoReceiptMinutes: AUTO_RECEIPT_MINUTES,
      recent: recentWithdrawals(ctx.db, accountId, ctx.clock.now()),
    };
  },

  create: (ctx, { amountCents, bankAccountId, withdrawPassword, idempotencyKey }) => {
    const { accountId } = sessionOf(ctx);
    const replay = idempotencyKeyUsed(ctx.db, accountId, idempotencyKey);
    if (!replay) {
      const limits = withdrawalLimitsOf(ctx.merchant.currency);
      if (amountCents < limits.minCents || amountCents > limits.maxCents) throw new SandboxError("AMOUNT_OUT_OF_RANGE");
      ownBankAccount(ctx, accountId, bankAccountId);
      checkWithdrawPassword(ctx, accountId, withdrawPassword);
      requireKycFor(ctx.db, ctx.merchant, accountId, amountCents);
    }
    const now = ctx.clock.now();
    return moveMoney(
      ctx.db,
      now,
      (ledger) => {
        const reference = newReference("WD");
        prepared(
          ctx.db,
          "INSERT INTO withdrawals (reference, account_id, bank_account_id, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)",
        ).run(reference, accountId, bankAccountId, amountCents, now.toISOString());
        // Held from the main wallet until paid; a rejection refunds it.
        const balanceCents = ledger.move({ accountId, kind: "withdrawal.hold", deltaCents: -amountCents, reference });
        return { reference, balanceCents };
      },
      { accountId, key: idempotencyKey, operation: JSON.stringify(["withdrawal.create", amountCents, bankAccountId]) },
    );
  },

  confirm: (ctx, { reference, outcome, receivedCents, proofs }) => {
    const { accountId } = sessionOf(ctx);
    const now = ctx.clock.now();
    const withdrawal = ownWithdrawal(ctx.db, accountId, reference, now);
    if (withdrawal.status !== "PAID") throw new SandboxError("WITHDRAWAL_NOT_CONFIRMABLE");
    const received = outcome === "RECEIVED" ? withdrawal.amountCents : outcome === "NOT_RECEIVED" ? 0 : receivedCents;
    if (received === undefined || (outcome === "PARTLY_RECEIVED" && (received <= 0 || received >= withdrawal.amountCents))) {
      throw new SandboxError("INVALID_REQUEST", {
        fields: [{ path: "receivedCents", message: "Partly received needs an amount between 0 and the withdrawal" }],
      });
    }
    const images = proofs.map((proof, i) => {
      const bytes = Buffer.from(proof.base64, "base64");
      if (bytes.length === 0 || bytes.length > PROOF_LIMITS.maxBytes || proofMediaTypeOf(bytes) !== proof.mediaType) {
        throw new SandboxError("INVALID_REQUEST", { fields: [{ path: `proofs.${i}`, message: "Not a png or jpg of at most 5 MB" }] });
      }
      return { mediaType: proof.mediaType, bytes };
    });
    ctx.db.transaction(() => {
      prepared(
        ctx.db,
        "UPDATE withdrawals SET status = 'CONFIRMED', receipt = ?, received_cents = ?, confirmed_at = ? WHERE reference = ?",
      ).run(outcome, received, now.toISOString(), reference);
      for (const image of images) {
        prepared(ctx.db, "INSERT INTO withdrawal_proofs (withdrawal_ref, media_type, bytes, created_at) VALUES (?, ?, ?, ?)").run(
          reference,
          image.mediaType,
          image.bytes,
          now.toISOString(),
        );
      }
    })();
    return ownWithdrawal(ctx.db, accountId, reference, now);
  },
};
