import type { AppLoadContext } from "@remix-run/node";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Brand } from "~/brand/schema";
import { botCheckSecretOf } from "~/session/bot-check-secret.server";
import { newChallenge } from "~/forms/bot-check/verify.server";
import { sendSmsCode } from "~/features/sms/send.server";
import { createMemoryRateLimiter } from "~/http/rate-limit.server";

/**
 * The daily caps of codes by SMS, over a day of the portal's clock (only `Date` is faked: the
 * limiter's windows and the bot check's lifetimes follow it). The hourly ones, the countries and
 * the hourly budget are shown end to end in tests/integration/sms-sending.test.ts.
 */
const HOUR = 60 * 60_000;
const PH = { countryCode: "PH", countryDialingCode: "63", name: "Philippines" };

function contextOf(budget = { hourlyBudget: 300, dailyBudget: 3_000 }) {
  const errors: Array<{ msg: string; budget?: string }> = [];
  const context = {
    brand: { id: "aurora", sms: { countries: ["PH"], ...budget } } as unknown as Brand,
    botCheckSecret: botCheckSecretOf("unit-test-session-secret-0123456789abcdef"),
    clientIp: "203.0.113.7",
    shared: { rateLimiter: createMemoryRateLimiter() },
    logger: pino({ level: "error" }, { write: (line: string) => void errors.push(JSON.parse(line)) }),
  } as unknown as AppLoadContext;
  return { context, errors };
}

/** One send with a solved bot check, as the page posts it: what it answered. */
async function send(context: AppLoadContext, mobile: string, clientIp = "203.0.113.7") {
  const challenge = await newChallenge(context, "sms");
  const solution = await solveChallenge({ challenge, deriveKey });
  const form = new FormData();
  form.set("smsBotCheck", Buffer.from(JSON.stringify({ challenge, solution })).toString("base64url"));
  const outcome = await sendSmsCode({ ...context, clientIp }, form, { country: PH, mobile }, async () => "sent");
  return "sent" in outcome ? "sent" : outcome.refused;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-29T00:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("the daily caps of codes by SMS", () => {
  it("sends 20 a day from one address, 5 an hour: the 21st waits for the day's window", async () => {
    const { context } = contextOf();
    let number = 9_170_000_000;
    for (let hour = 0; hour < 4; hour++) {
      for (let index = 0; index < 5; index++) expect(await send(context, String(number++))).toBe("sent");
      vi.setSystemTime(Date.now() + HOUR);
    }
    const refused = await send(context, String(number++));
    expect(refused).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
    // The day's window began with the first send, four hours ago.
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBe(20 * 60 * 60);
  });

  it("sends 10 a day to one number, 3 an hour, whatever the address: the 11th waits for the day's window", async () => {
    const { context } = contextOf();
    let address = 1;
    const answers = [];
    for (let hour = 0; hour < 4; hour++) {
      for (let index = 0; index < 3; index++) answers.push(await send(context, "9171234567", `198.51.100.${address++}`));
      vi.setSystemTime(Date.now() + HOUR);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill("sent"));
    expect(answers[10]).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
    // "0917…" is the same phone.
    expect(await send(context, "09171234567", "198.51.100.99")).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
  });

  it("stops the brand's sends once its daily budget is spent, and logs it once for the day's window", async () => {
    const { context, errors } = contextOf({ hourlyBudget: 2, dailyBudget: 3 });
    let address = 1;
    const sendFromNewAddress = (mobile: string) => send(context, mobile, `198.51.100.${address++}`);
    const answers = [await sendFromNewAddress("9170000010"), await sendFromNewAddress("9170000020")];
    vi.setSystemTime(Date.now() + HOUR);
    answers.push(await sendFromNewAddress("9170000030"), await sendFromNewAddress("9170000040"));
    vi.setSystemTime(Date.now() + HOUR);
    answers.push(await sendFromNewAddress("9170000050"));
    expect(answers).toEqual([
      "sent",
      "sent",
      "sent",
      { code: "SMS_UNAVAILABLE", retryAfterSeconds: 23 * 60 * 60 },
      { code: "SMS_UNAVAILABLE", retryAfterSeconds: 22 * 60 * 60 },
    ]);
    expect(errors).toEqual([expect.objectContaining({ budget: "sms-budget-day", msg: expect.stringMatching(/^SMS budget spent/) })]);
  });
});
