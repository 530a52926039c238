import { describe, expect, it } from "vitest";
import { createSessionCodec } from "~/session/codec.server";
import { solvedBotCheck } from "../helpers/bot-check";
import { startTestPortal, TEST_SESSION_SECRET, withFlash, type PortalResponse } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/*
 * The member centre against the real sandbox: its layout and guard, the security centre's
 * tabs (profile, password, bind mobile, bind email), messages, the credit report and red
 * envelopes. Every post is a plain form post, as a browser without JavaScript sends it.
 * Accounts that change are player031..033 (the member centre's own); demo_member is read only,
 * except its inbox in the last describe, which restores nothing and so runs last.
 */

const sb = await startTestSandbox();
const { request, sameOrigin } = await startTestPortal(sb.url);
const codec = createSessionCodec(TEST_SESSION_SECRET);
const MERCHANT = { aurora: "AURORA", lumen: "LUMEN", tala: "TALA" } as const;
type BrandId = keyof typeof MERCHANT;

/** A session cookie holding a real platform token (what the sign-in stores). */
async function signIn(brand: BrandId, username: string = MEMBER.username) {
  const login = await sb.platform({ merchant: MERCHANT[brand] }).auth.login({ username, password: MEMBER.password });
  const sealed = await codec.seal({ token: login.token, isAgent: login.isAgent, username, expiresAt: Date.now() + 3_600_000 }, brand);
  return `__session=${sealed}`;
}

const get = (brand: BrandId, path: string, cookie?: string) => request(brand, path, cookie ? { headers: { cookie } } : {});
const post = (brand: BrandId, path: string, cookie: string, fields: Array<[string, string]>) =>
  request(brand, path, {
    body: new URLSearchParams(fields).toString(),
    headers: { ...sameOrigin(brand), cookie, "content-type": "application/x-www-form-urlencoded" },
  });

/** What a page says in its alerts and statuses (the page also carries the pack as data, so `toContain` would not prove it). */
const texts = (html: string, role: "alert" | "status") =>
  [...html.matchAll(new RegExp(`<p role="${role}"[^>]*>([^<]*)</p>`, "g"))].map((match) => match[1]);
const fieldErrors = (html: string) =>
  Object.fromEntries([...html.matchAll(/<p id="[^"]*?-(\w+)-error"[^>]*>([^<]*)<\/p>/g)].map((match) => [match[1], match[2]]));
const navPages = (html: string) => [...html.matchAll(/data-member-page="(\w+)"/g)].map((match) => match[1]);
const badge = (html: string, page: string) => new RegExp(`data-badge="${page}"[^>]*>(\\d+)<`).exec(html)?.[1];
const expectRedirect = (response: PortalResponse, location: string) =>
  expect([response.status, response.headers.location]).toEqual([302, location]);

describe("the member centre's layout", () => {
  it("sends visitors to sign in and back, and trial accounts to the real-account prompt", async () => {
    expectRedirect(await get("aurora", "/member"), "/login?redirectTo=%2Fmember");
    expectRedirect(await get("aurora", "/member/messageV2?page=2"), "/login?redirectTo=%2Fmember%2FmessageV2%3Fpage%3D2");
    const trial = await sb.platform({ merchant: "TALA" }).auth.freePlay({ os: "test", platform: "W", deviceId: "member-centre" });
    const cookie = `__session=${await codec.seal({ token: trial.token, isAgent: 4, username: trial.username, expiresAt: Date.now() + 3_600_000 }, "tala")}`;
    expectRedirect(await get("tala", "/member/securityCenter/profile", cookie), "/real-account");
    expectRedirect(await get("tala", "/member/messageV2", cookie), "/real-account");
  });

  it("opens on the security centre's profile tab and lists every page, manual rebate only with MANPLAYREB3", async () => {
    const cookie = await signIn("aurora");
    expectRedirect(await get("aurora", "/member", cookie), "/member/securityCenter");
    expectRedirect(await get("aurora", "/member/securityCenter", cookie), "/member/securityCenter/profile");
    const page = await get("aurora", "/member/securityCenter/profile", cookie);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(navPages(page.body)).toEqual([
      "securityCenter",
      "transferFund",
      "depositv2",
      "withdraw",
      "transferUpline",
      "personalHistoryCopy",
      "transactionHistory",
      "personalProfit",
      "bonusDetails",
      "rewardCenter",
      "referral",
      "missionLeaderboard",
      "messageV2",
      "manualRebate",
      "creditReport",
      "redEnvelope",
      "vip",
      "realityCheck",
      "accountActivity",
      "limits",
      "selfExclusion",
    ]);
    expect(page.body).toMatch(
      /aria-current="page"[^>]*data-member-page="securityCenter"|data-member-page="securityCenter"[^>]*aria-current="page"/,
    );
    // demo_member has 3 unread messages and 2 rewards to claim: the red badges.
    expect(badge(page.body, "messageV2")).toBe("3");
    expect(badge(page.body, "rewardCenter")).toBe("2");
    const tabs = [...page.body.matchAll(/data-security-tab="(\w+)"/g)].map((match) => match[1]);
    expect(tabs).toEqual([
      "profile",
      "password",
      "mobile",
      "email",
      "withdrawalPassword",
      "bankAccounts",
      "authenticator",
      "verification",
      "sessions",
      "signInHistory",
    ]);

    const lumen = await get("lumen", "/member/securityCenter/profile", await signIn("lumen"));
    expect(navPages(lumen.body)).not.toContain("manualRebate");
    expect(navPages(lumen.body)).toContain("redEnvelope");
  });

  it("shows no badge at 0 and a platform failure in the page, the navigation still there", async () => {
    const cookie = await signIn("aurora", "player033");
    await post("aurora", "/member/messageV2", cookie, [["intent", "read-all"]]);
    await sb.control("/faults", { call: "messages.list", failureRate: 1 });
    try {
      const page = await get("aurora", "/member/messageV2", cookie);
      expect(page.status).toBe(200);
      expect(badge(page.body, "messageV2")).toBeUndefined();
      expect(navPages(page.body)).toContain("messageV2");
      expect(page.body).toMatch(/data-state="error"[^>]*data-error-code="INTERNAL_ERROR"/);
      expect(page.body).toContain("Unknown error, please try again");
    } finally {
      await sb.control("/faults/clear", {});
    }
  });
});

describe("the profile tab", () => {
  it("shows the account, the bound mobile and email masked, and saves the fields the platform lets change", async () => {
    const cookie = await signIn("aurora", "player031");
    const page = await get("aurora", "/member/securityCenter/profile", cookie);
    expect(page.body).toContain(">player031<");
    expect(page.body).toContain("918****031");
    expect(page.body).toMatch(/name="nickname"[^>]*value="Player031"/);

    const saved = await post("aurora", "/member/securityCenter/profile", cookie, [
      ["nickname", "Lucky Juan"],
      ["payeeName", "Juan Cruz"],
      ["skype", "juan.skype"],
    ]);
    expectRedirect(saved, "/member/securityCenter/profile");
    const after = await get("aurora", "/member/securityCenter/profile", withFlash(saved, cookie));
    expect(texts(after.body, "status")).toEqual(["Your profile has been saved"]);
    expect(after.body).toMatch(/value="Lucky Juan"/);
    // The real name is set once: shown, no longer an input.
    expect(after.body).toMatch(/data-field="payeeName"[^>]*>Juan Cruz</);
    expect(after.body).not.toContain('name="payeeName"');
  });

  it("says what is wrong with a field without asking the platform, and what the platform refused", async () => {
    const cookie = await signIn("aurora", "player031");
    const young = await post("aurora", "/member/securityCenter/profile", cookie, [
      ["birthday", "2015-06-01"],
      ["nickname", ""],
    ]);
    expect(young.status).toBe(422);
    expect(fieldErrors(young.body)).toEqual({
      birthday: "Please enter a real date: you must be at least 18",
      nickname: "Please enter a nickname",
    });
    // The age is the brand's: lumen's players are 21 or older.
    const nineteen = `${new Date().getUTCFullYear() - 19}-01-01`;
    const lumen = await post("lumen", "/member/securityCenter/profile", await signIn("lumen", "player031"), [["birthday", nineteen]]);
    expect(lumen.status).toBe(422);
    expect(fieldErrors(lumen.body)).toEqual({ birthday: "Please enter a real date: you must be at least 21" });
    const long = await post("aurora", "/member/securityCenter/profile", cookie, [["address", "x".repeat(65)]]);
    expect(long.status).toBe(422);
    expect(fieldErrors(long.body)).toEqual({ address: "At most 64 characters" });
    // A set-once field posted anyway: the platform refuses it, the field says why.
    const locked = await post("aurora", "/member/securityCenter/profile", cookie, [["payeeName", "Someone Else"]]);
    expect(locked.status).toBe(422);
    expect(fieldErrors(locked.body)).toEqual({ payeeName: "This can only be set once: contact customer service to change it" });
  });
});

describe("the password tab", () => {
  it("is the change-password form; a wrong old password is said, a change goes to the home, which says it worked", async () => {
    const cookie = await signIn("aurora", "player033");
    const page = await get("aurora", "/member/securityCenter/password", cookie);
    expect(page.body).toMatch(/<form[^>]*action="\/member\/securityCenter\/password"/);
    expect(page.body).toContain('name="oldPassword"');

    const wrong = await post("aurora", "/member/securityCenter/password", cookie, [
      ["oldPasswordAsked", "on"],
      ["oldPassword", "Wrong#2026"],
      ["newPassword", "Fresh#Pass9"],
      ["confirmNewPassword", "Fresh#Pass9"],
    ]);
    expect(wrong.status).toBe(422);
    expect(texts(wrong.body, "alert")).toEqual(["The old password is incorrect"]);

    const changed = await post("aurora", "/member/securityCenter/password", cookie, [
      ["oldPasswordAsked", "on"],
      ["oldPassword", MEMBER.password],
      ["newPassword", "Fresh#Pass9"],
      ["confirmNewPassword", "Fresh#Pass9"],
    ]);
    expectRedirect(changed, "/");
    const home = await get("aurora", "/", withFlash(changed, cookie));
    expect(texts(home.body, "status")).toContain("You have successfully changed your password");
    // Put back for the other tests of this file.
    await sb
      .platform({
        merchant: "AURORA",
        token: (await sb.platform({ merchant: "AURORA" }).auth.login({ username: "player033", password: "Fresh#Pass9" })).token,
      })
      .password.change({ oldPassword: "Fresh#Pass9", newPassword: "Other#Pass7", confirmNewPassword: "Other#Pass7" });
  });
});

describe("binding a mobile number and an email", () => {
  it("sends an SMS code to the new number and binds it with that code", async () => {
    const cookie = await signIn("aurora", "player032");
    const bad = await post("aurora", "/member/securityCenter/mobile", cookie, [
      ["intent", "send-code"],
      ["country", "PH"],
      ["mobile", "12ab"],
    ]);
    expect(bad.status).toBe(422);
    expect(fieldErrors(bad.body)).toEqual({ mobile: "Invalid phone number format" });
    const unchecked = await post("aurora", "/member/securityCenter/mobile", cookie, [
      ["intent", "send-code"],
      ["country", "PH"],
      ["mobile", "9175550032"],
    ]);
    expect(unchecked.status).toBe(422);
    expect(texts(unchecked.body, "alert")).toEqual(["Please complete verification first"]);
    const taken = await post("aurora", "/member/securityCenter/mobile", cookie, [
      ["intent", "send-code"],
      ["country", "PH"],
      ["mobile", "9171234567"],
      ["smsBotCheck", await solvedBotCheck(request, "aurora", "sms")],
    ]);
    expect(taken.status).toBe(409);
    expect(texts(taken.body, "alert")).toEqual(["This mobile number is already registered"]);

    const sent = await post("aurora", "/member/securityCenter/mobile", cookie, [
      ["intent", "send-code"],
      ["country", "PH"],
      ["mobile", "9175550032"],
      ["smsBotCheck", await solvedBotCheck(request, "aurora", "sms")],
    ]);
    expect(sent.status).toBe(200);
    expect(texts(sent.body, "status")).toEqual(["A code was sent. It is valid for 5 minutes."]);
    // The number stays in the form.
    expect(sent.body).toMatch(/name="mobile"[^>]*value="9175550032"|value="9175550032"[^>]*name="mobile"/);

    const { code } = (await sb.control("/merchants/AURORA/binding-code/last", { username: "player032", channel: "mobile" })) as {
      code: string;
    };
    const short = await post("aurora", "/member/securityCenter/mobile", cookie, [
      ["intent", "bind"],
      ["code", "12"],
    ]);
    expect(fieldErrors(short.body)).toEqual({ code: "Please enter the 6-digit code" });
    const wrong = await post("aurora", "/member/securityCenter/mobile", cookie, [
      ["intent", "bind"],
      ["code", code === "000000" ? "111111" : "000000"],
    ]);
    expect(wrong.status).toBe(422);
    expect(texts(wrong.body, "alert")).toEqual(["Invalid or missing verification code"]);
    const bind = await post("aurora", "/member/securityCenter/mobile", cookie, [
      ["intent", "bind"],
      ["code", code],
    ]);
    expectRedirect(bind, "/member/securityCenter/mobile");
    const bound = await get("aurora", "/member/securityCenter/mobile", withFlash(bind, cookie));
    expect(texts(bound.body, "status")).toEqual(["Bound successfully"]);
    expect(bound.body).toContain('data-bound="917****032"');
  });

  it("sends a code by email to the new address and binds it", async () => {
    const cookie = await signIn("aurora", "player032");
    const bad = await post("aurora", "/member/securityCenter/email", cookie, [
      ["intent", "send-code"],
      ["email", "not-an-email"],
    ]);
    expect(fieldErrors(bad.body)).toEqual({ email: "Please enter a valid email address" });
    const sent = await post("aurora", "/member/securityCenter/email", cookie, [
      ["intent", "send-code"],
      ["email", "juan.32@example.com"],
    ]);
    expect(texts(sent.body, "status")).toEqual(["A code was sent. It is valid for 5 minutes."]);
    const email = (await sb.control("/merchants/AURORA/email/last", { to: "juan.32@example.com" })) as { body: string };
    const code = /is (\d{6})\./.exec(email.body)![1];
    expectRedirect(
      await post("aurora", "/member/securityCenter/email", cookie, [
        ["intent", "bind"],
        ["code", code],
      ]),
      "/member/securityCenter/email",
    );
    expect((await get("aurora", "/member/securityCenter/email", cookie)).body).toContain('data-bound="ju***@example.com"');
  });
});

describe("credit report and red envelopes", () => {
  it("shows the credit line and its changes, amounts with the currency symbol", async () => {
    const page = await get("aurora", "/member/creditReport", await signIn("aurora"));
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<dd>₱[\d,]+\.\d\d<\/dd>/);
    expect([...page.body.matchAll(/<td>(Granted|Raised|Used)<\/td>/g)].map((match) => match[1])).toEqual(["Used", "Raised", "Granted"]);
  });

  it("lists red envelopes with their status, or says there are none", async () => {
    const page = await get("aurora", "/member/redEnvelope?page=abc", await signIn("aurora"));
    expect(page.status).toBe(200);
    // 4 from the member centre's seed, 2 from the promotions' (one still open to claim).
    expect([...page.body.matchAll(/data-status="(\w+)"/g)]).toHaveLength(6);
    expect(page.body).toContain("<td>Expired</td>");
    const none = sb.sandbox.db
      .prepare(
        "SELECT username FROM accounts a WHERE merchant = 'AURORA' AND username LIKE 'player%' AND NOT EXISTS (SELECT 1 FROM red_envelopes r WHERE r.account_id = a.id) ORDER BY username LIMIT 1",
      )
      .pluck()
      .get() as string;
    const empty = await get("aurora", "/member/redEnvelope", await signIn("aurora", none));
    expect(empty.body).toMatch(/data-state="empty"[^>]*>No red envelopes yet</);
  });
});

// Last: it reads and deletes demo_member's messages.
describe("messages", () => {
  const ids = (html: string) =>
    [...html.matchAll(/data-message="(\d+)" data-read="(true|false)"/g)].map((match) => ({
      id: Number(match[1]),
      read: match[2] === "true",
    }));

  it("pages the inbox, unread first, and opening one marks it read (the badge follows)", async () => {
    const cookie = await signIn("aurora");
    const first = await get("aurora", "/member/messageV2", cookie);
    const list = ids(first.body);
    expect(list).toHaveLength(10);
    expect(list.slice(0, 3).every((item) => !item.read)).toBe(true);
    expect(first.body).toContain('href="/member/messageV2?page=2"');
    expect(ids((await get("aurora", "/member/messageV2?page=2", cookie)).body)).toHaveLength(5);
    // A bad page number is the first page.
    expect(ids((await get("aurora", "/member/messageV2?page=-4", cookie)).body)).toEqual(list);

    const opened = await get("aurora", `/member/messageV2/${list[0].id}`, cookie);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatch(/<div[^>]*data-message-body[^>]*><p>/);
    const after = await get("aurora", "/member/messageV2", cookie);
    expect(ids(after.body)[0]).toEqual({ id: list[0].id, read: true });
    expect(badge(after.body, "messageV2")).toBe("2");
  });

  it("marks the ticked ones read, deletes the ticked ones, and ignores another player's ids", async () => {
    const cookie = await signIn("aurora");
    const list = ids((await get("aurora", "/member/messageV2", cookie)).body);
    const foreign = (await sb.control("/merchants/AURORA/messages", { username: "player031", title: "Private", content: "Only mine" })) as {
      id: number;
    };

    const marked = await post("aurora", "/member/messageV2", cookie, [
      ["intent", "read"],
      ["id", String(list[1].id)],
      ["page", "1"],
    ]);
    expectRedirect(marked, "/member/messageV2");
    const read = await get("aurora", "/member/messageV2", withFlash(marked, cookie));
    expect(texts(read.body, "status")).toEqual(["Marked as read"]);
    expect(badge(read.body, "messageV2")).toBe("1");

    expectRedirect(
      await post("aurora", "/member/messageV2", cookie, [
        ["intent", "delete"],
        ["id", String(list[3].id)],
        ["id", String(foreign.id)],
        ["page", "2"],
      ]),
      "/member/messageV2?page=2",
    );
    const remaining = ids((await get("aurora", "/member/messageV2", cookie)).body).map((item) => item.id);
    expect(remaining).not.toContain(list[3].id);
    // player031's message is still there, and not read.
    const own = await get("aurora", `/member/messageV2/${foreign.id}`, await signIn("aurora", "player031"));
    expect(own.body).toContain("Only mine");
    // ...and demo_member cannot open it.
    const notMine = await get("aurora", `/member/messageV2/${foreign.id}`, cookie);
    expect(notMine.status).toBe(404);
    expect(notMine.body).toContain('data-error-code="NOT_FOUND"');
  });

  it("refuses bad forms and odd ids without asking the platform", async () => {
    const cookie = await signIn("aurora");
    const none = await post("aurora", "/member/messageV2", cookie, [["intent", "delete"]]);
    expect(none.status).toBe(422);
    expect(texts(none.body, "alert")).toEqual(["Please select at least one message"]);
    expect(
      (
        await post("aurora", "/member/messageV2", cookie, [
          ["intent", "delete"],
          ["id", "1; DROP"],
        ])
      ).status,
    ).toBe(422);
    expect(
      (
        await post("aurora", "/member/messageV2", cookie, [
          ["intent", "explode"],
          ["id", "1"],
        ])
      ).status,
    ).toBe(422);
    const odd = await get("aurora", "/member/messageV2/abc", cookie);
    expect(odd.status).toBe(404);
    expect(odd.body).toContain('data-error-code="NOT_FOUND"');
  });

  it("marks all read and deletes from the message page", async () => {
    const cookie = await signIn("aurora");
    expectRedirect(await post("aurora", "/member/messageV2", cookie, [["intent", "read-all"]]), "/member/messageV2");
    const page = await get("aurora", "/member/messageV2", cookie);
    expect(badge(page.body, "messageV2")).toBeUndefined();
    expect(page.body).toContain('data-unread="0"');
    const [first] = ids(page.body);
    const deleted = await post("aurora", `/member/messageV2/${first.id}`, cookie, [["intent", "delete"]]);
    expectRedirect(deleted, "/member/messageV2");
    expect(texts((await get("aurora", "/member/messageV2", withFlash(deleted, cookie))).body, "status")).toEqual(["Deleted successfully"]);
    expect((await get("aurora", `/member/messageV2/${first.id}`, cookie)).status).toBe(404);
  });
});
