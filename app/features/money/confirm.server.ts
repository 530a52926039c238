import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
import { RECEIPT_OUTCOMES } from "~/platform/contract/money";
import { requireRealAccount } from "~/session/session.server";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { amountField, choice, moneyFailureReply, perCurrency, withNextKey } from "~/forms/money.server";
import { formRules } from "~/forms/rules.server";
import type { FormRules } from "~/forms/rules";
import { readProofs } from "./proofs.server";
import { merchantCurrency, requestMoney } from "~/format/money.server";
import { playerZone } from "~/format/zone.server";
import { settled } from "~/platform/result.server";
import type { Result } from "~/platform/result";
import { MONEY_DONE } from "./paths";
import { confirmHrefOf, toWithdrawalView, type WithdrawalView } from "./withdraw.server";

export interface ConfirmView {
  /** The withdrawal `?ref=` names, among the player's recent ones (NOT_FOUND otherwise, another player's included). */
  withdrawal: Result<WithdrawalView>;
  /** The form's rules for the browser, made from its schema. */
  rules: FormRules;
}

const REFERENCE = /^[A-Z0-9-]{6,64}$/;

/** The receipt confirmation of one withdrawal: received, partly received or not, with proof images. */
export async function confirmLoader({ request, context }: LoaderFunctionArgs): Promise<ConfirmView> {
  requireRealAccount(request, context);
  const query = new URL(request.url).searchParams;
  const reference = query.get("ref") ?? "";
  const [info, { currency, format }] = await Promise.all([
    REFERENCE.test(reference) ? settled(context.platform.withdrawal.info()) : null,
    requestMoney(context),
  ]);
  const rules = confirmRules(currency);
  if (info === null) return { withdrawal: { ok: false, code: "NOT_FOUND" }, rules };
  if (!info.ok) return { withdrawal: info, rules };
  const found = info.value.recent.find((withdrawal) => withdrawal.reference === reference);
  return {
    withdrawal: found ? { ok: true, value: toWithdrawalView(format, playerZone(context))(found) } : { ok: false, code: "NOT_FOUND" },
    rules,
  };
}

/** The receipt form in the merchant's currency (a partly received amount takes the currency's minor digits). */
export const confirmSchema = perCurrency((currency) =>
  z
    .object({
      ref: z.string({ required_error: "common.required" }).regex(REFERENCE, "money.invalidField"),
      outcome: choice(RECEIPT_OUTCOMES),
      receivedAmount: amountField(currency).optional(),
    })
    .refine((form) => form.outcome !== "PARTLY_RECEIVED" || form.receivedAmount !== undefined, {
      message: "money.partlyAmount",
      path: ["receivedAmount"],
    }),
);
const confirmRules = perCurrency((currency) => formRules(confirmSchema(currency)));

/** Sends the player's receipt and its proof images (checked here first) on to the platform. */
export async function confirmAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  // An empty amount field is no amount (it is only asked for "partly received"): the parse reads it so.
  const form = await request.formData();
  const submission = parseForm(form, confirmSchema(await merchantCurrency(context)));
  const proofs = await readProofs(form.getAll("proofs"));
  if (submission.status !== "success" || "problem" in proofs) {
    return invalidReply(
      "confirm",
      submission,
      withNextKey({ fieldErrors: "problem" in proofs ? { proofs: [proofs.problem] } : undefined }),
    );
  }
  const { ref, outcome, receivedAmount } = submission.value;
  try {
    await context.platform.withdrawal.confirm({
      reference: ref,
      outcome,
      receivedCents: outcome === "PARTLY_RECEIVED" ? receivedAmount : undefined,
      proofs: proofs.proofs,
    });
  } catch (error) {
    // No idempotency key: the withdrawal's reference is the receipt's key. The platform takes one
    // receipt of a PAID withdrawal and refuses any after it (WITHDRAWAL_NOT_CONFIRMABLE), and a
    // receipt moves no money, so a receipt that got no answer is being checked: the page, read
    // again, shows the withdrawal's status, and sending the form again cannot record it twice.
    return moneyFailureReply("confirm", submission, error, null);
  }
  return redirectWithFlash(confirmHrefOf(ref), { kind: "success", message: MONEY_DONE.confirm }, context);
}
