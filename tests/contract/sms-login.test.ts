import { afterEach, describe, expect, it } from "vitest";
import type { PlatformError } from "~/platform/platform-error";
import { MEMBER, platformError, snapshot, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
afterEach(() => sb.control("/reset"));

const MINUTE_MS = 60_000;
const ACCOUNT_TABLES = ["accounts", "sessions", "login_attempts", "login_codes"];

interface Phone {
  countryDialingCode: string;
  mobileNum: string;
}
/** Seeded numbers (the same in every merchant) and one no account has. */
const DEMO_MEMBER: Phone = { countryDialingCode: "+63", mobileNum: "9171234567" };
const DEMO_NEWBIE: Phone = { countryDialingCode: "+63", mobileNum: "9171234568" };
const DEMO_EXPIRED: Phone = { countryDialingCode: "+63", mobileNum: "9171234569" };
const PLAYER_001: Phone = { countryDialingCode: "+63", mobileNum: "9180000001" };
const NOBODY: Phone = { countryDialingCode: "+63", mobileNum: "9995550000" };

/** The number as auth.login type sms takes it: "639171234567". */
const fullNumber = (phone: Phone) => phone.countryDialingCode.replace("+", "") + phone.mobileNum;

const platformOf = (merchant: string) => sb.platform({ merchant, clientIp: "198.51.100.7" });
const summary = (error: PlatformError) => ({ code: error.code, status: error.status, details: error.details });

const sendCode = (merchant: string, phone: Phone) => platformOf(merchant).auth.loginCode(phone);
const signIn = (merchant: string, phone: Phone, code: string) =>
  platformOf(merchant).auth.login({ username: fullNumber(phone), password: code, type: "sms" });

/** The last code the sandbox sent to a number (control surface), or null when it sent none. */
async function lastCode(merchant: string, phone: Phone): Promise<{ code: string; expiresAt: string } | null> {
  const { status, envelope } = await sb.raw("POST", `/__control/merchants/${merchant}/sms/last`, {
    body: { mobile: fullNumber(phone) },
  });
  if (envelope.success) return envelope.value as { code: string; expiresAt: string };
  expect([status, envelope.code]).toEqual([404, "NOT_FOUND"]);
  return null;
}

async function sendAndReadCode(merchant: string, phone: Phone): Promise<string> {
  await sendCode(merchant, phone);
  const sent = await lastCode(merchant, phone);
  if (!sent) throw new Error(`no code was sent to ${fullNumber(phone)}`);
  return sent.code;
}

/** A code that is not `code`. */
const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

/** Runs `request` and asserts it changed no row of the account tables. */
async function changesNothing(request: () => Promise<unknown>): Promise<void> {
  const before = ACCOUNT_TABLES.map((table) => snapshot(sb.sandbox, table));
  await request();
  expect(ACCOUNT_TABLES.map((table) => snapshot(sb.sandbox, table))).toEqual(before);
}

describe("auth.loginCode", () => {
  it("sends a 6-digit code valid for 5 minutes", async () => {
    expect(await sendCode("AURORA", DEMO_MEMBER)).toEqual({ expiredMinutes: 5 });
    const sent = await lastCode("AURORA", DEMO_MEMBER);
    expect(sent?.code).toMatch(/^\d{6}$/);
    const lifetime = Date.parse(sent!.expiresAt) - sb.sandbox.clock.now().getTime();
    expect(lifetime).toBeGreaterThan(5 * MINUTE_MS - 5_000);
    expect(lifetime).toBeLessThanOrEqual(5 * MINUTE_MS);
  });

  it("takes the dialling code with or without the +", async () => {
    const withoutPlus = { ...DEMO_MEMBER, countryDialingCode: "63" };
    expect(await sendCode("TALA", withoutPlus)).toEqual({ expiredMinutes: 5 });
    expect(await lastCode("TALA", DEMO_MEMBER)).not.toBeNull();
  });

  it("sends one code per number per 60 s, counting down with the clock", async () => {
    await sendCode("AURORA", DEMO_MEMBER);
    const first = await lastCode("AURORA", DEMO_MEMBER);

    const again = await platformError(sendCode("AURORA", DEMO_MEMBER));
    expect(summary(again)).toEqual({ code: "TOO_MANY_ATTEMPTS", status: 429, details: { retryAfterSeconds: 60 } });
    await sb.control("/clock/advance", { ms: 20_000 });
    expect((await platformError(sendCode("AURORA", DEMO_MEMBER))).details).toEqual({ retryAfterSeconds: 40 });
    // Other numbers, and the same number at another merchant, are not held up.
    expect(await sendCode("AURORA", DEMO_NEWBIE)).toEqual({ expiredMinutes: 5 });
    expect(await sendCode("TALA", DEMO_MEMBER)).toEqual({ expiredMinutes: 5 });

    await sb.control("/clock/advance", { ms: 40_000 });
    expect(await sendCode("AURORA", DEMO_MEMBER)).toEqual({ expiredMinutes: 5 });
    expect((await lastCode("AURORA", DEMO_MEMBER))?.expiresAt).not.toBe(first?.expiresAt);
  });

  it("answers a number no account has exactly like a known one, and sends it no code", async () => {
    const known = await sendCode("AURORA", DEMO_MEMBER);
    const unknown = await sendCode("AURORA", NOBODY);
    expect(unknown).toEqual(known);
    expect(await lastCode("AURORA", NOBODY)).toBeNull();

    const resendKnown = summary(await platformError(sendCode("AURORA", DEMO_MEMBER)));
    const resendUnknown = summary(await platformError(sendCode("AURORA", NOBODY)));
    expect(resendUnknown).toEqual(resendKnown);

    const code = (await lastCode("AURORA", DEMO_MEMBER))!.code;
    const guessKnown = summary(await platformError(signIn("AURORA", DEMO_MEMBER, wrongCode(code))));
    const guessUnknown = summary(await platformError(signIn("AURORA", NOBODY, code)));
    expect(guessUnknown).toEqual(guessKnown);
    expect(guessUnknown).toEqual({ code: "CODE_INVALID", status: 422, details: null });
  });

  it.each([
    ["shorter than AURORA's mobile rule (10-11 digits)", "AURORA", { countryDialingCode: "+63", mobileNum: "917123456" }],
    ["longer than TALA's mobile rule (exactly 10 digits)", "TALA", { countryDialingCode: "+63", mobileNum: "91712345678" }],
    ["with a dialling code no country has", "AURORA", { countryDialingCode: "+999", mobileNum: "9171234567" }],
  ])("refuses a number %s with PHONE_INVALID, changing nothing", async (_, merchant, phone) => {
    await changesNothing(async () => {
      const error = await platformError(sendCode(merchant, phone));
      expect(summary(error)).toEqual({ code: "PHONE_INVALID", status: 422, details: null });
    });
  });

  it("takes 11 digits where the merchant's rule allows them", async () => {
    expect(await sendCode("AURORA", { countryDialingCode: "+63", mobileNum: "91712345678" })).toEqual({ expiredMinutes: 5 });
  });

  it("refuses a number that is not digits at the contract (INVALID_REQUEST), changing nothing", async () => {
    // Raw: the portal's client would not send it.
    await changesNothing(async () => {
      const { status, envelope } = await sb.raw("POST", "/api/v1/auth/login-code", {
        merchant: "AURORA",
        body: { countryDialingCode: "+63", mobileNum: "917-123-4567" },
      });
      expect([status, envelope.code, envelope.value]).toEqual([
        400,
        "INVALID_REQUEST",
        { fields: [{ path: "mobileNum", message: "invalid_string" }] },
      ]);
    });
  });

  it("is FUNCTION_DISABLED where MOBILEVERCODELOGIN3 is off (LUMEN), changing nothing", async () => {
    await changesNothing(async () => {
      expect(summary(await platformError(sendCode("LUMEN", DEMO_MEMBER)))).toEqual({
        code: "FUNCTION_DISABLED",
        status: 403,
        details: null,
      });
      expect((await platformError(signIn("LUMEN", DEMO_MEMBER, "123456"))).code).toBe("FUNCTION_DISABLED");
    });
  });
});

describe("auth.login type sms", () => {
  it("signs the number's account in, answering as a password sign-in does", async () => {
    const code = await sendAndReadCode("AURORA", DEMO_MEMBER);
    const bySms = await signIn("AURORA", DEMO_MEMBER, code);
    expect(bySms).toMatchObject({ username: "demo_member", isAgent: 0, firstTimeLogin: false, passwordExpired: false });
    expect(bySms.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const byPassword = await platformOf("AURORA").auth.login(MEMBER);
    expect(Object.keys(bySms).sort()).toEqual(Object.keys(byPassword).sort());
    const member = sb.platform({ merchant: "AURORA", token: bySms.token });
    expect((await member.member.info()).account).toBe("demo_member");
  });

  it("reports a first login and an expired password", async () => {
    const newbie = await signIn("TALA", DEMO_NEWBIE, await sendAndReadCode("TALA", DEMO_NEWBIE));
    expect([newbie.username, newbie.firstTimeLogin]).toEqual(["demo_newbie", true]);
    const expired = await signIn("TALA", DEMO_EXPIRED, await sendAndReadCode("TALA", DEMO_EXPIRED));
    expect([expired.username, expired.passwordExpired]).toEqual(["demo_expired", true]);
  });

  it("refuses a wrong code with CODE_INVALID, still taking the right one after", async () => {
    const code = await sendAndReadCode("AURORA", PLAYER_001);
    const error = await platformError(signIn("AURORA", PLAYER_001, wrongCode(code)));
    expect(summary(error)).toEqual({ code: "CODE_INVALID", status: 422, details: null });
    expect((await signIn("AURORA", PLAYER_001, code)).username).toBe("player001");
  });

  it("accepts a code once", async () => {
    const code = await sendAndReadCode("AURORA", DEMO_MEMBER);
    await signIn("AURORA", DEMO_MEMBER, code);
    expect((await platformError(signIn("AURORA", DEMO_MEMBER, code))).code).toBe("CODE_INVALID");
  });

  it("refuses a code after its 5 minutes with CODE_EXPIRED; a new code works", async () => {
    const code = await sendAndReadCode("AURORA", DEMO_MEMBER);
    await sb.control("/clock/advance", { ms: 5 * MINUTE_MS });
    const error = await platformError(signIn("AURORA", DEMO_MEMBER, code));
    expect(summary(error)).toEqual({ code: "CODE_EXPIRED", status: 422, details: null });

    const fresh = await sendAndReadCode("AURORA", DEMO_MEMBER);
    expect((await signIn("AURORA", DEMO_MEMBER, fresh)).username).toBe("demo_member");
  });

  it("keeps codes per merchant", async () => {
    const code = await sendAndReadCode("AURORA", DEMO_MEMBER);
    expect((await platformError(signIn("TALA", DEMO_MEMBER, code))).code).toBe("CODE_INVALID");
  });

  it("locks the number for 300 s after 5 wrong codes, never asking for a captcha", async () => {
    const code = await sendAndReadCode("TALA", DEMO_MEMBER);
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      answers.push(summary(await platformError(signIn("TALA", DEMO_MEMBER, wrongCode(code)))));
    }
    const invalid = { code: "CODE_INVALID", status: 422, details: null };
    const locked = { code: "TOO_MANY_ATTEMPTS", status: 429, details: { retryAfterSeconds: 300 } };
    expect(answers).toEqual([invalid, invalid, invalid, invalid, locked]);

    const rightCode = await platformError(signIn("TALA", DEMO_MEMBER, code));
    expect(rightCode.code).toBe("TOO_MANY_ATTEMPTS");
    // The lock is the number's: the account's password sign-in is not held.
    expect((await platformOf("TALA").auth.login(MEMBER)).username).toBe("demo_member");
  });

  it("asks for no captcha even where the merchant forces one", async () => {
    await sb.control("/merchants/AURORA/force-captcha", { enabled: true });
    expect((await platformError(platformOf("AURORA").auth.login(MEMBER))).code).toBe("CAPTCHA_REQUIRED");
    const code = await sendAndReadCode("AURORA", DEMO_MEMBER);
    expect((await signIn("AURORA", DEMO_MEMBER, code)).username).toBe("demo_member");
  });

  it.each([
    ["a username", "demo_member"],
    ["a number with no country's dialling code", "999171234567"],
    ["a number outside the merchant's mobile rule", "63917123456"],
  ])("refuses %s with PHONE_INVALID, counting nothing", async (_, username) => {
    await changesNothing(async () => {
      const error = await platformError(platformOf("AURORA").auth.login({ username, password: "123456", type: "sms" }));
      expect(summary(error)).toEqual({ code: "PHONE_INVALID", status: 422, details: null });
    });
  });
});

describe("the control surface's sms/last", () => {
  it("reports a used code until the next one replaces it", async () => {
    const code = await sendAndReadCode("AURORA", DEMO_MEMBER);
    await signIn("AURORA", DEMO_MEMBER, code);
    expect((await lastCode("AURORA", DEMO_MEMBER))?.code).toBe(code);
  });

  it("answers NOT_FOUND for a number never sent a code", async () => {
    expect(await lastCode("AURORA", DEMO_MEMBER)).toBeNull();
  });
});
