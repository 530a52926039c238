import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import { signedInAs, startMembersPortal } from "../helpers/members";
import { solvedBotCheck } from "../helpers/bot-check";
import { resetByLink, resetBySms, seededPlayer } from "../helpers/password-resets";
import { startTestPortal, withFlash, type TestPortal } from "../helpers/portal";
import { startTestRedis } from "../helpers/redis";
import { insertLookAlike, MEMBER, registerOnLumenByMobile, startTestSandbox } from "../helpers/sandbox";

/*
 * The security centre's sessions and sign-in history against the sandbox, and the end of a
 * signed-out session's cookie (signed out, or its password changed or reset): on this portal at
 * once, and on a second portal sharing Redis.
 */
const sb = await startTestSandbox();
const portal = await startMembersPortal(sb.url, 61);
const { request, from } = portal;
const BRAND = "aurora";
const SESSIONS = "/member/securityCenter/sessions";
const HISTORY = "/member/securityCenter/signInHistory";
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";

/** Signs `username` in from a browser of `userAgent`; answers its session cookie. */
async function signInWith(username: string, userAgent: string, password: string = MEMBER.password, brand = BRAND) {
  const headers = { ...from(brand), "user-agent": userAgent };
  const botCheck = await solvedBotCheck(request, brand, "login", headers);
  const response = await request(brand, "/login", { form: { type: "username", username, password, botCheck }, headers });
  return response;
}

async function signedIn(username: string, userAgent: string, brand = BRAND, password: string = MEMBER.password) {
  const response = await signInWith(username, userAgent, password, brand);
  expect(response.status, response.body.slice(0, 200)).toBe(302);
  return response.cookies.find((line) => line.startsWith("__session="))!.split(";")[0];
}

const page = (path: string, cookie: string) => request(BRAND, path, { headers: { cookie } });
const post = (cookie: string, form: Record<string, string>) => request(BRAND, SESSIONS, { form, headers: from(BRAND, cookie) });
/** The ids of the sessions listed, the current one apart. */
function listed(html: string) {
  const items = [...html.matchAll(/<li[^>]*data-session="(\d+)"([^>]*)>/g)];
  return {
    current: items.filter((item) => item[2].includes("data-current")).map((item) => Number(item[1])),
    others: items.filter((item) => !item[2].includes("data-current")).map((item) => Number(item[1])),
  };
}

describe("sessions and devices", () => {
  it("lists the account's sessions with device, place and times, this one marked", async () => {
    const first = await signedIn("player031", CHROME);
    await signedIn("player031", IPHONE);
    const { status, body } = await page(SESSIONS, first);
    expect(status).toBe(200);
    const { current, others } = listed(body);
    expect(current).toHaveLength(1);
    expect(others).toHaveLength(1);
    expect(body).toContain("Chrome 120 on Windows 10");
    expect(body).toContain("Mobile Safari 17 on iOS 17.1");
    expect(body).toContain("Near: Philippines");
    expect(body).toContain("This device");
  });

  it("signs one other session out: that browser's next request is a visitor's", async () => {
    const mine = await signedIn("player032", CHROME);
    const theirs = await signedIn("player032", IPHONE);
    expect(signedInAs((await page("/", theirs)).body, "player032")).toBe(true);
    const [other] = listed((await page(SESSIONS, mine)).body).others;

    const ended = await post(mine, { intent: "end", id: String(other) });
    expect(ended.status).toBe(302);
    expect(ended.headers.location).toBe(SESSIONS);

    const after = await page("/", theirs);
    expect(after.status).toBe(200);
    expect(signedInAs(after.body, "player032")).toBe(false);
    expect(after.cookies.some((line) => /^__session=;.*Expires=Thu, 01 Jan 1970/.test(line))).toBe(true);
    const kept = await page(ended.headers.location!, withFlash(ended, mine));
    expect(listed(kept.body).others).toEqual([]);
    expect(kept.body).toContain("That session is signed out");
  });

  it("signs every other session out and keeps this one", async () => {
    const mine = await signedIn("player033", CHROME);
    const others = [await signedIn("player033", IPHONE), await signedIn("player033", CHROME)];
    const ended = await post(mine, { intent: "endOthers" });
    expect(ended.headers.location).toBe(SESSIONS);
    expect((await page(SESSIONS, withFlash(ended, mine))).body).toContain(en.security.sessions.endedOthers);
    for (const cookie of others) {
      const member = await page("/member/securityCenter/profile", cookie);
      expect(member.status).toBe(302);
      expect(member.headers.location).toMatch(/^\/login\?redirectTo=/);
    }
    const kept = await page(SESSIONS, mine);
    expect(kept.status).toBe(200);
    expect(listed(kept.body)).toEqual({ current: [expect.any(Number)], others: [] });
    expect(kept.body).toContain("No other session is signed in");
  });

  it("lists the sessions on the brand sharing the registration too, each with its brand, and signs one out from here", async () => {
    const here = await signedIn("player012", CHROME);
    const there = await signedIn("player012", IPHONE, "lumen");
    const { body } = await page(SESSIONS, here);
    const { others } = listed(body);
    expect(others).toHaveLength(1);
    expect(body).toContain(`On ${sb.sandbox.db.prepare("SELECT name FROM merchants WHERE code = 'LUMEN'").pluck().get() as string}`);
    expect((await post(here, { intent: "end", id: String(others[0]) })).status).toBe(302);
    expect(signedInAs((await request("lumen", "/", { headers: { cookie: there } })).body, "player012")).toBe(false);
  });

  it("a look-alike of the same name on the sister brand lists and ends nothing of the other player", async () => {
    // LUMEN's mobile player, and an AURORA account of its username that is not that account.
    const victimName = (await registerOnLumenByMobile(sb, "9175557001", "Lumen2026")).username;
    insertLookAlike(sb, "AURORA", victimName);
    const victim = await signedIn(victimName, IPHONE, "lumen", "Lumen2026");
    const attacker = await signedIn(victimName, CHROME);
    expect(listed((await page(SESSIONS, attacker)).body)).toEqual({ current: [expect.any(Number)], others: [] });
    const ended = await post(attacker, { intent: "endOthers" });
    expect(ended.headers.location).toBe(SESSIONS);
    expect(signedInAs((await request("lumen", "/", { headers: { cookie: victim } })).body, victimName)).toBe(true);
    const victimSession = listed((await request("lumen", SESSIONS, { headers: { cookie: victim } })).body).current[0];
    const refused = await post(attacker, { intent: "end", id: String(victimSession) });
    expect(refused.status).toBe(404);
    expect(signedInAs((await request("lumen", "/", { headers: { cookie: victim } })).body, victimName)).toBe(true);
  });

  it("refuses to end another player's session", async () => {
    const victim = await signedIn("player034", CHROME);
    const [victimSession] = listed((await page(SESSIONS, victim)).body).current;
    const attacker = await signedIn("player035", CHROME);
    const refused = await post(attacker, { intent: "end", id: String(victimSession) });
    expect(refused.status).toBe(404);
    expect(refused.body).toContain('data-error-code="NOT_FOUND"');
    expect(signedInAs((await page("/", victim)).body, "player034")).toBe(true);
    const garbage = await post(attacker, { intent: "end", id: "1 OR 1=1" });
    expect(garbage.status).toBe(422);
  });

  it("a password change signs the account's other cookies out at once", async () => {
    const phone = await signedIn("player039", IPHONE);
    const computer = await signedIn("player039", CHROME);
    const changed = await request(BRAND, "/change-password", {
      form: { oldPasswordAsked: "on", oldPassword: MEMBER.password, newPassword: "Fresh#Pass26", confirmNewPassword: "Fresh#Pass26" },
      headers: from(BRAND, computer),
    });
    expect(changed.status).toBe(302);
    expect(signedInAs((await page("/", phone)).body, "player039")).toBe(false);
    expect(signedInAs((await page("/", computer)).body, "player039")).toBe(true);
  });

  it.each([
    ["the e-mailed link", resetByLink, 21],
    ["an SMS code", resetBySms, 22],
  ])("a password reset by %s signs the account's other cookies out at once", async (_, reset, n) => {
    const { username } = seededPlayer(n);
    const cookies = [await signedIn(username, IPHONE), await signedIn(username, CHROME)];
    for (const cookie of cookies) expect(signedInAs((await page("/", cookie)).body, username)).toBe(true);
    await reset(sb, { request, post: (brand) => from(brand) }, n);
    for (const cookie of cookies) {
      const replayed = await page("/", cookie);
      expect(replayed.status).toBe(200);
      expect(signedInAs(replayed.body, username)).toBe(false);
      expect(replayed.cookies.some((line) => /^__session=;/.test(line))).toBe(true);
    }
  });

  it("an old cookie replayed after sign-out renders the visitor's page and is cleared", async () => {
    const cookie = await signedIn("player036", CHROME);
    expect(signedInAs((await page("/", cookie)).body, "player036")).toBe(true);
    const out = await request(BRAND, "/logout", { form: {}, headers: from(BRAND, cookie) });
    expect(out.status).toBe(302);

    const replayed = await page("/", cookie);
    expect(replayed.status).toBe(200);
    expect(signedInAs(replayed.body, "player036")).toBe(false);
    expect(replayed.cookies.some((line) => /^__session=;/.test(line))).toBe(true);
    const member = await page(SESSIONS, cookie);
    expect(member.status).toBe(302);
  });
});

describe("sign-in history", () => {
  it("shows a failed attempt and the sign-ins around it, newest first; a browser new to the account is marked, and the player told", async () => {
    await signedIn("player037", CHROME);
    const wrong = await signInWith("player037", IPHONE, "not-the-password-1");
    expect(wrong.status).toBe(422);
    const cookie = await signedIn("player037", IPHONE);
    const { status, body } = await page(HISTORY, cookie);
    expect(status).toBe(200);
    const outcomes = [...body.matchAll(/<tr[^>]*data-sign-in="(\w+)"/g)].map((match) => match[1]);
    expect(outcomes).toEqual(["success", "failure", "success"]);
    expect(body).toContain("Failed attempt");
    expect(body).toContain("Mobile Safari 17 on iOS 17.1");
    // The first sign-in has nothing to compare with; the iPhone's, after the computer's, is new.
    expect(body.match(/New device/g)).toHaveLength(1);
    const told = sb.sandbox.db
      .prepare(
        "SELECT COUNT(*) FROM player_events e JOIN accounts a ON a.id = e.account_id WHERE a.merchant = 'AURORA' AND a.username = 'player037' AND e.kind = 'security.newDevice'",
      )
      .pluck()
      .get();
    expect(told).toBe(1);
  });

  it("keeps to the last 90 days, a page at a time, and says so when there is nothing", async () => {
    const cookie = await signedIn("player038", CHROME);
    const db = sb.sandbox.db;
    const accountId = db.prepare("SELECT id FROM accounts WHERE merchant = 'AURORA' AND username = 'player038'").pluck().get() as number;
    const now = sb.sandbox.clock.now().getTime();
    db.prepare("UPDATE sign_in_history SET at = ? WHERE account_id = ?").run(new Date(now - 91 * 86_400_000).toISOString(), accountId);
    const empty = await page(HISTORY, cookie);
    expect(empty.body).not.toContain("data-sign-in=");
    expect(empty.body).toContain('data-state="empty"');

    const insert = db.prepare(
      "INSERT INTO sign_in_history (account_id, at, ip, country, user_agent, method, outcome) VALUES (?, ?, '10.61.9.9', 'SG', ?, 'sms', 'failure')",
    );
    for (let n = 1; n <= 25; n++) insert.run(accountId, new Date(now - n * 3_600_000).toISOString(), CHROME);
    const first = await page(HISTORY, cookie);
    expect([...first.body.matchAll(/data-sign-in="failure"/g)]).toHaveLength(20);
    expect(first.body).toContain("Singapore");
    const second = await page(`${HISTORY}?page=2`, cookie);
    expect([...second.body.matchAll(/data-sign-in="failure"/g)]).toHaveLength(5);
  });
});

describe("two portal instances sharing Redis", () => {
  let started: Promise<[TestPortal, TestPortal]> | undefined;
  /** The two instances, started by the first test that needs them. */
  const instances = () =>
    (started ??= startTestRedis().then(({ url }) =>
      Promise.all([startTestPortal(sb.url, { redisUrl: url }), startTestPortal(sb.url, { redisUrl: url })]),
    ));
  /** Signs `username` in on `portal`; answers the session cookie. */
  async function signInOn(portal: TestPortal, username: string) {
    const botCheck = await solvedBotCheck(portal.request, BRAND, "login");
    const login = await portal.request(BRAND, "/login", {
      form: { type: "username", username, password: MEMBER.password, botCheck },
      headers: portal.sameOrigin(BRAND),
    });
    expect(login.status).toBe(302);
    return login.cookies.find((line) => line.startsWith("__session="))!.split(";")[0];
  }

  it("a sign-out on one is signed out on the other at its next request", async () => {
    const [a, b] = await instances();
    const cookie = await signInOn(a, "player040");
    expect(signedInAs((await b.request(BRAND, "/", { headers: { cookie } })).body, "player040")).toBe(true);

    const out = await a.request(BRAND, "/logout", { form: {}, headers: { ...a.sameOrigin(BRAND), cookie } });
    expect(out.status).toBe(302);
    const replayed = await b.request(BRAND, "/", { headers: { cookie } });
    expect(signedInAs(replayed.body, "player040")).toBe(false);
  });

  it.each([
    ["the e-mailed link", resetByLink, 23],
    ["an SMS code", resetBySms, 24],
  ])("a password reset on one by %s signs the account's other cookies out on the other", async (_, reset, n) => {
    const [a, b] = await instances();
    const { username } = seededPlayer(n);
    const cookie = await signInOn(b, username);
    expect(signedInAs((await b.request(BRAND, "/", { headers: { cookie } })).body, username)).toBe(true);
    await reset(sb, { request: a.request, post: a.sameOrigin }, n);
    expect(signedInAs((await b.request(BRAND, "/", { headers: { cookie } })).body, username)).toBe(false);
  });
});
