import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FRESH_REALTIME_BETS } from "../../sandbox/seed/agent-contracts";
import { providerIdToken } from "../helpers/identity-provider";
import { AGENT_PASSWORD, MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

/*
 * Time-out and self-exclusion against the sandbox: the seeded players in each state, an
 * exclusion covering the brands that share the registration (and, asked for, the operator's
 * other brand by the same mobile number), every way in refused, sessions ended, the agent's
 * view and transfers, money still paid out, and the end read on the sandbox's clock. Its own
 * in-memory sandbox; the tests run in order and the clock only moves forward in the last ones.
 */

const sb = await startTestSandbox();
const db = sb.sandbox.db;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const IP = "198.51.100.7";

const platformOf = (merchant: string, token?: string) => sb.platform({ merchant, clientIp: IP, token });
const signIn = (merchant: string, username: string, password: string = MEMBER.password) =>
  platformOf(merchant).auth.login({ username, password, type: "username" });
async function signedIn(merchant: string, username: string, password: string = MEMBER.password) {
  return platformOf(merchant, (await signIn(merchant, username, password)).token);
}
const refusal = async (call: Promise<unknown>) => {
  const error = await platformError(call);
  return { code: error.code, until: error.details?.until };
};
const key = () => randomBytes(12).toString("hex");

describe("the seeded players", () => {
  it("refuse rg_excluded on every brand of the operator and rg_timeout on the brands sharing its registration, with the end", async () => {
    const excludedEnd = db
      .prepare(
        "SELECT ends_at FROM exclusions WHERE account_id = (SELECT id FROM accounts WHERE merchant = 'AURORA' AND username = 'rg_excluded')",
      )
      .pluck()
      .get() as string;
    for (const merchant of ["AURORA", "LUMEN", "TALA"]) {
      expect(await refusal(signIn(merchant, "rg_excluded"))).toEqual({ code: "SELF_EXCLUDED", until: excludedEnd });
    }
    for (const merchant of ["AURORA", "LUMEN"]) {
      expect((await refusal(signIn(merchant, "rg_timeout"))).code).toBe("TIMED_OUT");
    }
    // A wrong password says nothing of an exclusion.
    expect((await refusal(signIn("AURORA", "rg_excluded", "Wrong#2026"))).code).toBe("INVALID_CREDENTIALS");
    await expect(signIn("AURORA", "rg_ready")).resolves.toMatchObject({ username: "rg_ready" });
  });

  it("name the operator's other brands, saying which share the registration", async () => {
    const status = await (await signedIn("AURORA", "rg_ready")).exclusion.status();
    expect(status).toEqual({
      active: null,
      brands: [
        { merchant: "LUMEN", name: "Lumen Play", sharesRegistration: true },
        { merchant: "TALA", name: "Tala Casino", sharesRegistration: false },
      ],
    });
  });
});

describe("exclusion.start", () => {
  /** A covered brand, as the start names it. */
  const AURORA = { merchant: "AURORA", name: "Aurora Gaming" };
  const LUMEN = { merchant: "LUMEN", name: "Lumen Play" };
  const TALA = { merchant: "TALA", name: "Tala Casino" };

  it("needs the account's password and leaves nothing behind when it is wrong", async () => {
    const platform = await signedIn("AURORA", "player001");
    const before = db.prepare("SELECT COUNT(*) FROM exclusions").pluck().get();
    const wrong = platform.exclusion.start({ period: "EXCLUSION_6M", allBrands: true, password: "Wrong#2026" });
    expect((await refusal(wrong)).code).toBe("PASSWORD_INCORRECT");
    expect(db.prepare("SELECT COUNT(*) FROM exclusions").pluck().get()).toBe(before);
    await expect(platform.exclusion.status()).resolves.toMatchObject({ active: null });
  });

  it("counts wrong passwords with the password change's: the fifth locks both for 5 minutes", async () => {
    const platform = await signedIn("AURORA", "player002");
    const attempt = (password: string) => refusal(platform.exclusion.start({ period: "TIMEOUT_24H", allBrands: false, password }));
    for (let n = 1; n <= 3; n++) expect((await attempt("Wrong#2026")).code).toBe("PASSWORD_INCORRECT");
    const change = (oldPassword: string) =>
      platformError(platform.password.change({ oldPassword, newPassword: "Fresh#2026a", confirmNewPassword: "Fresh#2026a" }));
    expect((await change("Wrong#2026")).code).toBe("OLD_PASSWORD_INCORRECT");
    expect((await attempt("Wrong#2026")).code).toBe("TOO_MANY_ATTEMPTS");
    // Locked: the right password too, on either form, until the 5 minutes are over.
    expect((await attempt(MEMBER.password)).code).toBe("TOO_MANY_ATTEMPTS");
    expect((await change(MEMBER.password)).code).toBe("TOO_MANY_ATTEMPTS");
    await expect(platform.exclusion.status()).resolves.toMatchObject({ active: null });
  });

  it("covers the brands sharing the registration whatever the answer, ends their sessions and refuses every way in", async () => {
    const tala = await signedIn("TALA", "demo_member");
    const lumen = await signedIn("LUMEN", "demo_member");
    const aurora = await signedIn("AURORA", "demo_member");
    const started = await aurora.exclusion.start({ period: "EXCLUSION_6M", allBrands: false, password: MEMBER.password });
    expect(started).toMatchObject({ kind: "EXCLUSION", brands: [AURORA, LUMEN] });
    const months = (Date.parse(started.until!) - Date.now()) / DAY_MS;
    expect(months).toBeGreaterThan(180);
    expect(months).toBeLessThan(185);

    // Its own session and the one on LUMEN ended; TALA (its own registration, not asked for) goes on.
    expect((await refusal(aurora.member.info())).code).toBe("SESSION_EXPIRED");
    expect((await refusal(lumen.member.info())).code).toBe("SESSION_EXPIRED");
    await expect(tala.member.info()).resolves.toMatchObject({ account: "demo_member" });

    const refused = { code: "SELF_EXCLUDED", until: started.until };
    expect(await refusal(signIn("AURORA", "demo_member"))).toEqual(refused);
    expect(await refusal(signIn("LUMEN", "demo_member"))).toEqual(refused);
    // By SMS code.
    await platformOf("AURORA").auth.loginCode({ countryDialingCode: "+63", mobileNum: "9171234567" });
    const { envelope } = await sb.raw("POST", "/__control/merchants/AURORA/sms/last", { body: { mobile: "639171234567" } });
    const { code } = envelope.value as { code: string };
    expect(await refusal(platformOf("AURORA").auth.login({ username: "639171234567", password: code, type: "sms" }))).toEqual(refused);
    // By a linked social identity (the seed links google-demo-member to demo_member).
    const idToken = await providerIdToken({ url: sb.url, db }, "AURORA", "google", "google-demo-member");
    expect(await refusal(platformOf("AURORA").social.signIn({ provider: "google", idToken }))).toEqual(refused);
    await expect(signIn("TALA", "demo_member")).resolves.toMatchObject({ username: "demo_member" });
  });

  it("on LUMEN, whose licence makes every brand the rule, covers the operator's other brand though only this one was asked for", async () => {
    const lumen = await signedIn("LUMEN", "player014");
    const started = await lumen.exclusion.start({ period: "TIMEOUT_24H", allBrands: false, password: MEMBER.password });
    const stored = db
      .prepare(
        "SELECT all_brands FROM exclusions WHERE account_id = (SELECT id FROM accounts WHERE merchant = 'LUMEN' AND username = 'player014')",
      )
      .pluck()
      .get();
    expect(stored).toBe(1);
    // TALA's player014 proved the same number: covered, as if every brand had been asked for.
    for (const merchant of ["LUMEN", "AURORA", "TALA"]) {
      expect(await refusal(signIn(merchant, "player014"))).toEqual({ code: "TIMED_OUT", until: started.until });
    }
    // AURORA has no such rule: there a break asked for this brand only stays on the brands sharing the account.
    await (await signedIn("AURORA", "player015")).exclusion.start({ period: "TIMEOUT_24H", allBrands: false, password: MEMBER.password });
    await expect(signIn("TALA", "player015")).resolves.toMatchObject({ username: "player015" });
  });

  it("with every brand asked for, covers the operator's brand of its own registration by the same mobile number", async () => {
    const aurora = await signedIn("AURORA", "player005");
    const started = await aurora.exclusion.start({ period: "TIMEOUT_7D", allBrands: true, password: MEMBER.password });
    expect(started).toMatchObject({ kind: "TIMEOUT", brands: [AURORA, LUMEN, TALA] });
    for (const merchant of ["AURORA", "LUMEN", "TALA"]) {
      expect(await refusal(signIn(merchant, "player005"))).toEqual({ code: "TIMED_OUT", until: started.until });
    }
  });
});

describe("a number proved by an SMS sign-in", () => {
  it("reaches, with every brand, the TALA player who proved the same number; typed in at registration it did not", async () => {
    // Registered on AURORA with the number typed in: no code went to it.
    const { captchaId } = await platformOf("AURORA").registration.captcha();
    const { code: captcha } = (await sb.control("/merchants/AURORA/register-captcha/last")) as { code: string };
    await platformOf("AURORA").registration.register({
      registerMethod: "username",
      registerUrl: "http://aurora.localhost/register",
      domain: "aurora.localhost",
      login: true,
      username: "smsProved1",
      password: "Secret#2026",
      confirmPassword: "Secret#2026",
      mobileNum: "9175558024",
      countryDialingCode: "+63",
      payeeName: "Juan Cruz",
      birthday: "1990-05-17",
      captchaId,
      captcha,
    });
    const verified = () =>
      db.prepare("SELECT mobile_verified FROM accounts WHERE merchant = 'AURORA' AND username = 'smsProved1'").pluck().get();
    expect(verified()).toBe(0);
    // TALA's player024 binds that number by the code sent to it.
    const tala = await signedIn("TALA", "player024");
    await tala.binding.sendCode({ channel: "mobile", countryDialingCode: "+63", mobileNum: "9175558024" });
    const bound = (await sb.control("/merchants/TALA/binding-code/last", { username: "player024", channel: "mobile" })) as { code: string };
    await tala.binding.confirm({ channel: "mobile", code: bound.code });

    // The AURORA account signs in by the code sent to the number: now it proved it.
    await platformOf("AURORA").auth.loginCode({ countryDialingCode: "+63", mobileNum: "9175558024" });
    const { code } = (await sb.control("/merchants/AURORA/sms/last", { mobile: "639175558024" })) as { code: string };
    const { token } = await platformOf("AURORA").auth.login({ username: "639175558024", password: code, type: "sms" });
    expect(verified()).toBe(1);
    const started = await platformOf("AURORA", token).exclusion.start({ period: "TIMEOUT_24H", allBrands: true, password: "Secret#2026" });
    expect(await refusal(signIn("TALA", "player024"))).toEqual({ code: "TIMED_OUT", until: started.until });
    // The AURORA and LUMEN player024 proved another number: not covered.
    await expect(signIn("AURORA", "player024")).resolves.toMatchObject({ username: "player024" });
  });
});

describe("while excluded", () => {
  it("shows the agent only a mark in its downline and refuses transfers to the account", async () => {
    const agent = await signedIn("AURORA", "demo_agent1", AGENT_PASSWORD);
    const { list } = await agent.agentTeam.downline({ q: "rg_", pageNo: 1, pageSize: 20 });
    // rg_returning's self-exclusion has ended, but it has not come back: still closed.
    expect(Object.fromEntries(list.map((row) => [row.username, row.excluded]))).toEqual({
      rg_excluded: true,
      rg_timeout: true,
      rg_ready: false,
      rg_returning: true,
      rg_national: false,
    });
    const transfer = (to: string) =>
      agent.agentTeam.transfer({ to, amountCents: 1_000, withdrawPassword: "123456", idempotencyKey: key() });
    expect(await refusal(transfer("rg_excluded"))).toEqual({ code: "ACCOUNT_EXCLUDED", until: undefined });
    expect((await refusal(transfer("rg_timeout"))).code).toBe("ACCOUNT_EXCLUDED");
    expect((await refusal(transfer("rg_returning"))).code).toBe("ACCOUNT_EXCLUDED");
  });

  it("still pays a pending withdrawal and sends no red envelope", async () => {
    const platform = await signedIn("AURORA", "player007");
    await platform.withdrawPassword.set({ newPassword: "123456" });
    const bank = await platform.bank.add({ bankName: "BDO", accountName: "Juan Cruz", accountNumber: "0012345678" });
    const { reference } = await platform.withdrawal.create({
      amountCents: 100_00,
      bankAccountId: bank.id,
      withdrawPassword: "123456",
      idempotencyKey: key(),
    });
    await platform.exclusion.start({ period: "EXCLUSION_1Y", allBrands: false, password: MEMBER.password });
    await sb.control(`/withdrawals/${reference}/approve`);
    await sb.control(`/withdrawals/${reference}/pay`);
    expect(db.prepare("SELECT status FROM withdrawals WHERE reference = ?").pluck().get(reference)).toBe("PAID");
    const envelope = await sb.raw("POST", "/__control/merchants/AURORA/red-envelopes", {
      body: { username: "player007", amountCents: 500 },
    });
    expect([envelope.status, envelope.envelope.code]).toEqual([409, "ACCOUNT_EXCLUDED"]);
  });

  it("keeps settling the agent's contract on the excluded member's bets", async () => {
    // player026's seeded bets fall in the real-time salary window of the seed's now (demo_agent41's team).
    await (await signedIn("AURORA", "player026")).exclusion.start({ period: "TIMEOUT_24H", allBrands: false, password: MEMBER.password });
    await sb.control("/clock/advance", { ms: 10 * 60_000 });
    const stakes = FRESH_REALTIME_BETS.reduce((sum, bet) => sum + bet.stakeCents, 0);
    const settled = db
      .prepare(
        `SELECT s.valid_bet_cents AS validBetCents, s.amount_cents AS amountCents, s.reference FROM contract_settlements s
           JOIN agent_contracts c ON c.id = s.contract_id JOIN accounts h ON h.id = c.holder_id
          WHERE c.kind = 'REALTIME_SALARY' AND h.merchant = 'AURORA' AND h.username = 'demo_agent41' AND s.valid_bet_cents >= ?`,
      )
      .all(stakes) as Array<{ validBetCents: number; amountCents: number; reference: string }>;
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.every((row) => row.amountCents > 0)).toBe(true);
    const paid = db.prepare("SELECT COUNT(*) FROM ledger WHERE reference = ? AND kind = 'salary.paid'").pluck().get(settled[0]!.reference);
    expect(paid).toBe(1);
  });
});

describe("on the sandbox's clock", () => {
  it("keeps a 24-hour time-out after 23 hours and ends it after 24, while a self-exclusion goes on", async () => {
    const platform = await signedIn("LUMEN", "player010");
    await platform.exclusion.start({ period: "TIMEOUT_24H", allBrands: false, password: MEMBER.password });
    await sb.control("/clock/advance", { ms: 23 * HOUR_MS });
    expect((await refusal(signIn("AURORA", "player010"))).code).toBe("TIMED_OUT");
    await sb.control("/clock/advance", { ms: HOUR_MS });
    await expect(signIn("AURORA", "player010")).resolves.toMatchObject({ username: "player010" });
    await expect(signIn("LUMEN", "player010")).resolves.toMatchObject({ username: "player010" });
    await expect(signIn("AURORA", "rg_timeout")).resolves.toMatchObject({ username: "rg_timeout" });
    expect((await refusal(signIn("AURORA", "rg_excluded"))).code).toBe("SELF_EXCLUDED");
    expect((await refusal(signIn("AURORA", "demo_member"))).code).toBe("SELF_EXCLUDED");
  });
});
