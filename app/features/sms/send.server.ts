import type { AppLoadContext } from "@remix-run/node";
import { verifyBotCheck } from "~/forms/bot-check/verify.server";
import type { Country } from "~/platform/countries";
import type { FormFailure } from "~/forms/reply";
import {
  SMS_ADDRESS_DAY_LIMIT,
  SMS_ADDRESS_HOUR_LIMIT,
  SMS_BUDGET_ALARM,
  SMS_NUMBER_DAY_LIMIT,
  SMS_NUMBER_HOUR_LIMIT,
  hitAll,
  retryAfterSeconds,
  smsBudgetLimits,
  type RateLimitRule,
} from "~/http/rate-limit.server";
import type { ErrorCode } from "~/platform/errors";

/** Why a code was not sent, and when to try again (seconds) where waiting helps. */
export interface SmsRefusal {
  code: ErrorCode;
  retryAfterSeconds?: number;
}

export type SmsOutcome<T> = { sent: T } | { refused: SmsRefusal };

/** Where the code goes: a number the player typed, with its country; null for the account's own bound number (the sign-in verification). */
export type SmsTarget = { country: Country; mobile: string } | null;

/**
 * Every code by SMS the portal asks the platform for goes through here: each message is paid by
 * the operator, so a script sending codes to numbers it chooses is toll fraud
 * (docs/decisions/bot-check.md). In this order, each refusal before anything is sent:
 * 1. the bot check of the `sms` flow (a solved proof of work, or the no-JavaScript pass), good
 *    once: without one the send is refused at once and nothing is counted;
 * 2. per brand, from the address and to the number, an hourly and a daily cap;
 * 3. the brand's countries (`sms.countries` in brand.yaml): a number of another country gets nothing;
 * 4. the brand's budget per hour and per day: once spent, nothing is sent for the brand until the
 *    window ends, and the first refusal of the window is logged as an error.
 * Then `send` (the platform call; what it throws is the caller's to answer).
 */
export async function sendSmsCode<T>(
  context: AppLoadContext,
  form: FormData,
  target: SmsTarget,
  send: () => Promise<T>,
): Promise<SmsOutcome<T>> {
  const bot = await verifyBotCheck(context, "sms", form);
  if (!bot.ok) return { refused: { code: bot.code, ...(bot.retryAfterSeconds ? { retryAfterSeconds: bot.retryAfterSeconds } : {}) } };

  const brand = context.brand.id;
  const address = `${brand}|${context.clientIp}`;
  // A number's leading zeros are the national prefix: "0917…" and "917…" are one phone.
  const number = target ? `${brand}|${target.country.countryDialingCode}|${target.mobile.replace(/^0+/, "")}` : null;
  const capped = await hitAll(context.shared.rateLimiter, [
    [SMS_ADDRESS_HOUR_LIMIT, address],
    [SMS_ADDRESS_DAY_LIMIT, address],
    ...(number
      ? ([
          [SMS_NUMBER_HOUR_LIMIT, number],
          [SMS_NUMBER_DAY_LIMIT, number],
        ] as const)
      : []),
  ]);
  if (!capped.allowed) return { refused: { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: retryAfterSeconds(capped) } };

  if (target && !context.brand.sms.countries.includes(target.country.countryCode)) return { refused: { code: "SMS_COUNTRY_NOT_OFFERED" } };

  for (const rule of smsBudgetLimits(context.brand.sms)) {
    const budget = await context.shared.rateLimiter.hit(rule, brand);
    if (!budget.allowed) {
      await alarm(context, rule, budget.retryAfterMs);
      return { refused: { code: "SMS_UNAVAILABLE", retryAfterSeconds: retryAfterSeconds(budget) } };
    }
  }
  return { sent: await send() };
}

/**
 * The brand's budget is spent: an error-level line for whoever watches the logs, once per window
 * of the budget (every instance shares the record through the rate limiter). The window is named
 * by the minute it ends, which every refusal within it agrees on.
 */
async function alarm(context: AppLoadContext, rule: RateLimitRule, retryAfterMs: number) {
  const endsAt = Math.ceil((Date.now() + retryAfterMs) / 60_000) * 60_000;
  const first = await context.shared.rateLimiter.hit(SMS_BUDGET_ALARM, `${context.brand.id}|${rule.name}|${endsAt}`);
  if (!first.allowed) return;
  context.logger.error(
    { brand: context.brand.id, budget: rule.name, limit: rule.limit, until: new Date(endsAt).toISOString() },
    "SMS budget spent: no code is sent for this brand until the window ends",
  );
}

/** A refusal as a form shows it (minutes to wait where waiting helps), with Retry-After on a 429. */
export function smsFailure(refusal: SmsRefusal): { failure: FormFailure; headers?: HeadersInit } {
  const seconds = refusal.retryAfterSeconds;
  if (!seconds) return { failure: { code: refusal.code } };
  return {
    failure: { code: refusal.code, retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)) },
    headers: { "Retry-After": String(seconds) },
  };
}
