import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { Withdrawal } from "~/platform/contract/money";
import { requireRealAccount } from "~/session/session.server";
import { amountField, idempotencyKeyField, invalid, newIdempotencyKey, parseForm, refused, withdrawPasswordField } from "./forms.server";
import { inCentre } from "~/features/member/centre-path";
import { MONEY_PATHS } from "./paths";
import { formatDateTime, UTC_ZONE } from "~/format/dates";
import { amountFormatter, settled } from "./results.server";
import type { Result } from "./types";

export interface WithdrawalView {
  reference: string;
  amount: string;
  status: Withdrawal["status"];
  receipt: Withdrawal["receipt"];
  received: string | null;
  bankAccount: string;
  createdAt: string;
  /** PAID: when it counts as received, and where the player confirms it. */
  autoReceiptAt: string | null;
  confirmHref: string | null;
}

export interface WithdrawView {
  info: Result<{
    min: string;
    max: string;
    balance: string;
    passwordSet: boolean;
    autoReceiptMinutes: number;
    recent: WithdrawalView[];
  }>;
  banks: Result<Array<{ id: number; label: string }>>;
  idempotencyKey: string;
  /** The reference of the request just sent (`?done=`). */
  done: string | null;
}

const REFERENCE = /^[A-Z0-9-]{6,64}$/;

export const confirmHrefOf = (reference: string) => `${MONEY_PATHS.confirmReceipt}?${new URLSearchParams({ ref: reference })}`;

/** A withdrawal as the pages show it. */
export const toWithdrawalView =
  (format: (cents: number) => string) =>
  (withdrawal: Withdrawal): WithdrawalView => ({
    reference: withdrawal.reference,
    amount: format(withdrawal.amountCents),
    status: withdrawal.status,
    receipt: withdrawal.receipt,
    received: withdrawal.receivedCents === null ? null : format(withdrawal.receivedCents),
    bankAccount: withdrawal.bankAccount,
    createdAt: formatDateTime(withdrawal.createdAt, UTC_ZONE),
    autoReceiptAt: withdrawal.autoReceiptAt ? formatDateTime(withdrawal.autoReceiptAt, UTC_ZONE) : null,
    confirmHref: withdrawal.status === "PAID" ? confirmHrefOf(withdrawal.reference) : null,
  });

/** The withdrawal page: limits, balance, bank accounts, the form, and recent withdrawals with their receipt links. */
export async function withdrawLoader({ request, context }: LoaderFunctionArgs): Promise<WithdrawView> {
  requireRealAccount(request, context);
  const [info, banks, format] = await Promise.all([
    settled(context.platform.withdrawal.info()),
    settled(context.platform.bank.list()),
    amountFormatter(context),
  ]);
  const done = new URL(request.url).searchParams.get("done");
  return {
    info: info.ok
      ? {
          ok: true,
          value: {
            min: format(info.value.minCents),
            max: format(info.value.maxCents),
            balance: format(info.value.balanceCents),
            passwordSet: info.value.passwordSet,
            autoReceiptMinutes: info.value.autoReceiptMinutes,
            recent: info.value.recent.map(toWithdrawalView(format)),
          },
        }
      : info,
    banks: banks.ok
      ? {
          ok: true,
          value: banks.value.accounts.map((bank) => ({
            id: bank.id,
            label: `${bank.bankName} ${bank.maskedNumber} (${bank.accountName})`,
          })),
        }
      : banks,
    idempotencyKey: newIdempotencyKey(),
    done: done && REFERENCE.test(done) ? done : null,
  };
}

export const withdrawSchema = z.object({
  amount: amountField,
  bankAccountId: z.coerce
    .number({ invalid_type_error: "money.choose" })
    .int("money.choose")
    .positive("money.choose")
    .max(2 ** 31, "money.choose"),
  withdrawPassword: withdrawPasswordField,
  idempotencyKey: idempotencyKeyField,
});

/** Requests a withdrawal, after checking the amount against the platform's limits and the balance. */
export async function withdrawAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), withdrawSchema);
  if (submission.status !== "success") return invalid("withdraw", submission);
  const { amount, bankAccountId, withdrawPassword, idempotencyKey } = submission.value;
  try {
    const info = await context.platform.withdrawal.info();
    if (amount < info.minCents) return invalid("withdraw", submission, { amount: ["money.amountBelowMin"] });
    if (amount > info.maxCents) return invalid("withdraw", submission, { amount: ["money.amountAboveMax"] });
    if (amount > info.balanceCents) return invalid("withdraw", submission, { amount: ["money.amountOverBalance"] });
    const { reference } = await context.platform.withdrawal.create({
      amountCents: amount,
      bankAccountId,
      withdrawPassword,
      idempotencyKey,
    });
    return redirect(inCentre(`${MONEY_PATHS.withdraw}?${new URLSearchParams({ done: reference })}`, new URL(request.url).pathname));
  } catch (error) {
    return refused("withdraw", submission, error);
  }
}
