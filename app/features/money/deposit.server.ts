import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { DepositMethod } from "~/platform/contract/money";
import { requireRealAccount } from "~/session/session.server";
import { basisPointsPercent, minorToDecimal, parseAmount } from "~/format/amount";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { formRules } from "~/forms/rules.server";
import type { FormRules } from "~/forms/rules";
import { amountField, idempotencyKeyField, newIdempotencyKey, moneyFailureReply, perCurrency, withNextKey } from "~/forms/money.server";
import { inCentre } from "~/session/centre-path";
import { MONEY_PATHS } from "./paths";
import { amountFormatter, merchantCurrency, requestMoney } from "~/format/money.server";
import { settled } from "~/platform/result.server";
import type { Result } from "~/platform/result";
import { isLimitOffer, limitOfferAction, limitOfferRules } from "~/features/limits/limits.server";
import type { LimitLeft } from "~/features/limits/limit-left";
import { limitLeftOf, limitsLeft } from "~/features/limits/limit-left.server";
import { playerZone } from "~/format/zone.server";
import type { NextKey } from "~/forms/money";

export interface DepositMethodView {
  code: string;
  name: string;
  href: string;
  current: boolean;
  channels: Array<{ code: string; name: string }>;
  min: string;
  max: string;
  /** The fee in percent as text ("1.5"), or null when there is none. */
  feePercent: string | null;
  /** Links that fill the amount in (no JavaScript needed). */
  presets: Array<{ label: string; href: string }>;
}

export interface DepositOrderView {
  reference: string;
  status: "PENDING" | "CREDITED" | "FAILED";
  /** What was credited (amount less fee). */
  credited: string;
}

export interface DepositView {
  methods: Result<DepositMethodView[]>;
  /** The amount a preset link put in the field. */
  amount: string | undefined;
  /** After the payment page: the order it came back with (`?order=`), null when none. */
  order: Result<DepositOrderView> | null;
  idempotencyKey: string;
  /** The form's rules for the browser, made from its schema. */
  rules: FormRules;
  /** Before the first deposit, with no limit and the offer never skipped: offer a deposit limit (its form's rules). */
  limitOffer: FormRules | null;
  /** What is left of each deposit limit set, shown before an amount is typed (none when the platform cannot say). */
  limitsLeft: LimitLeft[];
}

/** A refused deposit's reply: the next key, and the limit that refused it with what is left. */
export interface DepositExtra extends NextKey {
  limitLeft?: LimitLeft | null;
}

const REFERENCE = /^[A-Z0-9-]{6,64}$/;

const depositHref = (pathname: string, method: string, amount?: string) =>
  inCentre(`${MONEY_PATHS.deposit}?${new URLSearchParams(amount ? { method, amount } : { method })}`, pathname);

/**
 * The deposit page (depositv2): the platform's methods (a link per method, its channels,
 * limits, fee and presets), the amount, and the order the payment page came back with.
 * Query values that are not what they should be are ignored (the first method, no amount, no order).
 */
export async function depositLoader({ request, context }: LoaderFunctionArgs): Promise<DepositView> {
  requireRealAccount(request, context);
  const { pathname, searchParams: query } = new URL(request.url);
  const reference = query.get("order");
  const [methods, order, { currency, format }, limits] = await Promise.all([
    settled(context.platform.deposit.methods({ language: context.i18n.language })),
    reference && REFERENCE.test(reference) ? settled(context.platform.deposit.order({ reference })) : null,
    requestMoney(context),
    // Whether to offer a limit, and what is left of those set: the page still works when the platform cannot say.
    settled(context.platform.limits.list({})),
  ]);
  const wanted = query.get("method");
  const amount = parseAmount(query.get("amount"), currency);
  const toView = (method: DepositMethod, index: number, all: DepositMethod[]): DepositMethodView => ({
    code: method.code,
    name: method.name,
    href: depositHref(pathname, method.code),
    current: all.some((m) => m.code === wanted) ? method.code === wanted : index === 0,
    channels: method.channels,
    min: format(method.minCents),
    max: format(method.maxCents),
    feePercent: method.feeBasisPoints > 0 ? basisPointsPercent(method.feeBasisPoints) : null,
    presets: method.presetsCents.map((minor) => ({
      label: format(minor),
      href: depositHref(pathname, method.code, minorToDecimal(minor, currency)),
    })),
  });
  return {
    methods: methods.ok ? { ok: true, value: methods.value.methods.map(toView) } : methods,
    amount: "minor" in amount ? minorToDecimal(amount.minor, currency) : undefined,
    order:
      order === null
        ? null
        : order.ok
          ? {
              ok: true,
              value: {
                reference: order.value.reference,
                status: order.value.status,
                credited: format(order.value.amountCents - order.value.feeCents),
              },
            }
          : order,
    idempotencyKey: newIdempotencyKey(),
    rules: depositRules(currency),
    limitOffer: limits.ok && limits.value.offerDepositLimit ? limitOfferRules(currency) : null,
    limitsLeft: limits.ok ? limitsLeft(limits.value.limits, "DEPOSIT", format, playerZone(context)) : [],
  };
}

const code = z.string({ required_error: "money.choose" }).regex(/^[A-Za-z0-9_]{1,32}$/, "money.choose");
/** The deposit form in the merchant's currency (its amount takes the currency's minor digits). */
export const depositSchema = perCurrency((currency) =>
  z.object({ method: code, channel: code, amount: amountField(currency), idempotencyKey: idempotencyKeyField }),
);
const depositRules = perCurrency((currency) => formRules(depositSchema(currency)));

/**
 * Creates the order, after checking the method, channel and limits against the platform's
 * methods, and sends the player to its payment page, which comes back to this page with the order.
 */
export async function depositAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const formData = await request.formData();
  const here = inCentre(MONEY_PATHS.deposit, new URL(request.url).pathname);
  if (isLimitOffer(formData)) return limitOfferAction(formData, context, { to: here, message: "limits.offerDone" }, here);
  const submission = parseForm(formData, depositSchema(await merchantCurrency(context)));
  if (submission.status !== "success") return invalidReply("deposit", submission, withNextKey());
  const { method, channel, amount, idempotencyKey } = submission.value;
  try {
    const { methods } = await context.platform.deposit.methods({ language: context.i18n.language });
    const chosen = methods.find((candidate) => candidate.code === method);
    if (!chosen) return invalidReply("deposit", submission, withNextKey({ fieldErrors: { method: ["money.choose"] } }));
    if (!chosen.channels.some((candidate) => candidate.code === channel))
      return invalidReply("deposit", submission, withNextKey({ fieldErrors: { channel: ["money.choose"] } }));
    if (amount < chosen.minCents)
      return invalidReply("deposit", submission, withNextKey({ fieldErrors: { amount: ["money.amountBelowMin"] } }));
    if (amount > chosen.maxCents)
      return invalidReply("deposit", submission, withNextKey({ fieldErrors: { amount: ["money.amountAboveMax"] } }));
    const order = await context.platform.deposit.create({
      method,
      channel,
      amountCents: amount,
      returnUrl: new URL(inCentre(MONEY_PATHS.deposit, new URL(request.url).pathname), request.url).href,
      idempotencyKey,
    });
    // The payment page is the provider's: a full page load on its own origin.
    return redirect(order.payUrl);
  } catch (error) {
    // A refusal by the player's own limit says which one and what is left of it.
    const limitLeft = limitLeftOf(error, await amountFormatter(context), playerZone(context));
    return moneyFailureReply<Omit<DepositExtra, "nextKey">>("deposit", submission, error, idempotencyKey, { limitLeft });
  }
}
