import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import { SEEDED_INVITEES, SEEDED_MISSIONS } from "../../sandbox/seed/referral-and-missions";
import { sessionCookie, startMembersPortal } from "../helpers/members";
import { withFlash } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/*
 * Refer and earn (/member/referral) and the mission leaderboard (/member/missionLeaderboard)
 * against the real sandbox, read and posted as a browser without JavaScript does. player009
 * (24 seeded invitees) is the referrer, player010 the mission player, player011 the one with
 * nothing; this file's own sandbox. Tests run in order within a describe: claims change state.
 */

const sb = await startTestSandbox();
const { request, from, signIn } = await startMembersPortal(sb.url, 16);

const REFERRAL = "/member/referral";
const MISSIONS = "/member/missionLeaderboard";

const newKey = () => randomBytes(12).toString("hex");
const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
const failureOf = (html: string) => /role="alert"[^>]*data-error-code="([A-Z_]+)"/.exec(html)?.[1];
const visible = (html: string) => html.replaceAll("<!-- -->", "");
/** Whether `text` is rendered as an element's text (the page also carries the whole pack in its loader data). */
const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
const shows = (html: string, text: string) => visible(html).includes(`>${escaped(text)}<`);
const rowsOf = (html: string) => (html.match(/<tr data-status="(PENDING|ACTIVE)"/g) ?? []).length;
const badgeOf = (html: string) => /data-badge="missionLeaderboard"[^>]*>(\d+)</.exec(html)?.[1];
const money = (username: string) =>
  sb.control("/merchants/AURORA/money", { username }) as Promise<{ balanceCents: number; walletsCents: number; ledgerSumCents: number }>;
const platformOf = async (username: string) =>
  sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", username, MEMBER.password) });

/** A real bet through the demo game, as the player. */
async function bet(username: string, stakeCents: number) {
  const platform = await platformOf(username);
  const { url } = await platform.games.launch({ platform: "html5-desktop", language: "EN", nodeId: "RNG-PG-0007", freeTrial: false });
  const response = await fetch(`${sb.url}${new URL(url).pathname}/bet`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ stakeCents, requestId: newKey() }),
  });
  expect(response.status).toBe(200);
}

async function withFault<T>(call: string, run: () => Promise<T>): Promise<T> {
  await sb.control("/faults", { call, failureRate: 1 });
  try {
    return await run();
  } finally {
    await sb.control("/faults/clear");
  }
}

describe("who may see the pages", () => {
  it("sends a visitor to sign in and a trial account to the real-account prompt, posts included", async () => {
    for (const path of [REFERRAL, MISSIONS]) {
      const visitor = await request("aurora", path);
      expect([visitor.status, visitor.headers.location]).toEqual([302, `/login?${new URLSearchParams({ redirectTo: path })}`]);
    }
    const trial = await request("tala", "/auth/free-play", { form: {}, headers: from("tala") });
    const cookie = sessionCookie(trial);
    for (const path of [REFERRAL, MISSIONS]) {
      expect((await request("tala", path, { headers: { cookie } })).headers.location).toBe("/real-account");
      const posted = await request("tala", path, {
        form: { idempotencyKey: newKey(), missionId: "TALA-D1" },
        headers: { ...from("tala"), cookie },
      });
      expect([posted.status, posted.headers.location]).toEqual([302, "/real-account"]);
    }
  });

  it("lists both pages in the member navigation, in the product's order", async () => {
    const cookie = await signIn("aurora", "player011");
    const html = (await request("aurora", "/member/securityCenter/profile", { headers: { cookie } })).body;
    const order = ["bonusDetails", "referral", "missionLeaderboard", "messageV2"].map((id) => html.indexOf(`data-member-page="${id}"`));
    expect(order.every((index) => index > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe("refer and earn (player009)", () => {
  let cookie: string;

  it("shows the link to the brand's registration with the code, its QR code and the earnings", async () => {
    cookie = await signIn("aurora", "player009");
    const page = await request("aurora", REFERRAL, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toMatch(/no-store/);
    const { code } = await (await platformOf("player009")).referral.summary();
    const html = visible(page.body);
    expect(html).toMatch(new RegExp(`value="http://aurora\\.localhost(:\\d+)?/register\\?referralCode=${code}"`));
    expect(html).toContain('src="data:image/svg+xml;base64,');
    expect(html).toContain(`<dd>${SEEDED_INVITEES.length}</dd>`);
    expect(shows(html, en.referral.rules.two.replace("{{rate}}", "1"))).toBe(true);
    expect(keyOf(html)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // No platform token or full invitee username reaches the page.
    expect(html).not.toMatch(/player0(1[2-9]|2\d|3[0-5])/);
  });

  it("pages the invitees 10 at a time; a bad page is the first, a page past the end the last", async () => {
    const first = visible((await request("aurora", REFERRAL, { headers: { cookie } })).body);
    expect(rowsOf(first)).toBe(10);
    expect(first).toContain(`href="${REFERRAL}?page=2"`);
    expect(rowsOf((await request("aurora", `${REFERRAL}?page=3`, { headers: { cookie } })).body)).toBe(4);
    for (const bad of ["abc", "-1", "0", "2.5", "1e3"]) {
      const page = await request("aurora", `${REFERRAL}?page=${bad}`, { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(rowsOf(page.body)).toBe(10);
    }
    const past = visible((await request("aurora", `${REFERRAL}?page=999`, { headers: { cookie } })).body);
    expect(rowsOf(past)).toBe(4);
    expect(past).toContain("page 3 of 3");
  });

  it("claims the pending earnings once per form, even posted twice, and says so", async () => {
    const idempotencyKey = keyOf((await request("aurora", REFERRAL, { headers: { cookie } })).body)!;
    const { pendingCents } = await (await platformOf("player009")).referral.summary();
    expect(pendingCents).toBeGreaterThan(0);
    const before = await money("player009");
    const first = await request("aurora", REFERRAL, { form: { idempotencyKey }, headers: from("aurora", cookie) });
    const second = await request("aurora", REFERRAL, { form: { idempotencyKey }, headers: from("aurora", cookie) });
    expect([first.status, first.headers.location]).toEqual([302, REFERRAL]);
    expect([second.status, second.headers.location]).toEqual([302, REFERRAL]);
    const after = await money("player009");
    expect(after.balanceCents).toBe(before.balanceCents + pendingCents);
    expect(after.ledgerSumCents).toBe(after.walletsCents);
    const done = visible((await request("aurora", REFERRAL, { headers: { cookie: withFlash(first, cookie) } })).body);
    expect(shows(done, en.referral.claimed)).toBe(true);
    expect(shows(done, en.referral.nothingPending)).toBe(true);
    expect(keyOf(done)).toBeUndefined();
  });

  it("answers a claim of nothing with the translated refusal and a tampered key with 422, moving nothing", async () => {
    const before = await money("player009");
    const nothing = await request("aurora", REFERRAL, { form: { idempotencyKey: newKey() }, headers: from("aurora", cookie) });
    expect(nothing.status).toBe(409);
    expect(failureOf(nothing.body)).toBe("NOTHING_TO_CLAIM");
    expect(shows(nothing.body, en.errors.NOTHING_TO_CLAIM)).toBe(true);
    for (const idempotencyKey of ["<script>", "short", ""]) {
      const tampered = await request("aurora", REFERRAL, { form: { idempotencyKey }, headers: from("aurora", cookie) });
      expect(tampered.status).toBe(422);
    }
    expect(await money("player009")).toEqual(before);
  });

  it("shows a platform failure in its own section; the rest of the page stays", async () => {
    const summaryDown = await withFault("referral.summary", () => request("aurora", REFERRAL, { headers: { cookie } }));
    expect(summaryDown.status).toBe(200);
    expect(summaryDown.body).toMatch(/data-state="error" data-error-code="INTERNAL_ERROR"/);
    expect(rowsOf(summaryDown.body)).toBe(10);
    const listDown = await withFault("referral.invitees", () => request("aurora", REFERRAL, { headers: { cookie } }));
    expect(listDown.body).toMatch(/data-state="error" data-error-code="INTERNAL_ERROR"/);
    expect(listDown.body).toContain('data-qr="referral"');
  });

  it("shows the empty state to a player with no invitees", async () => {
    const other = await signIn("aurora", "player011");
    const html = visible((await request("aurora", REFERRAL, { headers: { cookie: other } })).body);
    expect(shows(html, en.referral.noInvitees)).toBe(true);
    expect(shows(html, en.referral.nothingPending)).toBe(true);
  });
});

describe("missions (player010)", () => {
  let cookie: string;
  const D1 = "AURORA-D1";

  it("shows the missions with their progress, and the badge counts the completed ones", async () => {
    await bet("player010", 1_000); // completes "Place 1 bet today"
    cookie = await signIn("aurora", "player010");
    const page = await request("aurora", MISSIONS, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = visible(page.body);
    for (const mission of SEEDED_MISSIONS) expect(html).toContain(`data-mission="AURORA-${mission.key}"`);
    expect(html).toMatch(new RegExp(`data-mission="${D1}" data-status="COMPLETED"`));
    const { count } = await (await platformOf("player010")).missions.claimable();
    expect(badgeOf(html)).toBe(String(count));
    expect(shows(html, en.missions.claim.replace("{{title}}", SEEDED_MISSIONS[0].en))).toBe(true);
    // The leaderboard: ten masked players, and player010 not yet on it.
    expect((html.match(/<tr[^>]*><td>\d+<\/td>/g) ?? []).length).toBe(10);
    expect(shows(html, en.missions.notRanked)).toBe(true);
  });

  it("claims a completed mission once, even posted twice; the badge drops and the player is ranked", async () => {
    const html = (await request("aurora", MISSIONS, { headers: { cookie } })).body;
    const idempotencyKey = new RegExp(`name="missionId" value="${D1}"/><input type="hidden" name="idempotencyKey" value="([^"]+)"`).exec(
      html,
    )![1];
    const badge = Number(badgeOf(html));
    const before = await money("player010");
    const posts: Array<Awaited<ReturnType<typeof request>>> = [];
    for (let i = 0; i < 2; i++) {
      const posted = await request("aurora", MISSIONS, { form: { missionId: D1, idempotencyKey }, headers: from("aurora", cookie) });
      expect([posted.status, posted.headers.location]).toEqual([302, MISSIONS]);
      posts.push(posted);
    }
    expect((await money("player010")).balanceCents).toBe(before.balanceCents + SEEDED_MISSIONS[0].rewardCents);
    const done = visible((await request("aurora", MISSIONS, { headers: { cookie: withFlash(posts[0]!, cookie) } })).body);
    expect(shows(done, en.missions.claimed)).toBe(true);
    expect(done).toMatch(new RegExp(`data-mission="${D1}" data-status="CLAIMED"`));
    expect(badgeOf(done)).toBe(badge > 1 ? String(badge - 1) : undefined);
    expect(done).toMatch(/data-own="true"/);
    expect(shows(done, en.missions.notRanked)).toBe(false);
  });

  it("refuses a claimed, an unfinished, another merchant's and a malformed mission, moving nothing", async () => {
    const before = await money("player010");
    const post = (missionId: string) =>
      request("aurora", MISSIONS, { form: { missionId, idempotencyKey: newKey() }, headers: from("aurora", cookie) });
    const again = await post(D1);
    expect([again.status, failureOf(again.body)]).toEqual([409, "ALREADY_CLAIMED"]);
    expect(shows(again.body, en.errors.ALREADY_CLAIMED)).toBe(true);
    const unfinished = await post("AURORA-W2");
    expect([unfinished.status, failureOf(unfinished.body)]).toEqual([409, "NOTHING_TO_CLAIM"]);
    const foreign = await post("LUMEN-D1");
    expect([foreign.status, failureOf(foreign.body)]).toEqual([404, "NOT_FOUND"]);
    for (const missionId of ["<script>", "", "x".repeat(41)]) expect((await post(missionId)).status).toBe(422);
    const noKey = await request("aurora", MISSIONS, { form: { missionId: D1 }, headers: from("aurora", cookie) });
    expect(noKey.status).toBe(422);
    expect(await money("player010")).toEqual(before);
  });

  it("keeps the missions when the leaderboard fails, and the other way round", async () => {
    const boardDown = await withFault("missions.leaderboard", () => request("aurora", MISSIONS, { headers: { cookie } }));
    expect(boardDown.status).toBe(200);
    expect(boardDown.body).toMatch(/data-state="error" data-error-code="INTERNAL_ERROR"/);
    expect(boardDown.body).toContain(`data-mission="${D1}"`);
    const listDown = await withFault("missions.list", () => request("aurora", MISSIONS, { headers: { cookie } }));
    expect(listDown.body).toMatch(/data-state="error" data-error-code="INTERNAL_ERROR"/);
    expect(listDown.body).toContain("data-leaderboard");
    // The badge's own failure hides the badge, never the page.
    const badgeDown = await withFault("missions.claimable", () => request("aurora", MISSIONS, { headers: { cookie } }));
    expect(badgeDown.status).toBe(200);
    expect(badgeOf(badgeDown.body)).toBeUndefined();
  });

  it("takes only small url-encoded forms", async () => {
    const json = await request("aurora", MISSIONS, {
      body: JSON.stringify({ missionId: D1, idempotencyKey: newKey() }),
      headers: { ...from("aurora", cookie), "content-type": "application/json" },
    });
    expect(json.status).toBe(415);
    const large = await request("aurora", REFERRAL, {
      body: `idempotencyKey=${"a".repeat(3000)}`,
      headers: { ...from("aurora", cookie), "content-type": "application/x-www-form-urlencoded" },
    });
    expect(large.status).toBe(413);
  });
});
