import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import { sessionCookie, startMembersPortal } from "../helpers/members";
import { withFlash } from "../helpers/portal";
import { startTestSandbox } from "../helpers/sandbox";

/*
 * The reward centre (/member/rewardCenter) and the red envelope claim (/member/redEnvelope),
 * posted as a browser without JavaScript posts them, against the real sandbox. Players:
 * player005 (seeded with an issued bonus, a claimed one and an open envelope), player015
 * (red envelopes sent by the control surface), player016 (nothing to claim).
 */

const sb = await startTestSandbox();
const { request, from, signIn } = await startMembersPortal(sb.url, 15);

const CENTRE = "/member/rewardCenter";
const ENVELOPES = "/member/redEnvelope";
const visible = (html: string) => html.replaceAll("<!-- -->", "");
const failureOf = (html: string) => /role="alert"[^>]*data-error-code="([A-Z_]+)"/.exec(html)?.[1];
const badge = (html: string) => /data-badge="rewardCenter"[^>]*>(\d+)</.exec(html)?.[1];
/** The claim form of one reward on a page: its key. */
const claimKeyOf = (html: string, reward: string) =>
  new RegExp(`data-claim="${reward}"[^]*?name="idempotencyKey" value="([^"]+)"`).exec(html)?.[1];
const money = (username: string) =>
  sb.control("/merchants/AURORA/money", { username }) as Promise<{ balanceCents: number; walletsCents: number; ledgerSumCents: number }>;
const ledgerRows = (reference: string) =>
  sb.sandbox.db.prepare("SELECT COUNT(*) FROM ledger WHERE reference = ?").pluck().get(reference) as number;
const envelope = (username: string, amountCents: number, expiresInMinutes?: number) =>
  sb.control("/merchants/AURORA/red-envelopes", { username, amountCents, expiresInMinutes }) as Promise<{ id: number }>;

const post = (path: string, cookie: string | undefined, form: Record<string, string>) =>
  request("aurora", path, { form, headers: from("aurora", cookie) });

describe("who may see the pages", () => {
  it("sends a visitor to sign in and a trial account to the real-account prompt, posts included", async () => {
    for (const path of [CENTRE, ENVELOPES]) {
      const visitor = await request("aurora", path);
      expect([visitor.status, visitor.headers.location]).toEqual([302, `/login?${new URLSearchParams({ redirectTo: path })}`]);
      expect((await post(path, undefined, { source: "RAFFLE", id: "1", idempotencyKey: "k".repeat(20) })).status).toBe(302);
    }
    const trial = sessionCookie(await request("tala", "/auth/free-play", { form: {}, headers: from("tala") }));
    expect((await request("tala", CENTRE, { headers: { cookie: trial } })).headers.location).toBe("/real-account");
    const posted = await request("tala", CENTRE, {
      form: { source: "RAFFLE", id: "1", idempotencyKey: "k".repeat(20) },
      headers: { ...from("tala"), cookie: trial },
    });
    expect([posted.status, posted.headers.location]).toEqual([302, "/real-account"]);
  });
});

describe("the reward centre (player005)", () => {
  let cookie: string;

  it("lists the rewards to claim and the claimed ones with their date, and the navigation's badge counts them", async () => {
    cookie = await signIn("aurora", "player005");
    const page = await request("aurora", CENTRE, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toMatch(/no-store/);
    const html = visible(page.body);
    expect(badge(html)).toBe("2");
    expect(html).toMatch(
      /data-section="claimable"[^]*Welcome deposit bonus[^]*₱100\.00[^]*Lucky draw prize[^]*₱88\.88[^]*data-section="claimed"/,
    );
    expect(html).toMatch(/data-section="claimed"[^]*First login gift[^]*\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect([...html.matchAll(/data-claim="(\w+-\d+)"/g)]).toHaveLength(2);
  });

  it("claims a bonus into the main wallet once, even posted twice, and the badge goes down", async () => {
    const page = await request("aurora", CENTRE, { headers: { cookie } });
    const reward = /data-claim="(ACTIVITY-\d+)"/.exec(page.body)![1];
    const idempotencyKey = claimKeyOf(page.body, reward)!;
    const form = { source: "ACTIVITY", id: reward.split("-")[1], idempotencyKey };
    const before = await money("player005");
    const posts = await Promise.all([post(CENTRE, cookie, form), post(CENTRE, cookie, form)]);
    for (const answer of posts) expect([answer.status, answer.headers.location]).toEqual([302, CENTRE]);
    const after = await money("player005");
    expect(after.balanceCents).toBe(before.balanceCents + 10_000);
    expect(after.ledgerSumCents).toBe(after.walletsCents);
    const done = visible((await request("aurora", CENTRE, { headers: { cookie: withFlash(posts[0]!, cookie) } })).body);
    expect(done).toContain(en.rewardCenter.claimed);
    expect(badge(done)).toBe("1");
    expect(done).toMatch(/data-section="claimed"[^]*Welcome deposit bonus/);
    // The claimed bonus is in the bonus record and the account record too.
    expect(
      sb.sandbox.db
        .prepare(
          "SELECT COUNT(*) FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE a.username = 'player005' AND a.merchant = 'AURORA' AND l.kind = 'promotion.bonus'",
        )
        .pluck()
        .get(),
    ).toBe(1);
  });

  it("refuses a claimed, foreign or made-up reward with a translated message, and bad forms with 422, moving nothing", async () => {
    const before = await money("player005");
    const claimedId = sb.sandbox.db
      .prepare(
        "SELECT p.id FROM activity_applications p JOIN accounts a ON a.id = p.account_id WHERE a.username = 'player005' AND a.merchant = 'AURORA' AND p.status = 'CLAIMED' LIMIT 1",
      )
      .pluck()
      .get() as number;
    const again = await post(CENTRE, cookie, { source: "ACTIVITY", id: String(claimedId), idempotencyKey: "a".repeat(20) });
    expect([again.status, failureOf(again.body)]).toEqual([409, "ALREADY_CLAIMED"]);
    expect(visible(again.body)).toContain(en.errors.ALREADY_CLAIMED);
    const demo = (await sb.control("/merchants/AURORA/applications/latest", { username: "demo_member" })) as { id: number };
    const foreign = await post(CENTRE, cookie, { source: "ACTIVITY", id: String(demo.id), idempotencyKey: "b".repeat(20) });
    expect([foreign.status, failureOf(foreign.body)]).toEqual([404, "NOT_FOUND"]);
    for (const form of [
      { source: "BONUS", id: "1", idempotencyKey: "c".repeat(20) },
      { source: "RAFFLE", id: "-1", idempotencyKey: "c".repeat(20) },
      { source: "RAFFLE", id: "99999999999", idempotencyKey: "c".repeat(20) },
      { source: "RAFFLE", id: "1", idempotencyKey: "<script>" },
      { source: "RAFFLE", id: "1" },
    ]) {
      expect((await post(CENTRE, cookie, form as Record<string, string>)).status, JSON.stringify(form)).toBe(422);
    }
    expect(await money("player005")).toEqual(before);
  });

  it("says when there is nothing to claim, and shows a platform failure in its section", async () => {
    const none = await signIn("aurora", "player016");
    const empty = visible((await request("aurora", CENTRE, { headers: { cookie: none } })).body);
    expect(empty).toContain(en.rewardCenter.emptyClaimable);
    expect(badge(empty)).toBeUndefined();
    await sb.control("/faults", { call: "rewards.list", failureRate: 1 });
    try {
      const page = await request("aurora", CENTRE, { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/data-state="error" data-error-code="INTERNAL_ERROR"/);
      expect(page.body).toContain(en.rewardCenter.title);
    } finally {
      await sb.control("/faults/clear");
    }
  });
});

describe("claiming a red envelope (player015)", () => {
  let cookie: string;

  it("shows an open envelope with its claim form and claims it into the main wallet", async () => {
    cookie = await signIn("aurora", "player015");
    const { id } = await envelope("player015", 2_500);
    const page = visible((await request("aurora", ENVELOPES, { headers: { cookie } })).body);
    expect(page).toMatch(new RegExp(`data-status="OPEN"[^]*data-claim="RAFFLE-${id}"`));
    const before = await money("player015");
    const claimed = await post(ENVELOPES, cookie, { source: "RAFFLE", id: String(id), idempotencyKey: claimKeyOf(page, `RAFFLE-${id}`)! });
    expect([claimed.status, claimed.headers.location]).toEqual([302, ENVELOPES]);
    expect((await money("player015")).balanceCents).toBe(before.balanceCents + 2_500);
    const after = visible((await request("aurora", ENVELOPES, { headers: { cookie: withFlash(claimed, cookie) } })).body);
    expect(after).toContain(en.redEnvelopeClaim.claimed);
    expect(after).not.toContain(`data-claim="RAFFLE-${id}"`);
  });

  it("credits once when claimed 20 times at once (with the same key and with different ones)", async () => {
    const { id } = await envelope("player015", 777);
    const before = await money("player015");
    const posts = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        post(ENVELOPES, cookie, {
          source: "RAFFLE",
          id: String(id),
          idempotencyKey: n < 10 ? "same-key-for-ten-posts" : `key-of-post-${n}-000`,
        }),
      ),
    );
    const statuses = posts.map((answer) => answer.status);
    expect(statuses.every((status) => status === 302 || status === 409)).toBe(true);
    expect(posts.filter((answer) => answer.status === 409).every((answer) => failureOf(answer.body) === "ALREADY_CLAIMED")).toBe(true);
    const after = await money("player015");
    expect(after.balanceCents).toBe(before.balanceCents + 777);
    expect(after.ledgerSumCents).toBe(after.walletsCents);
    const reference = sb.sandbox.db.prepare("SELECT claim_reference FROM red_envelopes WHERE id = ?").pluck().get(id) as string;
    expect(ledgerRows(reference)).toBe(1);
  });

  it("refuses an expired envelope and another player's with a translated message, moving nothing", async () => {
    const expired = await envelope("player015", 300, -1);
    const before = await money("player015");
    const late = await post(ENVELOPES, cookie, { source: "RAFFLE", id: String(expired.id), idempotencyKey: "d".repeat(20) });
    expect([late.status, failureOf(late.body)]).toEqual([409, "REWARD_EXPIRED"]);
    expect(visible(late.body)).toContain(en.errors.REWARD_EXPIRED);
    expect(visible(late.body)).toMatch(new RegExp(`data-status="EXPIRED"`));
    const theirs = await envelope("player016", 300);
    const foreign = await post(ENVELOPES, cookie, { source: "RAFFLE", id: String(theirs.id), idempotencyKey: "e".repeat(20) });
    expect([foreign.status, failureOf(foreign.body)]).toEqual([404, "NOT_FOUND"]);
    // The red envelope page claims envelopes only.
    const bonus = await post(ENVELOPES, cookie, { source: "ACTIVITY", id: "1", idempotencyKey: "f".repeat(20) });
    expect(bonus.status).toBe(422);
    expect(await money("player015")).toEqual(before);
  });
});
