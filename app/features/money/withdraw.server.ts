import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
import type { Withdrawal } from "~/platform/contract/money";
import { requireRealAccount } from "~/session/session.server";
import { invalidReply, parseForm } from "~/forms/reply.server";
import {
  amountField,
  idempotencyKeyField,
  newIdempotencyKey,
  perCurrency,
  withdrawPasswordField,
  withNextKey,
  moneyFailureReply,
} from "~/forms/money.server";
import { formRules } from "~/forms/rules.server";
import type { FormRules } from "~/forms/rules";
import { inCentre } from "~/session/centre-path";
import { MONEY_DONE, MONEY_PATHS } from "./paths";
import { KYC_PATH } from "~/features/kyc/paths";
import { merchantCurrency, requestMoney } from "~/format/money.server";
import { settled } from "~/platform/result.server";
import { formatDateTime, type Zone } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import type { Result } from "~/platform/result";
import type { MoneyFormat } from "~/format/money";

export interface WithdrawalView {
  reference: string;
  amount: string;
  status: Withdrawal["status"];
  receipt: Withdrawal["receipt"];
  received: string | null;
  /** Partly received: what the player still has to receive (the amount less what arrived). */
  remaining: string | null;
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
  /** The form's rules for the browser, made from its schema. */
  rules: FormRules;
  /**
   * The brand's identity verification rule, when the player is not verified yet: the amount above
   * which a withdrawal waits for it ("" when every one does) and whether one is being checked.
   */
  kyc: { threshold: string; pending: boolean } | null;
  /** Where the player verifies their identity (sent from here, so the page's code does not carry the security centre's paths). */
  kycPath: string;
}

export const confirmHrefOf = (reference: string) => `${MONEY_PATHS.confirmReceipt}?${new URLSearchParams({ ref: reference })}`;

/** A withdrawal as the pages show it, its times in the player's zone. */
export const toWithdrawalView =
  (format: MoneyFormat, zone: Zone) =>
  (withdrawal: Withdrawal): WithdrawalView => ({
    reference: withdrawal.reference,
    amount: format(withdrawal.amountCents),
    status: withdrawal.status,
    receipt: withdrawal.receipt,
    received: withdrawal.receivedCents === null ? null : format(withdrawal.receivedCents),
    remaining:
      withdrawal.receipt === "PARTLY_RECEIVED" && withdrawal.receivedCents !== null
        ? format(withdrawal.amountCents - withdrawal.receivedCents)
        : null,
    bankAccount: withdrawal.bankAccount,
    createdAt: formatDateTime(withdrawal.createdAt, zone),
    autoReceiptAt: withdrawal.autoReceiptAt ? formatDateTime(withdrawal.autoReceiptAt, zone) : null,
    confirmHref: withdrawal.status === "PAID" ? confirmHrefOf(withdrawal.reference) : null,
  });

/** The withdrawal page: limits, balance, bank accounts, the form, and recent withdrawals with their receipt links. */
export async function withdrawLoader({ request, context }: LoaderFunctionArgs): Promise<WithdrawView> {
  requireRealAccount(request, context);
  const threshold = context.brand.kycWithdrawalThresholdCents;
  const [info, banks, { currency, format }, kyc] = await Promise.all([
    settled(context.platform.withdrawal.info()),
    settled(context.platform.bank.list()),
    requestMoney(context),
    // Only where the brand asks for verification; the notice is a courtesy, the platform refuses on its own.
    threshold === undefined ? null : context.platform.kyc.status().catch(() => null),
  ]);
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
            recent: info.value.recent.map(toWithdrawalView(format, playerZone(context))),
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
    rules: withdrawRules(currency),
    kyc:
      threshold === undefined || kyc?.status === "APPROVED"
        ? null
        : { threshold: threshold === 0 ? "" : format(threshold), pending: kyc?.status === "PENDING" },
    kycPath: KYC_PATH,
  };
}

/** The withdrawal form in the merchant's currency (its amount takes the currency's minor digits). */
export const withdrawSchema = perCurrency((currency) =>
  z.object({
    amount: amountField(currency),
    bankAccountId: z.coerce
      .number({ required_error: "money.choose", invalid_type_error: "money.choose" })
      .int("money.choose")
      .positive("money.choose")
      .max(2 ** 31, "money.choose"),
    withdrawPassword: withdrawPasswordField,
    idempotencyKey: idempotencyKeyField,
  }),
);
const withdrawRules = perCurrency((currency) => formRules(withdrawSchema(currency)));

/** Requests a withdrawal, after checking the amount against the platform's limits and the balance. */
export async function withdrawAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), withdrawSchema(await merchantCurrency(context)));
  if (submission.status !== "success") return invalidReply("withdraw", submission, withNextKey());
  const { amount, bankAccountId, withdrawPassword, idempotencyKey } = submission.value;
  try {
    const info = await context.platform.withdrawal.info();
    if (amount < info.minCents)
      return invalidReply("withdraw", submission, withNextKey({ fieldErrors: { amount: ["money.amountBelowMin"] } }));
    if (amount > info.maxCents)
      return invalidReply("withdraw", submission, withNextKey({ fieldErrors: { amount: ["money.amountAboveMax"] } }));
    if (amount > info.balanceCents)
      return invalidReply("withdraw", submission, withNextKey({ fieldErrors: { amount: ["money.amountOverBalance"] } }));
    const { reference } = await context.platform.withdrawal.create({
      amountCents: amount,
      bankAccountId,
      withdrawPassword,
      idempotencyKey,
    });
    const back = inCentre(MONEY_PATHS.withdraw, new URL(request.url).pathname);
    return await redirectWithFlash(back, { kind: "success", message: MONEY_DONE.withdraw, values: { reference } }, context);
  } catch (error) {
    return moneyFailureReply("withdraw", submission, error, idempotencyKey);
  }
}
