import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import { sessionCookie, startMembersPortal } from "../helpers/members";
import { withFlash } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/*
 * The manual rebate page (/member/manualRebate, MANPLAYREB3) against the real sandbox, posted
 * as a browser without JavaScript posts it. player030 (AURORA, enough balance for a bet
 * that earns a claimable rebate) is this file's; bets are placed through the demo game.
 */

const sb = await startTestSandbox();
const { request, from, signIn } = await startMembersPortal(sb.url, 13);

const PATH = "/member/manualRebate";

const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
const failureOf = (html: string) => /role="alert"[^>]*data-error-code="([A-Z_]+)"/.exec(html)?.[1];
const visible = (html: string) => html.replaceAll("<!-- -->", "");
const money = (merchant: string, username: string) =>
  sb.control(`/merchants/${merchant}/money`, { username }) as Promise<{
    balanceCents: number;
    walletsCents: number;
    ledgerSumCents: number;
  }>;
const claimRows = (username: string) =>
  sb.sandbox.db
    .prepare("SELECT COUNT(*) FROM rebate_claims c JOIN accounts a ON a.id = c.account_id WHERE a.username = ? AND a.merchant = 'AURORA'")
    .pluck()
    .get(username) as number;

/** A real bet of `stake` (pesos) through the demo game, as the player. */
async function bet(username: string, stakeCents: number) {
  const platform = sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", username, MEMBER.password) });
  const { url } = await platform.games.launch({ platform: "html5-desktop", language: "EN", nodeId: "RNG-PG-0007", freeTrial: false });
  const response = await fetch(`${sb.url}${new URL(url).pathname}/bet`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ stakeCents, requestId: randomBytes(12).toString("hex") }),
  });
  expect(response.status).toBe(200);
  return platform;
}

describe("who may see the page", () => {
  it("sends a visitor to sign in and a trial account to the real-account prompt", async () => {
    const visitor = await request("aurora", PATH);
    expect([visitor.status, visitor.headers.location]).toEqual([302, `/login?${new URLSearchParams({ redirectTo: PATH })}`]);
    // Free play is on for tala.
    const trial = await request("tala", "/auth/free-play", { form: {}, headers: from("tala") });
    const cookie = sessionCookie(trial);
    expect((await request("tala", PATH, { headers: { cookie } })).headers.location).toBe("/real-account");
    const posted = await request("tala", PATH, { form: { idempotencyKey: "k".repeat(20) }, headers: { ...from("tala"), cookie } });
    expect([posted.status, posted.headers.location]).toEqual([302, "/real-account"]);
  });

  it("is not found where MANPLAYREB3 is off (lumen), and its post moves nothing", async () => {
    const cookie = await signIn("lumen", "player030");
    expect((await request("lumen", PATH, { headers: { cookie } })).status).toBe(404);
    const before = await money("LUMEN", "player030");
    const posted = await request("lumen", PATH, { form: { idempotencyKey: "k".repeat(20) }, headers: from("lumen", cookie) });
    expect(posted.status).toBe(404);
    expect(await money("LUMEN", "player030")).toEqual(before);
    // Nor is it in the member navigation there.
    const security = await request("lumen", "/member/securityCenter", { headers: { cookie } });
    expect(security.body).not.toContain(`href="${PATH}"`);
  });
});

describe("the owed rebate and its claim (player030)", () => {
  let cookie: string;

  it("shows every category's valid bet, rate and rebate, the total, and a claim form", async () => {
    await bet("player030", 20_000); // 20,000 cents of slots × 0.8% = at least ₱1.60 owed
    cookie = await signIn("aurora", "player030");
    const page = await request("aurora", PATH, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toMatch(/no-store/);
    const html = visible(page.body);
    for (const type of ["RNG", "LIVE", "FISH", "PVP", "SPORTS"]) expect(html).toContain(`data-game-type="${type}"`);
    expect(html).toMatch(/data-game-type="RNG"[^]*?0\.8%/);
    expect(html).toContain(en.rebate.claim);
    expect(keyOf(html)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it("claims everything once per form, even when posted twice, and says so", async () => {
    const page = await request("aurora", PATH, { headers: { cookie } });
    const idempotencyKey = keyOf(page.body)!;
    const before = await money("AURORA", "player030");
    const owed = (await sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", "player030", MEMBER.password) }).rebate.owed())
      .totalOwedCents;
    expect(owed).toBeGreaterThanOrEqual(160);
    const first = await request("aurora", PATH, { form: { idempotencyKey }, headers: from("aurora", cookie) });
    const second = await request("aurora", PATH, { form: { idempotencyKey }, headers: from("aurora", cookie) });
    expect([first.status, first.headers.location]).toEqual([302, PATH]);
    expect([second.status, second.headers.location]).toEqual([302, PATH]);
    const after = await money("AURORA", "player030");
    expect(after.balanceCents).toBe(before.balanceCents + owed);
    expect(after.ledgerSumCents).toBe(after.walletsCents);
    expect(claimRows("player030")).toBe(1);
    const done = visible((await request("aurora", PATH, { headers: { cookie: withFlash(first, cookie) } })).body);
    expect(done).toContain(en.rebate.claimed);
    // Nothing is owed now: the empty state, no form.
    expect(done).toContain(en.rebate.nothingOwed);
    expect(keyOf(done)).toBeUndefined();
  });

  it("answers a claim of nothing with the translated refusal, and a tampered key with 422", async () => {
    const before = await money("AURORA", "player030");
    const nothing = await request("aurora", PATH, {
      form: { idempotencyKey: randomBytes(12).toString("hex") },
      headers: from("aurora", cookie),
    });
    expect(nothing.status).toBe(409);
    expect(failureOf(nothing.body)).toBe("NOTHING_TO_CLAIM");
    expect(visible(nothing.body)).toContain(en.errors.NOTHING_TO_CLAIM);
    const tampered = await request("aurora", PATH, { form: { idempotencyKey: "<script>" }, headers: from("aurora", cookie) });
    expect(tampered.status).toBe(422);
    expect(await money("AURORA", "player030")).toEqual(before);
  });

  it("shows a platform failure in its section, not a blank page", async () => {
    await sb.control("/faults", { call: "rebate.owed", failureRate: 1 });
    try {
      const page = await request("aurora", PATH, { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/data-state="error" data-error-code="INTERNAL_ERROR"/);
      expect(page.body).toContain(en.rebate.title);
    } finally {
      await sb.control("/faults/clear");
    }
  });
});
