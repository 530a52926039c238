import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
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
import { MONEY_PATHS } from "./paths";
import { merchantCurrency, requestMoney } from "~/format/money.server";
import { settled } from "~/platform/result.server";
import type { Result } from "~/platform/result";

export interface UplineView {
  /** The upline's name (null: none, the page says so) and the main balance. */
  info: Result<{ upline: string | null; balance: string }>;
  idempotencyKey: string;
  /** The form's rules for the browser, made from its schema. */
  rules: FormRules;
}

/** Transfer to upline (transferUpline): the upline agent, the main balance, the form. */
export async function uplineLoader({ request, context }: LoaderFunctionArgs): Promise<UplineView> {
  requireRealAccount(request, context);
  const [info, { currency, format }] = await Promise.all([settled(context.platform.transfer.uplineInfo()), requestMoney(context)]);
  return {
    info: info.ok ? { ok: true, value: { upline: info.value.upline, balance: format(info.value.balanceCents) } } : info,
    idempotencyKey: newIdempotencyKey(),
    rules: uplineRules(currency),
  };
}

/** The upline form in the merchant's currency (its amount takes the currency's minor digits). */
export const uplineSchema = perCurrency((currency) =>
  z.object({ amount: amountField(currency), withdrawPassword: withdrawPasswordField, idempotencyKey: idempotencyKeyField }),
);
/** The upline form's rules for the browser (this page's and the agent centre's downline page's). */
export const uplineRules = perCurrency((currency) => formRules(uplineSchema(currency)));

/**
 * Moves money to the upline; the platform checks the withdrawal password, the upline and the
 * balance. Answers the form's reply when it was refused, null once the money moved (this page
 * and the agent centre's downline page each redirect their own way).
 */
export async function transferToUpline(form: FormData, context: ActionFunctionArgs["context"]) {
  const submission = parseForm(form, uplineSchema(await merchantCurrency(context)));
  if (submission.status !== "success") return invalidReply("upline", submission, withNextKey());
  const { amount, withdrawPassword, idempotencyKey } = submission.value;
  try {
    await context.platform.transfer.upline({ amountCents: amount, withdrawPassword, idempotencyKey });
  } catch (error) {
    return moneyFailureReply("upline", submission, error, idempotencyKey);
  }
  return null;
}

export async function uplineAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  return (
    (await transferToUpline(await request.formData(), context)) ??
    redirectWithFlash(MONEY_PATHS.transferUpline, { kind: "success", message: "money.uplineDone" }, context)
  );
}
