import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import { moveMoney } from "../../sandbox/lib/ledger";
import { SandboxError } from "../../sandbox/lib/errors";
import { memberRequests } from "../helpers/member-requests";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/*
 * A merchant whose currency has no minor unit: the sandbox's SAIGON keeps its money in whole đồng
 * (VND), and its brand (saigon) shows, takes and sends amounts in đồng: no decimals shown, none
 * accepted, none sent.
 * Posted as a browser without JavaScript posts, against the real sandbox.
 */

const BRAND = "saigon";
const sb = await startTestSandbox();
const { signIn, get, post } = await memberRequests(sb.url, BRAND, 71);

/** The idempotency key the page's form carries. */
const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)![1];
/** A field's first error, as the page shows it. */
const fieldError = (html: string, id: string) => new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1];
const walletRow = (html: string, code: string) => new RegExp(`data-wallet="${code}"[^]*?<td[^>]*>([^<]*)</td>`).exec(html)?.[1];
const money = (username: string) =>
  sb.control(`/merchants/SAIGON/money`, { username }) as Promise<{ balanceCents: number; walletsCents: number; ledgerSumCents: number }>;
const accountId = (username: string) =>
  sb.sandbox.db.prepare("SELECT id FROM accounts WHERE merchant = 'SAIGON' AND username = ?").pluck().get(username) as number;

describe("the sandbox keeps SAIGON's money in whole đồng", () => {
  it("says its currency in the system info", async () => {
    const { info } = await sb.platform({ merchant: "SAIGON" }).system.permission();
    expect([info.currency, info.currencySymbol]).toEqual(["VND", "₫"]);
  });

  it("refuses a fraction of a đồng as a bad amount (INVALID_REQUEST naming amountCents), and moves nothing", async () => {
    const token = await sb.login("SAIGON", "player031", MEMBER.password);
    const platform = sb.platform({ merchant: "SAIGON", token });
    const before = await money("player031");
    const refusals = [
      platform.transfer.between({ from: "MAIN", to: "PG", amountCents: 1000.5, idempotencyKey: "fraction-of-a-dong-01" }),
      platform.deposit.create({
        method: "BANK",
        channel: "VCB",
        amountCents: 100_000.5,
        returnUrl: "http://saigon.localhost/member/depositv2",
        idempotencyKey: "fraction-of-a-dong-02",
      }),
    ];
    for (const refusal of refusals) {
      await expect(refusal).rejects.toMatchObject({ code: "INVALID_REQUEST" });
      const error = await refusal.catch((caught: unknown) => caught);
      expect(JSON.stringify(error)).toContain("amountCents");
    }
    expect(await money("player031")).toEqual(before);
    // The ledger refuses one too, whatever reaches it: the contract's own error, not a server fault.
    const id = accountId("player031");
    const fraction = () =>
      moveMoney(sb.sandbox.db, new Date(), (ledger) =>
        ledger.move({ accountId: id, kind: "transfer.out", deltaCents: -0.5, reference: "TR-FRACTION" }),
      );
    expect(fraction).toThrow(SandboxError);
    expect(() => fraction()).toThrow(expect.objectContaining({ code: "INVALID_REQUEST" }));
    expect(await money("player031")).toEqual(before);
  });

  it("answers the shared games' minimum bets in đồng, and reads the minimum-bet filter in đồng", async () => {
    const request = {
      clientType: "3",
      platform: "html5-desktop",
      language: "EN",
      gameType: "RNG",
      vassalage: "PG",
      pageNo: 1,
      pageSize: 200,
    } as const;
    const aurora = await sb.platform({ merchant: "AURORA" }).games.list({ ...request, merchant: "AURORA" });
    const saigon = await sb.platform({ merchant: "SAIGON" }).games.list({ ...request, merchant: "SAIGON" });
    expect(saigon.games.map((game) => game.nodeId)).toEqual(aurora.games.map((game) => game.nodeId));
    expect(saigon.games.map((game) => game.minBetCents)).toEqual(aurora.games.map((game) => game.minBetCents * 10));
    const dearer = await sb.platform({ merchant: "SAIGON" }).games.list({ ...request, merchant: "SAIGON", minBetCents: 1_000 });
    expect(dearer.games.length).toBeGreaterThan(0);
    expect(dearer.games.every((game) => game.minBetCents >= 1_000)).toBe(true);
    // 1.000 ₫ is ₱1.00 in the demo's money: the same games as AURORA's from ₱1.00.
    const auroraDearer = await sb.platform({ merchant: "AURORA" }).games.list({ ...request, merchant: "AURORA", minBetCents: 100 });
    expect(dearer.total).toBe(auroraDearer.total);
  });

  it("writes the demo game's balance and stakes in đồng, and takes a stake in đồng", async () => {
    const token = await sb.login("SAIGON", "player032", MEMBER.password);
    const { url } = await sb.platform({ merchant: "SAIGON", token }).games.launch({
      platform: "html5-desktop",
      language: "EN",
      nodeId: "RNG-PG-0003",
      freeTrial: false,
    });
    const path = new URL(url).pathname;
    const html = await (await fetch(`${sb.url}${path}?language=EN`)).text();
    expect(html).toContain('data-currency="VND" data-digits="0"');
    const balance = (await money("player032")).balanceCents;
    expect(html).toContain(`<div class="balance" id="balance">₫${balance.toLocaleString("en")}</div>`);
    const stakes = [...html.matchAll(/<option value="(\d+)">([^<]+)<\/option>/g)].map(([, value, label]) => [Number(value), label]);
    expect(stakes).toHaveLength(5);
    for (const [value, label] of stakes) expect(label).toBe(`₫${value.toLocaleString("en")}`);
    const stake = stakes[0][0] as number;
    const placed = await fetch(`${sb.url}${path}/bet`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ stakeCents: stake + 0.5, requestId: "saigon-fraction-01" }),
    });
    expect(placed.status).toBe(400);
    expect(await money("player032")).toMatchObject({ balanceCents: balance });
  });

  it("offers deposits and withdrawals in đồng", async () => {
    const token = await sb.login("SAIGON", "player031", MEMBER.password);
    const platform = sb.platform({ merchant: "SAIGON", token });
    const { methods } = await platform.deposit.methods({ language: "EN" });
    expect(methods.find((method) => method.code === "BANK")).toMatchObject({
      minCents: 100_000,
      maxCents: 50_000_000,
      presetsCents: [100_000, 500_000, 1_000_000, 5_000_000],
      channels: [
        { code: "VCB", name: "Vietcombank" },
        { code: "TCB", name: "Techcombank" },
      ],
    });
    expect(await platform.withdrawal.info()).toMatchObject({ minCents: 100_000, maxCents: 50_000_000 });
  });
});

describe("a brand in đồng (player034 of SAIGON)", () => {
  let cookie: string;

  it("shows balances in đồng, without decimals", async () => {
    // In English, as the figures below are written ("₫50,000"); the Vietnamese way ("50.000 ₫") is
    // the browser test's (brands/saigon/e2e).
    cookie = `${await signIn("player034")}; lng=EN`;
    const page = await get("/member/transferFund", cookie);
    expect(page.status).toBe(200);
    const main = walletRow(page.body, "MAIN");
    expect(main).toMatch(/^₫\d{1,3}(,\d{3})*$/);
    expect(main).toBe(`₫${(await money("player034")).balanceCents.toLocaleString("en")}`);
    expect(page.body).not.toMatch(/₫[\d,]+\.\d/);
  });

  it("refuses decimals in an amount with a message that says the currency takes whole amounts, and moves nothing", async () => {
    const before = await money("player034");
    const page = await get("/member/transferFund", cookie);
    const form = { from: "MAIN", to: "PG", idempotencyKey: keyOf(page.body) };
    const cases: Array<[string, string]> = [
      ["1000.5", en.money.amountWhole],
      ["1000.00", en.money.amountWhole],
      ["1,000", en.money.amountInvalidWhole],
      ["0", en.money.amountPositive],
    ];
    for (const [amount, message] of cases) {
      const response = await post("/member/transferFund", cookie, { ...form, amount });
      expect([response.status, fieldError(response.body, "transfer-amount")], amount).toEqual([422, message]);
    }
    expect(en.money.amountWhole).toBe("This currency takes whole amounts only: no decimals");
    expect(await money("player034")).toEqual(before);
  });

  it("moves whole đồng: 50000 typed is 50.000 ₫ sent", async () => {
    const before = await money("player034");
    const page = await get("/member/transferFund", cookie);
    const moved = await post("/member/transferFund", cookie, { from: "MAIN", to: "PG", amount: "50000", idempotencyKey: keyOf(page.body) });
    expect([moved.status, moved.headers.location]).toEqual([302, "/member/transferFund"]);
    const after = await money("player034");
    expect(after.balanceCents).toBe(before.balanceCents - 50_000);
    expect(after.walletsCents).toBe(before.walletsCents);
    expect(after.ledgerSumCents).toBe(after.walletsCents);
    expect(Number.isInteger(after.balanceCents)).toBe(true);
    expect(walletRow((await get("/member/transferFund", cookie)).body, "PG")).toBe("₫50,000");
  });

  it("writes the deposit's limits and quick amounts in đồng, their links without decimals, and takes whole đồng", async () => {
    const page = await get("/member/depositv2?method=BANK&amount=200000", cookie);
    expect(page.status).toBe(200);
    expect(page.body).toContain("₫100,000");
    expect(page.body).toContain("₫50,000,000");
    expect(page.body).toMatch(/href="\/member\/depositv2\?method=BANK&amp;amount=500000"/);
    expect(page.body).toMatch(/id="deposit-amount"[^>]*value="200000"/);
    // An amount in the link with decimals is no amount in đồng: the field is left empty.
    expect((await get("/member/depositv2?method=BANK&amount=200000.50", cookie)).body).not.toMatch(/id="deposit-amount"[^>]*value=/);

    const base = { method: "BANK", channel: "VCB", idempotencyKey: keyOf(page.body) };
    const fraction = await post("/member/depositv2", cookie, { ...base, amount: "100000.5" });
    expect([fraction.status, fieldError(fraction.body, "deposit-amount")]).toEqual([422, en.money.amountWhole]);
    const low = await post("/member/depositv2", cookie, { ...base, amount: "99999" });
    expect([low.status, fieldError(low.body, "deposit-amount")]).toEqual([422, en.money.amountBelowMin]);
    const created = await post("/member/depositv2", cookie, { ...base, amount: "250000" });
    expect(created.status).toBe(302);
    const reference = /\/pay\/([A-Z0-9-]+)\?/.exec(created.headers.location ?? "")?.[1];
    const order = sb.sandbox.db.prepare("SELECT amount_cents FROM deposit_orders WHERE reference = ?").pluck().get(reference);
    expect(order).toBe(250_000);
  });
});
