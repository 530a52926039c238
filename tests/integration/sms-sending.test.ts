import { fileURLToPath } from "node:url";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createBrandRegistry, loadBrandRegistry } from "~/brand/registry.server";
import { solvedBotCheck } from "../helpers/bot-check";
import { startTestPortal, type TestPortal } from "../helpers/portal";
import { startTestSandbox } from "../helpers/sandbox";

/**
 * Codes by SMS cannot be pumped (docs/decisions/bot-check.md): every send needs the `sms` bot
 * check, is capped per address and per number, goes only to the brand's countries, and stops
 * for the brand once its budget is spent. LUMEN's registration code goes to any number no
 * account has, so what went out is read back from the sandbox (`sms/last`).
 */
// Each test posts from its own address (the portal trusts X-Forwarded-For here).
process.env.TRUST_PROXY = "loopback";
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const sb = await startTestSandbox();
const portal = await startTestPortal(sb.url);

// The same brands, LUMEN's budget three codes an hour, with the server's error lines kept.
const errors: Array<{ msg: string; brand?: string; budget?: string }> = [];
const brands = await loadBrandRegistry(ROOT);
const budgeted = await startTestPortal(sb.url, {
  registry: createBrandRegistry(
    brands.entries.map((entry) =>
      entry.brand.id === "lumen" ? { ...entry, brand: { ...entry.brand, sms: { ...entry.brand.sms, hourlyBudget: 3 } } } : entry,
    ),
  ),
  logger: pino({ level: "error" }, { write: (line: string) => void errors.push(JSON.parse(line)) }),
});

let lastAddress = 10;
const newAddress = () => `198.51.100.${lastAddress++}`;
let lastNumber = 9_176_660_000;
const newNumber = () => String(lastNumber++);

/** A registration code asked of LUMEN for a number, from an address, with a solved bot check unless `botCheck` says otherwise. */
async function sendCode(
  { request, sameOrigin }: TestPortal,
  options: { mobile: string; ip: string; country?: string; botCheck?: Record<string, string> },
) {
  const bot = options.botCheck ?? { smsBotCheck: await solvedBotCheck(request, "lumen", "sms") };
  return request("lumen", "/register/sms-code", {
    form: { country: options.country ?? "PH", mobile: options.mobile, ...bot },
    headers: { ...sameOrigin("lumen"), "x-forwarded-for": options.ip },
  });
}

/** Whether the sandbox sent LUMEN's registration code to the number (dialling code 63 unless given). */
async function sentTo(mobile: string, dialling = "63") {
  const { status } = await sb.raw("POST", "/__control/merchants/LUMEN/sms/last", { body: { mobile: `${dialling}${mobile}` } });
  return status === 200;
}

describe("sending codes by SMS", () => {
  it("refuses a send without a bot-check pass at once, and with a used or another flow's one; nothing is sent", async () => {
    const mobile = newNumber();
    const none = await sendCode(portal, { mobile, ip: newAddress(), botCheck: {} });
    expect(none.status).toBe(422);
    expect(JSON.parse(none.body)).toEqual({ ok: false, code: "BOT_CHECK_REQUIRED" });
    const register = await solvedBotCheck(portal.request, "lumen", "register");
    const otherFlow = await sendCode(portal, { mobile, ip: newAddress(), botCheck: { smsBotCheck: register } });
    expect(JSON.parse(otherFlow.body)).toEqual({ ok: false, code: "BOT_CHECK_FAILED" });
    expect(await sentTo(mobile)).toBe(false);

    const solved = await solvedBotCheck(portal.request, "lumen", "sms");
    expect((await sendCode(portal, { mobile, ip: newAddress(), botCheck: { smsBotCheck: solved } })).status).toBe(200);
    expect(await sentTo(mobile)).toBe(true);
    const replayed = await sendCode(portal, { mobile: newNumber(), ip: newAddress(), botCheck: { smsBotCheck: solved } });
    expect(JSON.parse(replayed.body)).toEqual({ ok: false, code: "BOT_CHECK_FAILED" });
  });

  it("sends 5 codes an hour from one address: of 10 to distinct numbers within a minute, the rest are refused with when to try again", async () => {
    const ip = newAddress();
    const numbers = Array.from({ length: 10 }, newNumber);
    const answers = [];
    for (const mobile of numbers) answers.push(await sendCode(portal, { mobile, ip }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    for (const refused of answers.slice(5)) {
      const body = JSON.parse(refused.body) as { code: string; retryAfterSeconds: number };
      expect(body.code).toBe("TOO_MANY_ATTEMPTS");
      // The hour's window, started by the first send.
      expect(body.retryAfterSeconds).toBeGreaterThan(55 * 60);
      expect(body.retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
      expect(refused.headers["retry-after"]).toBe(String(body.retryAfterSeconds));
    }
    const sent = await Promise.all(numbers.map((mobile) => sentTo(mobile)));
    expect(sent).toEqual([true, true, true, true, true, false, false, false, false, false]);
    // Another address is not held back by this one.
    expect((await sendCode(portal, { mobile: newNumber(), ip: newAddress() })).status).toBe(200);
  });

  it("offers only the brand's countries in the selects of numbers that get a code", async () => {
    const login = await portal.request("aurora", "/auth/login-form");
    expect((JSON.parse(login.body) as { countries: Array<{ countryCode: string }> }).countries.map((c) => c.countryCode)).toEqual(["PH"]);
    const register = await portal.request("lumen", "/register?mode=mobile");
    // The dialling codes' options ("+63 Philippines"), not the language select's.
    const options = [...register.body.matchAll(/<option value="([A-Z]{2})"[^>]*>\+\d/g)].map((match) => match[1]);
    expect(options.sort()).toEqual(["CA", "PH", "US"]);
  });

  it("refuses a number of a country the brand does not send to, without sending", async () => {
    const mobile = newNumber();
    const abroad = await sendCode(portal, { mobile, ip: newAddress(), country: "GB" });
    expect(abroad.status).toBe(422);
    expect(JSON.parse(abroad.body)).toEqual({ ok: false, code: "SMS_COUNTRY_NOT_OFFERED" });
    expect(await sentTo(mobile, "44")).toBe(false);

    // The same on every send, in the visitor's language: AURORA's password-reset code, in Tagalog.
    const { request, sameOrigin } = portal;
    const reset = await request("aurora", "/forgot-password?lng=TY", {
      form: {
        method: "mobile",
        intent: "send-code",
        country: "SG",
        mobile: "91234567",
        smsBotCheck: await solvedBotCheck(request, "aurora", "sms"),
      },
      headers: { ...sameOrigin("aurora"), "x-forwarded-for": newAddress() },
    });
    expect(reset.status).toBe(422);
    expect(reset.body).toMatch(/<p role="alert"[^>]*>Hindi nagpapadala ng code sa SMS sa mga numero ng bansang ito<\/p>/);
  });

  it("stops sending for the brand once its hourly budget is spent, says when to try again, and logs it once as an error", async () => {
    const sent = [];
    for (let index = 0; index < 3; index++) sent.push((await sendCode(budgeted, { mobile: newNumber(), ip: newAddress() })).status);
    expect(sent).toEqual([200, 200, 200]);

    const mobile = newNumber();
    const spent = await sendCode(budgeted, { mobile, ip: newAddress() });
    expect(spent.status).toBe(429);
    const body = JSON.parse(spent.body) as { code: string; retryAfterSeconds: number };
    expect(body.code).toBe("SMS_UNAVAILABLE");
    expect(body.retryAfterSeconds).toBeGreaterThan(55 * 60);
    expect(spent.headers["retry-after"]).toBe(String(body.retryAfterSeconds));
    expect(await sentTo(mobile)).toBe(false);

    // Without JavaScript the register popup's send button posts the form: the refusal is its translated message.
    const page = await budgeted.request("lumen", "/register?mode=mobile", { headers: { "x-forwarded-for": newAddress() } });
    const pass = /name="smsBotCheckPass" value="([^"]+)"/.exec(page.body.replace(/&quot;/g, '"'))?.[1];
    expect(pass).toBeDefined();
    const plain = await budgeted.request("lumen", "/register", {
      form: { mode: "mobile", intent: "sendCode", country: "PH", mobile: newNumber(), smsBotCheckPass: pass! },
      headers: { ...budgeted.sameOrigin("lumen"), "x-forwarded-for": newAddress() },
    });
    expect(plain.status).toBe(429);
    expect(plain.body).toMatch(/<p role="alert"[^>]*>Codes by SMS are unavailable for now, please try again in 60 min<\/p>/);

    const alarms = errors.filter((line) => line.msg.startsWith("SMS budget spent"));
    expect(alarms).toEqual([expect.objectContaining({ brand: "lumen", budget: "sms-budget-hour" })]);
    // The other brands' budgets are their own.
    expect((await sendCode(portal, { mobile: newNumber(), ip: newAddress() })).status).toBe(200);
  });
});
