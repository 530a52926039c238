import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { Flash } from "~/http/flash";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
import { parseAmount } from "~/format/amount";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import type { FormRules } from "~/forms/rules";
import { formRules } from "~/forms/rules.server";
import { formatDateTime, type Zone } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import type { MoneyFormat } from "~/format/money";
import { merchantCurrency, requestMoney } from "~/format/money.server";
import { perCurrency } from "~/forms/money.server";
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  MAX_LIMIT_CENTS,
  MAX_SESSION_MINUTES,
  WINDOW_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
} from "~/platform/contract/limits";
import type { Result } from "~/platform/result";
import { settled } from "~/platform/result.server";
import { requireRealAccount } from "~/session/session.server";
import { LIMITS_PATH } from "./paths";

/** A limit's amount as the page shows it: money formatted on the server, or minutes (the page says "90 min"). */
export type ShownLimit = { money: string } | { minutes: number };

export interface LimitRowView {
  kind: LimitKind;
  period: LimitPeriod;
  amount: ShownLimit | null;
  /** Used in the period so far: money, or the minutes played (none for the per-session limit). */
  used: ShownLimit | null;
  /** A raise or removal waiting: the amount then (null: removed) and its time. */
  pending: { amount: ShownLimit | null; at: string } | null;
}

export interface LimitsView {
  limits: Result<LimitRowView[]>;
  /** Just registered: offer a deposit limit first (skippable). */
  welcome: boolean;
  rules: FormRules;
  offerRules: FormRules;
}

export function shownLimit(kind: LimitKind, amount: number | null, format: MoneyFormat): ShownLimit | null {
  if (amount === null) return null;
  return kind === "SESSION" ? { minutes: amount } : { money: format(amount) };
}

function rowOf(limit: LimitView, format: MoneyFormat, zone: Zone): LimitRowView {
  return {
    kind: limit.kind,
    period: limit.period,
    amount: shownLimit(limit.kind, limit.amount, format),
    used: shownLimit(limit.kind, limit.used, format),
    pending: limit.pending
      ? { amount: shownLimit(limit.kind, limit.pending.amount, format), at: formatDateTime(limit.pending.effectiveAt, zone) }
      : null,
  };
}

/** `/member/limits`: every limit with its amount, use and pending change, and the form to set one. */
export async function limitsLoader({ request, context }: LoaderFunctionArgs): Promise<LimitsView> {
  requireRealAccount(request, context);
  const query = new URL(request.url).searchParams;
  const [limits, { currency, format }] = await Promise.all([settled(context.platform.limits.list({})), requestMoney(context)]);
  return {
    limits: limits.ok ? { ok: true, value: limits.value.limits.map((limit) => rowOf(limit, format, playerZone(context))) } : limits,
    welcome: query.get("welcome") === "1" && limits.ok && limits.value.offerDepositLimit,
    rules: setLimitRules(currency),
    offerRules: limitOfferRules(currency),
  };
}

const kindField = z.enum(LIMIT_KINDS, { errorMap: () => ({ message: "limits.chooseKind" }) });
const periodField = z.enum(LIMIT_PERIODS, { errorMap: () => ({ message: "limits.choosePeriod" }) });
const windowPeriodField = z.enum(WINDOW_PERIODS, { errorMap: () => ({ message: "limits.choosePeriod" }) });
const amountText = z.string({ required_error: "limits.amountRequired" }).max(16, "limits.amountInvalid");

/** Session time's bounds per period, as the form says them: at most the period's length, a day for one session. */
const MINUTES_MESSAGE: Record<LimitPeriod, "limits.minutesInvalid" | "limits.minutesInvalidWeek" | "limits.minutesInvalidMonth"> = {
  SESSION: "limits.minutesInvalid",
  DAY: "limits.minutesInvalid",
  WEEK: "limits.minutesInvalidWeek",
  MONTH: "limits.minutesInvalidMonth",
};

/** The amount as the platform takes it: minor units of `currency` for money limits, whole minutes for session time. */
function amountOf(kind: LimitKind, period: LimitPeriod, text: string, currency: string, context: z.RefinementCtx): number {
  if (kind === "SESSION") {
    const minutes = /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : NaN;
    if (minutes >= 1 && minutes <= MAX_SESSION_MINUTES[period]) return minutes;
    context.addIssue({ code: z.ZodIssueCode.custom, path: ["amount"], message: MINUTES_MESSAGE[period] });
    return z.NEVER;
  }
  const parsed = parseAmount(text, currency);
  if ("problem" in parsed) context.addIssue({ code: z.ZodIssueCode.custom, path: ["amount"], message: parsed.problem });
  else if (parsed.minor > MAX_LIMIT_CENTS)
    context.addIssue({ code: z.ZodIssueCode.custom, path: ["amount"], message: "limits.amountTooHigh" });
  else return parsed.minor;
  return z.NEVER;
}

/** The form that sets a limit, in the merchant's currency (a money limit's amount takes its minor digits). */
export const setLimitSchema = perCurrency((currency) =>
  z.object({ intent: z.literal("set"), kind: kindField, period: periodField, amount: amountText }).transform((form, context) => {
    if (form.kind !== "SESSION" && form.period === "SESSION") {
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["period"], message: "limits.sessionOnly" });
      return z.NEVER;
    }
    return { kind: form.kind, period: form.period, amount: amountOf(form.kind, form.period, form.amount, currency, context) };
  }),
);
const setLimitRules = perCurrency((currency) => formRules(setLimitSchema(currency)));

export const changeLimitSchema = z.object({ intent: z.enum(["cancel", "remove"]), kind: kindField, period: periodField });

/** The offer of a deposit limit (after registering, before the first deposit): a period and an amount, or Skip. */
export const limitOfferSchema = perCurrency((currency) =>
  z
    .object({ intent: z.literal("offer"), period: windowPeriodField, amount: amountText })
    .transform((form, context) => ({ period: form.period, amount: amountOf("DEPOSIT", form.period, form.amount, currency, context) })),
);
/** The offer's rules for the browser in the merchant's currency (this page's and the deposit page's). */
export const limitOfferRules = perCurrency((currency) => formRules(limitOfferSchema(currency)));

export const SET_LIMIT_FORM = "setLimit";
export const CHANGE_LIMIT_FORM = "changeLimit";
export const LIMIT_OFFER_FORM = "limitOffer";

/** Whether a post is the limit offer's (its set or its Skip), which the page it is on hands to `limitOfferAction`. */
export const isLimitOffer = (formData: FormData) => formData.get("intent") === "offer" || formData.get("intent") === "skip";

/**
 * The offer's post, on whichever page shows it: Skip is remembered by the platform (not asked
 * again) and goes to `skipTo`; a limit set goes to `done.to`, saying `done.message`.
 */
export async function limitOfferAction(formData: FormData, context: AppLoadContext, done: { to: string; message: string }, skipTo: string) {
  if (formData.get("intent") === "skip") {
    const submission = parseForm(formData, z.object({ intent: z.literal("skip") }));
    try {
      await context.platform.limits.skipOffer({});
    } catch (error) {
      return refusedReply(LIMIT_OFFER_FORM, submission, failureOf(error));
    }
    return redirect(skipTo);
  }
  const submission = parseForm(formData, limitOfferSchema(await merchantCurrency(context)));
  if (submission.status !== "success") return invalidReply(LIMIT_OFFER_FORM, submission);
  try {
    await context.platform.limits.set({ kind: "DEPOSIT", period: submission.value.period, amount: submission.value.amount });
  } catch (error) {
    return refusedReply(LIMIT_OFFER_FORM, submission, failureOf(error));
  }
  return redirectWithFlash(done.to, { kind: "success", message: done.message }, context);
}

/** Sets, removes, or cancels the pending change of one limit; the offer's posts when it is shown here after registering. */
export async function limitsAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const formData = await request.formData();
  if (isLimitOffer(formData)) return limitOfferAction(formData, context, { to: LIMITS_PATH, message: "limits.doneSet" }, "/");
  const intent = formData.get("intent");
  if (intent === "cancel" || intent === "remove") {
    const submission = parseForm(formData, changeLimitSchema);
    if (submission.status !== "success") return invalidReply(CHANGE_LIMIT_FORM, submission);
    const { kind, period } = submission.value;
    try {
      if (intent === "cancel") await context.platform.limits.cancel({ kind, period });
      else await context.platform.limits.set({ kind, period, amount: null });
    } catch (error) {
      return refusedReply(CHANGE_LIMIT_FORM, submission, failureOf(error));
    }
    return redirectWithFlash(LIMITS_PATH, limitsDone(intent === "cancel" ? "limits.doneCancel" : "limits.donePending"), context);
  }
  const submission = parseForm(formData, setLimitSchema(await merchantCurrency(context)));
  if (submission.status !== "success") return invalidReply(SET_LIMIT_FORM, submission);
  const { kind, period, amount } = submission.value;
  try {
    const { limits } = await context.platform.limits.set({ kind, period, amount });
    const set = limits.find((limit) => limit.kind === kind && limit.period === period);
    return redirectWithFlash(LIMITS_PATH, limitsDone(set?.pending ? "limits.donePending" : "limits.doneSet"), context);
  } catch (error) {
    return refusedReply(SET_LIMIT_FORM, submission, failureOf(error));
  }
}

const limitsDone = (message: "limits.doneSet" | "limits.donePending" | "limits.doneCancel"): Flash => ({ kind: "success", message });
