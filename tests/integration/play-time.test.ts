import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import ty from "~/i18n/packs/ty.json";
import { brandZone, formatDateTime } from "~/format/dates";
import { PLAY_TIME_ACCOUNTS, SEEDED_SESSION_LIMIT_MINUTES, SEEDED_WEEKLY_LIMIT } from "../../sandbox/seed/play-time";
import { brandConfig } from "../helpers/brand-config";
import { sessionCookie, startMembersPortal } from "../helpers/members";
import { withFlash } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

const aurora = brandConfig("aurora");

/*
 * Play time in the portal against the real sandbox: the reality check page (any whole minutes in
 * the brand's range), account activity, the game popup's play-time resource and the launch refused
 * at the daily and the weekly session-time limit, saying when play may start again. Posted as a
 * browser without JavaScript posts them (the resource as the popup's script does).
 */

const sb = await startTestSandbox();
const { request, from, signIn } = await startMembersPortal(sb.url, 26);

const REALITY_CHECK = "/member/realityCheck";
const ACTIVITY = "/member/accountActivity";
const RESOURCE = "/resources/play-time";
const visible = (html: string) => html.replaceAll("<!-- -->", "");
const checkedReminder = (html: string) => /<input type="radio" name="reminder" checked="" value="([a-z]+)"/.exec(html)?.[1];
const minutesValue = (html: string) => /<input id="realityCheck-minutes"[^>]*value="([^"]*)"/.exec(html)?.[1];
/** A time as aurora's pages say when play may start again: its zone, rounded up to the minute. */
const auroraTime = (ms: number) => formatDateTime(Math.ceil(ms / 60_000) * 60_000, brandZone(aurora.timeZone));

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
  it("shows the interval, off by default, with the brand's range, saves any whole minutes in it on the platform and says so", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.reality);
    const page = await request("aurora", REALITY_CHECK, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(visible(page.body)).toContain(en.playTime.realityCheck.explain);
    // aurora sets no range of its own: the default, 10 to 120 minutes.
    expect(visible(page.body)).toContain("Whole minutes from 10 to 120");
    expect([checkedReminder(page.body), minutesValue(page.body)]).toEqual(["off", undefined]);
    // Off needs no minutes.
    const off = await request("aurora", REALITY_CHECK, { form: { reminder: "off", minutes: "" }, headers: from("aurora", cookie) });
    expect([off.status, off.headers.location]).toEqual([302, REALITY_CHECK]);

    const saved = await request("aurora", REALITY_CHECK, { form: { reminder: "on", minutes: "45" }, headers: from("aurora", cookie) });
    expect([saved.status, saved.headers.location]).toEqual([302, REALITY_CHECK]);
    const after = await request("aurora", REALITY_CHECK, { headers: { cookie: withFlash(saved, cookie) } });
    expect([checkedReminder(after.body), minutesValue(after.body)]).toEqual(["on", "45"]);
    expect(visible(after.body)).toContain(en.playTime.realityCheck.saved);
    const token = await sb.login("AURORA", PLAY_TIME_ACCOUNTS.reality, MEMBER.password);
    expect((await sb.platform({ merchant: "AURORA", token }).playTime.settings()).realityCheckMinutes).toBe(45);
  });

  it("refuses minutes outside the brand's range or not whole with a translated message naming it, keeping what was sent", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.reality);
    for (const minutes of ["9", "121", "30.5", ""]) {
      const refused = await request("aurora", REALITY_CHECK, { form: { reminder: "on", minutes }, headers: from("aurora", cookie) });
      expect(refused.status, minutes).toBe(422);
      expect(visible(refused.body), minutes).toContain("Enter whole minutes from 10 to 120");
      expect([checkedReminder(refused.body), minutesValue(refused.body)], minutes).toEqual(["on", minutes || undefined]);
    }
    const tagalog = await request("aurora", `${REALITY_CHECK}?lng=TY`, {
      form: { reminder: "on", minutes: "5" },
      headers: from("aurora", cookie),
    });
    expect(visible(tagalog.body)).toContain("Maglagay ng buong minuto mula 10 hanggang 120");
    const token = await sb.login("AURORA", PLAY_TIME_ACCOUNTS.reality, MEMBER.password);
    expect((await sb.platform({ merchant: "AURORA", token }).playTime.settings()).realityCheckMinutes).toBe(45);
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
      realityCheckMinutes: 45,
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

  it("ends the game at the daily session-time limit, and the next launch is refused with the translated message and title", async () => {
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
    // Which limit, and when play may start again: the next UTC day, in aurora's zone.
    const later = sb.sandbox.clock.now();
    const nextDay = Date.UTC(later.getUTCFullYear(), later.getUTCMonth(), later.getUTCDate() + 1);
    expect(visible(launch.body)).toContain(
      `${en.games.sessionLimitReached.DAY} ${en.games.playAgainFrom.replace("{{time}}", auroraTime(nextDay))}`,
    );
    // Titled as the limit the player set, not as something gone wrong.
    expect(visible(launch.body)).toContain(en.games.sessionLimitTitle);
    expect(visible(launch.body)).not.toContain(en.games.failedTitle);
  });

  it("ends the game at the weekly session-time limit, and the launch is refused until enough of the week's play has left it", async () => {
    const cookie = await signIn("aurora", PLAY_TIME_ACCOUNTS.weeklyLimit);
    const sessionId = await launchedSession(PLAY_TIME_ACCOUNTS.weeklyLimit);
    const left = SEEDED_WEEKLY_LIMIT.minutes - SEEDED_WEEKLY_LIMIT.playedMinutes;
    await sb.control("/clock/advance", { ms: (left + 1) * 60_000 });
    const check = JSON.parse(
      (await request("aurora", RESOURCE, { form: { intent: "check", sessionId }, headers: from("aurora", cookie) })).body,
    );
    // A minute over: play may start again once the seeded game's first minute and a second have left the week.
    const seeded = sb.sandbox.db.prepare("SELECT created_at FROM game_sessions WHERE id = ?").pluck().get("b".repeat(32)) as string;
    const resumes = auroraTime(Date.parse(seeded) + 7 * 86_400_000 + 61_000);
    expect(check).toMatchObject({ ok: true, open: false, endedBy: "SESSION_LIMIT", limitReached: { period: "WEEK", resumesAt: resumes } });

    const launch = await request("aurora", "/games/launch", {
      form: { nodeId: "RNG-PG-0007", returnTo: "/" },
      headers: from("aurora", cookie),
    });
    expect(launch.status).toBe(403);
    expect(launch.body).toContain('data-limit-period="WEEK"');
    expect(visible(launch.body)).toContain(`${en.games.sessionLimitReached.WEEK} ${en.games.playAgainFrom.replace("{{time}}", resumes)}`);
    expect(visible(launch.body)).toContain(en.games.sessionLimitTitle);
  });
});
