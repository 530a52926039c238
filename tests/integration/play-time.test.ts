import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import ty from "~/i18n/packs/ty.json";
import { PLAY_TIME_ACCOUNTS, SEEDED_SESSION_LIMIT_MINUTES } from "../../sandbox/seed/play-time";
import { sessionCookie, startMembersPortal } from "../helpers/members";
import { withFlash } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/*
 * Play time in the portal against the real sandbox: the reality check page, account activity, the
 * game popup's play-time resource and the launch refused at the daily session-time limit. Posted
 * as a browser without JavaScript posts them (the resource as the popup's script does).
 */

const sb = await startTestSandbox();
const { request, from, signIn } = await startMembersPortal(sb.url, 26);

const REALITY_CHECK = "/member/realityCheck";
const ACTIVITY = "/member/accountActivity";
const RESOURCE = "/resources/play-time";
const visible = (html: string) => html.replaceAll("<!-- -->", "");
const checkedInterval = (html: string) => /<input type="radio" name="interval" checked="" value="([a-z0-9]+)"/.exec(html)?.[1];

async function launchedSession(username: string) {
  const platform = sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", username, MEMBER.password) });
  const { sessionId } = await platform.games.launch({ platform: "html5-desktop", language: "EN", nodeId: "RNG-PG-0007", freeTrial: false });
  return sessionId;
}

describe("who may see the pages", () => {
  it("sends a visitor to sign in and a trial account to the real-account prompt", async () => {
    for (const path of [REALITY_CHECK, ACTIVITY]) {
      const visitor = await request("aurora", path);
      expect([visitor.status, visitor.headers.location]).toEqual([302, `/login?${new URLSearchParams({ redirectTo: path })}`]);
    }
    const trial = await request("tala", "/auth/free-play", { form: {}, headers: from("tala") });
    const cookie = sessionCookie(trial);
    for (const path of [REALITY_CHECK, ACTIVITY]) {
      expect((await request("tala", path, { headers: { cookie } })).headers.location).toBe("/real-account");
    }
  });

  it("lists both pages in the member menu", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.reality);
    const { body } = await request("aurora", REALITY_CHECK, { headers: { cookie } });
    expect(body).toContain(`href="${REALITY_CHECK}"`);
    expect(body).toContain(`href="${ACTIVITY}"`);
  });
});

describe("the reality check page", () => {
  it("shows the interval, off by default, saves a new one on the platform and says so", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.reality);
    const page = await request("aurora", REALITY_CHECK, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(visible(page.body)).toContain(en.playTime.realityCheck.explain);
    expect(checkedInterval(page.body)).toBe("off");

    const saved = await request("aurora", REALITY_CHECK, { form: { interval: "15" }, headers: from("aurora", cookie) });
    expect([saved.status, saved.headers.location]).toEqual([302, REALITY_CHECK]);
    const after = await request("aurora", REALITY_CHECK, { headers: { cookie: withFlash(saved, cookie) } });
    expect(checkedInterval(after.body)).toBe("15");
    expect(visible(after.body)).toContain(en.playTime.realityCheck.saved);
    const token = await sb.login("AURORA", PLAY_TIME_ACCOUNTS.reality, MEMBER.password);
    expect((await sb.platform({ merchant: "AURORA", token }).playTime.settings()).realityCheckMinutes).toBe(15);
  });

  it("refuses an interval it does not offer with a translated message, keeping the one saved", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.reality);
    const refused = await request("aurora", REALITY_CHECK, { form: { interval: "45" }, headers: from("aurora", cookie) });
    expect(refused.status).toBe(422);
    expect(visible(refused.body)).toContain(en.playTime.realityCheck.chooseInterval);
    expect(checkedInterval(refused.body)).toBe("15");
    const token = await sb.login("AURORA", PLAY_TIME_ACCOUNTS.reality, MEMBER.password);
    expect((await sb.platform({ merchant: "AURORA", token }).playTime.settings()).realityCheckMinutes).toBe(15);
  });

  it("shows the daily session-time limit where one is set", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.sessionLimit);
    const { body } = await request("aurora", REALITY_CHECK, { headers: { cookie } });
    expect(visible(body)).toContain(en.playTime.realityCheck.limit_other.replace("{{count}}", String(SEEDED_SESSION_LIMIT_MINUTES)));
  });
});

describe("account activity", () => {
  it("shows a year of months by default, the period switch and the platform's sums", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.activity);
    const { status, body } = await request("aurora", ACTIVITY, { headers: { cookie } });
    expect(status).toBe(200);
    const months = [...body.matchAll(/data-period-start="(\d{4}-\d{2}-01)"/g)].map((match) => match[1]);
    expect(months.length).toBeGreaterThanOrEqual(12);
    expect(body).toMatch(/aria-current="page"[^>]*data-period="MONTH"/);
    for (const period of ["DAY", "WEEK"]) expect(body).toContain(`href="${ACTIVITY}?period=${period}"`);
    expect(visible(body)).toContain("₱");
  });

  it("pages the days, 31 a page, with links to the next", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.activity);
    const first = await request("aurora", `${ACTIVITY}?period=DAY`, { headers: { cookie } });
    expect([...first.body.matchAll(/data-period-start=/g)]).toHaveLength(31);
    expect(first.body).toContain(`href="${ACTIVITY}?period=DAY&amp;page=2"`);
    const second = await request("aurora", `${ACTIVITY}?period=DAY&page=2`, { headers: { cookie } });
    expect(second.status).toBe(200);
    expect(second.body).toMatch(/data-period-start="\d{4}-\d{2}-\d{2}"/);
  });

  it("says so when there is nothing, and in Tagalog on a Tagalog brand", async () => {
    const cookie = await signIn("tala", "demo_newbie");
    const { body } = await request("tala", `${ACTIVITY}?period=WEEK`, { headers: { cookie } });
    expect(visible(body)).toContain(ty.playTime.activity.empty);
    expect(body).toContain('data-state="empty"');
  });
});

describe("the game popup's play-time checks", () => {
  it("answers the session's time, net result and the reality check interval, and closes it", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.reality);
    const sessionId = await launchedSession(PLAY_TIME_ACCOUNTS.reality);
    const check = await request("aurora", RESOURCE, { form: { intent: "check", sessionId }, headers: from("aurora", cookie) });
    expect(check.status).toBe(200);
    expect(JSON.parse(check.body)).toMatchObject({
      ok: true,
      open: true,
      endedBy: null,
      netCents: 0,
      net: "₱0.00",
      realityCheckMinutes: 15,
    });
    const closed = await request("aurora", RESOURCE, { form: { intent: "close", sessionId }, headers: from("aurora", cookie) });
    expect(JSON.parse(closed.body)).toMatchObject({ ok: true, open: false, endedBy: "CLOSED" });
  });

  it("refuses a malformed session id without asking the platform, another player's session, and a visitor", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.reality);
    const bad = await request("aurora", RESOURCE, { form: { intent: "check", sessionId: "<script>" }, headers: from("aurora", cookie) });
    expect([bad.status, JSON.parse(bad.body)]).toEqual([422, { ok: false, code: "INVALID_REQUEST" }]);
    const others = await launchedSession("player010");
    const other = await request("aurora", RESOURCE, { form: { intent: "close", sessionId: others }, headers: from("aurora", cookie) });
    expect(JSON.parse(other.body)).toEqual({ ok: false, code: "NOT_FOUND" });
    const visitor = await request("aurora", RESOURCE, { form: { intent: "check", sessionId: others }, headers: from("aurora") });
    expect(JSON.parse(visitor.body)).toEqual({ ok: false, code: "UNAUTHORIZED" });
  });

  it("ends the game at the daily session-time limit, and the next launch is refused with the translated message", async () => {
    // Early in a UTC day, so the limit's day does not end during the test.
    const now = sb.sandbox.clock.now();
    await sb.control("/clock/advance", { ms: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 1) - now.getTime() });
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.sessionLimit);
    const sessionId = await launchedSession(PLAY_TIME_ACCOUNTS.sessionLimit);
    await sb.control("/clock/advance", { ms: (SEEDED_SESSION_LIMIT_MINUTES + 1) * 60_000 });
    const check = await request("aurora", RESOURCE, { form: { intent: "check", sessionId }, headers: from("aurora", cookie) });
    expect(JSON.parse(check.body)).toMatchObject({ ok: true, open: false, endedBy: "SESSION_LIMIT" });

    const launch = await request("aurora", "/games/launch", {
      form: { nodeId: "RNG-PG-0007", returnTo: "/" },
      headers: from("aurora", cookie),
    });
    expect(launch.status).toBe(403);
    expect(launch.body).toContain('data-error-code="SESSION_LIMIT_REACHED"');
    expect(visible(launch.body)).toContain(en.errors.SESSION_LIMIT_REACHED);
  });
});
