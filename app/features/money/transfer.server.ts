import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getFlags } from "~/brand/flags.server";
import { redirectWithFlash } from "~/http/flash.server";
import { requireRealAccount } from "~/session/session.server";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { amountField, idempotencyKeyField, newIdempotencyKey, perCurrency, withNextKey, moneyFailureReply } from "~/forms/money.server";
import { formRules } from "~/forms/rules.server";
import type { FormRules } from "~/forms/rules";
import { MONEY_PATHS } from "./paths";
import { merchantCurrency, requestMoney } from "~/format/money.server";
import { settled } from "~/platform/result.server";
import type { Result } from "~/platform/result";

export interface WalletView {
  /** MAIN or a vendor code. */
  code: string;
  /** The vendor's name; null for the main wallet (translated by the page). */
  name: string | null;
  balance: string;
}

export interface TransferView {
  wallets: Result<WalletView[]>;
  /** AGENTPOLICY3: the consolidated balance of every wallet; null when the flag is off or the wallets failed. */
  consolidated: string | null;
  idempotencyKey: string;
  /** The form's rules for the browser, made from its schema. */
  rules: FormRules;
}

/** The wallet page (transferFund): main and vendor wallets, a transfer between two of them, the consolidated balance with AGENTPOLICY3. */
export async function transferLoader({ request, context }: LoaderFunctionArgs): Promise<TransferView> {
  requireRealAccount(request, context);
  const [wallets, flags, { currency, format }] = await Promise.all([
    settled(context.platform.transfer.wallets()),
    getFlags(context).catch(() => null),
    requestMoney(context),
  ]);
  return {
    wallets: wallets.ok
      ? {
          ok: true,
          value: wallets.value.wallets.map((wallet) => ({
            code: wallet.code,
            name: wallet.code === "MAIN" ? null : wallet.name,
            balance: format(wallet.balanceCents),
          })),
        }
      : wallets,
    consolidated: wallets.ok && flags?.AGENTPOLICY3 ? format(wallets.value.totalCents) : null,
    idempotencyKey: newIdempotencyKey(),
    rules: transferRules(currency),
  };
}

const walletCode = z.string({ required_error: "money.choose" }).regex(/^[A-Z0-9_]{2,32}$/, "money.choose");

/** The transfer form in the merchant's currency (its amount takes the currency's minor digits). */
export const transferSchema = perCurrency((currency) =>
  z
    .object({ from: walletCode, to: walletCode, amount: amountField(currency), idempotencyKey: idempotencyKeyField })
    .refine((form) => form.from !== form.to, { message: "money.sameWallet", path: ["to"] }),
);
const transferRules = perCurrency((currency) => formRules(transferSchema(currency)));

/** Moves money between two wallets; the platform checks the wallets and the balance. */
export async function transferAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), transferSchema(await merchantCurrency(context)));
  if (submission.status !== "success") return invalidReply("transfer", submission, withNextKey());
  const { from, to, amount, idempotencyKey } = submission.value;
  try {
    await context.platform.transfer.between({ from, to, amountCents: amount, idempotencyKey });
  } catch (error) {
    return moneyFailureReply("transfer", submission, error, idempotencyKey);
  }
  return redirectWithFlash(MONEY_PATHS.transferFund, { kind: "success", message: "money.transferDone" }, context);
}
