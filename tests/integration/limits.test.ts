import { describe, expect, it } from "vitest";
import { brandZone, formatDateTime } from "~/format/dates";
import en from "~/i18n/packs/en.json";
import { brandConfig } from "../helpers/brand-config";
import { memberRequests } from "../helpers/member-requests";
import { withFlash } from "../helpers/portal";
import { startTestSandbox } from "../helpers/sandbox";

const aurora = brandConfig("aurora");

/*
 * The limits page and the deposit page's limits against the real sandbox, posted as a browser
 * without JavaScript posts them: setting, raising (pending, with its time), cancelling and
 * removing a limit; session time per session, day, week and month; a deposit refused by a limit
 * with what is left and when more comes back, and what is left shown before an amount is typed;
 * the offer of a deposit limit before the first deposit, skippable once and for all. Each test
 * has its own player.
 */

const sb = await startTestSandbox();
const BRAND = "aurora";
const { request, signIn, get, post } = await memberRequests(sb.url, BRAND, 12);
/** The page as read: without React's separators between adjacent texts, and without its tags. */
const visible = (html: string) => html.replaceAll("<!-- -->", "");
/** One limit's row of the table, as text. */
const row = (html: string, limit: string) =>
  new RegExp(`<tr[^>]*data-limit="${limit}"[^>]*>([^]*?)</tr>`)
    .exec(visible(html))?.[1]
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const fieldError = (html: string, id: string) => new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1];
const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)![1];
/**
 * When the account's first deposit leaves the weekly window, as aurora's pages say it: in the
 * brand's zone, rounded up to the minute (the time has no seconds and must not read early).
 */
const firstDepositLeavesWeek = (username: string) => {
  const at = sb.sandbox.db
    .prepare(
      "SELECT MIN(d.created_at) FROM deposit_orders d JOIN accounts a ON a.id = d.account_id WHERE a.merchant = 'AURORA' AND a.username = ?",
    )
    .pluck()
    .get(username) as string;
  const leaves = Date.parse(at) + 7 * 86_400_000;
  return formatDateTime(Math.ceil(leaves / 60_000) * 60_000, brandZone(aurora.timeZone));
};

describe("the limits page", () => {
  it("sends a visitor to sign in", async () => {
    const visitor = await request(BRAND, "/member/limits");
    expect([visitor.status, visitor.headers.location]).toEqual([302, `/login?${new URLSearchParams({ redirectTo: "/member/limits" })}`]);
  });

  it("sets a limit at once, shows a raise pending with its time, cancels it and removes a limit after 24 h", async () => {
    const cookie = await signIn("player021");
    const page = await get("/member/limits", cookie);
    expect(page.status).toBe(200);
    expect(row(page.body, "DEPOSIT-WEEK")).toBe("Deposit Per week No limit ₱0.00 –");
    expect(page.body).toContain('href="/member/limits"');

    const set = await post("/member/limits", cookie, { intent: "set", kind: "DEPOSIT", period: "WEEK", amount: "500" });
    expect([set.status, set.headers.location]).toEqual([302, "/member/limits"]);
    const after = await get("/member/limits", withFlash(set, cookie));
    expect(visible(after.body)).toContain("Your limit applies now.");
    expect(row(after.body, "DEPOSIT-WEEK")).toMatch(/^Deposit Per week ₱500\.00 ₱0\.00 – Remove$/);

    const raise = await post("/member/limits", cookie, { intent: "set", kind: "DEPOSIT", period: "WEEK", amount: "800" });
    expect(raise.headers.location).toBe("/member/limits");
    const raised = await get("/member/limits", withFlash(raise, cookie));
    expect(visible(raised.body)).toContain(en.limits.donePending);
    const pending = row(raised.body, "DEPOSIT-WEEK");
    // When the raise applies, in aurora's zone (Asia/Manila), named.
    expect(pending).toMatch(/^Deposit Per week ₱500\.00 ₱0\.00 ₱800\.00 from \d{4}-\d\d-\d\d \d\d:\d\d GMT\+8 Cancel change$/);

    const cancel = await post("/member/limits", cookie, { intent: "cancel", kind: "DEPOSIT", period: "WEEK" });
    expect(cancel.headers.location).toBe("/member/limits");
    const cancelled = await get("/member/limits", withFlash(cancel, cookie));
    expect(visible(cancelled.body)).toContain(en.limits.doneCancel);
    expect(row(cancelled.body, "DEPOSIT-WEEK")).toMatch(/^Deposit Per week ₱500\.00 ₱0\.00 – Remove$/);
    // Nothing left to cancel: the platform's refusal, translated.
    const again = await post("/member/limits", cookie, { intent: "cancel", kind: "DEPOSIT", period: "WEEK" });
    expect(again.status).toBe(404);
    expect(again.body).toContain('data-error-code="NOT_FOUND"');

    const remove = await post("/member/limits", cookie, { intent: "remove", kind: "DEPOSIT", period: "WEEK" });
    expect(remove.headers.location).toBe("/member/limits");
    const removed = await get("/member/limits", withFlash(remove, cookie));
    expect(visible(removed.body)).toContain(en.limits.donePending);
    expect(row(removed.body, "DEPOSIT-WEEK")).toMatch(/Removed from .* GMT\+8 Cancel change$/);
  });

  it("checks the form on the server and keeps what was entered", async () => {
    const cookie = await signIn("player022");
    const bad = await post("/member/limits", cookie, { intent: "set", kind: "LOSS", period: "MONTH", amount: "12.345" });
    expect(bad.status).toBe(422);
    expect(fieldError(bad.body, "setLimit-amount")).toBe("Use at most two decimals");
    expect(bad.body).toMatch(/<option value="LOSS" selected="">/);
    expect(bad.body).toMatch(/<option value="MONTH" selected="">/);
    expect(bad.body).toMatch(/id="setLimit-amount"[^>]*value="12.345"/);

    const session = await post("/member/limits", cookie, { intent: "set", kind: "DEPOSIT", period: "SESSION", amount: "60" });
    expect(fieldError(session.body, "setLimit-period")).toBe("Only session time can be limited per session");
    const minutes = await post("/member/limits", cookie, { intent: "set", kind: "SESSION", period: "DAY", amount: "1441" });
    expect(fieldError(minutes.body, "setLimit-amount")).toBe("Enter whole minutes from 1 to 1440");
    const week = await post("/member/limits", cookie, { intent: "set", kind: "SESSION", period: "WEEK", amount: "10081" });
    expect(fieldError(week.body, "setLimit-amount")).toBe("Enter whole minutes from 1 to 10080");
    expect(week.body).toMatch(/<option value="WEEK" selected="">/);
    const kind = await post("/member/limits", cookie, { intent: "set", kind: "<script>", period: "DAY", amount: "1" });
    expect(fieldError(kind.body, "setLimit-kind")).toBe("Please choose a limit");

    expect((await post("/member/limits", cookie, { intent: "set", kind: "SESSION", period: "DAY", amount: "90" })).status).toBe(302);
    expect(row((await get("/member/limits", cookie)).body, "SESSION-DAY")).toBe("Session time Per day 90 min 0 min – Remove");
  });

  it("limits session time per session, week and month too, with the minutes played in each window", async () => {
    const cookie = await signIn("rg_weekly_limit");
    for (const [period, amount] of [
      ["SESSION", "45"],
      ["MONTH", "43200"],
    ]) {
      const set = await post("/member/limits", cookie, { intent: "set", kind: "SESSION", period, amount });
      expect([set.status, set.headers.location]).toEqual([302, "/member/limits"]);
    }
    const page = (await get("/member/limits", cookie)).body;
    // The session's own play counts per session; the week's and month's count the seeded game's 25 minutes.
    expect(row(page, "SESSION-SESSION")).toBe("Session time Per session 45 min – – Remove");
    expect(row(page, "SESSION-WEEK")).toBe("Session time Per week 30 min 25 min – Remove");
    expect(row(page, "SESSION-MONTH")).toBe("Session time Per month 43200 min 25 min – Remove");
    expect(row(page, "SESSION-DAY")).toBe("Session time Per day No limit 0 min –");
  });

  it("offers a deposit limit as the welcome step after registering, answered in place, and Skip goes home", async () => {
    const cookie = await signIn("player027");
    const page = await get("/member/limits?welcome=1", cookie);
    expect(visible(page.body)).toContain("Set a deposit limit?");
    const bad = await post("/member/limits?welcome=1", cookie, { intent: "offer", period: "MONTH", amount: "abc" });
    expect(bad.status).toBe(422);
    expect(visible(bad.body)).toContain("Set a deposit limit?");
    expect(bad.body).toMatch(/id="limitOffer-amount"[^>]*value="abc"/);
    const skip = await post("/member/limits?welcome=1", cookie, { intent: "skip" });
    expect([skip.status, skip.headers.location]).toEqual([302, "/"]);
    expect(visible((await get("/member/limits?welcome=1", cookie)).body)).not.toContain("Set a deposit limit?");
  });

  it("shows a platform failure in the page, and the deposit page still takes deposits without the offer", async () => {
    const cookie = await signIn("player028");
    await sb.control("/faults", { call: "limits.list", failureRate: 1 });
    try {
      const page = await get("/member/limits", cookie);
      expect(page.status).toBe(200);
      expect(page.body).toContain('data-state="error"');
      expect(page.body).not.toContain('id="setLimit"');
      const deposit = await get("/member/depositv2", cookie);
      expect(deposit.status).toBe(200);
      expect(deposit.body).toContain('id="deposit"');
      expect(visible(deposit.body)).not.toContain("Set a deposit limit?");
    } finally {
      await sb.control("/faults/clear");
    }
  });

  it("reads in Tagalog", async () => {
    const cookie = await signIn("player023");
    const page = await get("/member/limits?lng=TY", cookie);
    expect(visible(page.body)).toContain("Mga limitasyon sa deposito at paglalaro");
    expect(row(page.body, "LOSS-DAY")).toMatch(/^Talo Bawat araw Walang limitasyon ₱[\d,.]+ –$/);
  });
});

describe("the deposit page's limits", () => {
  it("refuses a deposit past the weekly limit with what is left, keeping the amount", async () => {
    const cookie = await signIn("player024");
    await post("/member/limits", cookie, { intent: "set", kind: "DEPOSIT", period: "WEEK", amount: "500" });
    const page = await get("/member/depositv2", cookie);
    const first = await post("/member/depositv2", cookie, {
      method: "BANK",
      channel: "BDO",
      amount: "400",
      idempotencyKey: keyOf(page.body),
    });
    expect(first.status).toBe(302);
    const refused = await post("/member/depositv2", cookie, {
      method: "BANK",
      channel: "BDO",
      amount: "200",
      idempotencyKey: keyOf((await get("/member/depositv2", cookie)).body),
    });
    expect(refused.status).toBe(409);
    // Room for ₱200.00 comes back when the ₱400.00 leaves the week, said in aurora's zone.
    const more = firstDepositLeavesWeek("player024");
    expect(more).toMatch(/ GMT\+8$/);
    expect(visible(refused.body)).toContain(`₱100.00 of your ₱500.00 weekly deposit limit left; more from ${more}`);
    expect(refused.body).toMatch(/id="deposit-amount"[^>]*value="200"/);
    const tagalog = await post("/member/depositv2?lng=TY", cookie, {
      method: "BANK",
      channel: "BDO",
      amount: "200",
      idempotencyKey: keyOf((await get("/member/depositv2", cookie)).body),
    });
    expect(visible(tagalog.body)).toContain(
      `₱100.00 na lang ang natitira sa iyong lingguhang limitasyon sa deposito na ₱500.00; madaragdagan ito mula ${more}`,
    );
  });

  it("shows what is left of each deposit limit, and when more comes back, before an amount is typed", async () => {
    const cookie = await signIn("rg_limited");
    const page = visible((await get("/member/depositv2", cookie)).body);
    expect(page).toContain(en.limits.depositLeftTitle);
    expect(page).toContain(
      `<li data-limit="DEPOSIT-WEEK">₱100.00 of your ₱500.00 weekly deposit limit left; more from ${firstDepositLeavesWeek("rg_limited")}</li>`,
    );
    // A player without a deposit limit sees no such list.
    expect(visible((await get("/member/depositv2", await signIn("player028"))).body)).not.toContain(en.limits.depositLeftTitle);
  });

  it("offers a deposit limit before the first deposit, and Skip is not asked again", async () => {
    const cookie = await signIn("player025");
    const page = await get("/member/depositv2", cookie);
    expect(visible(page.body)).toContain("Set a deposit limit?");
    const skip = await post("/member/depositv2", cookie, { intent: "skip" });
    expect([skip.status, skip.headers.location]).toEqual([302, "/member/depositv2"]);
    expect(visible((await get("/member/depositv2", cookie)).body)).not.toContain("Set a deposit limit?");
  });

  it("sets the offered limit, or says what is wrong with it", async () => {
    const cookie = await signIn("player026");
    const bad = await post("/member/depositv2", cookie, { intent: "offer", period: "DAY", amount: "" });
    expect(bad.status).toBe(422);
    expect(fieldError(bad.body, "limitOffer-amount")).toBe("Please enter an amount");
    const set = await post("/member/depositv2", cookie, { intent: "offer", period: "DAY", amount: "300" });
    expect([set.status, set.headers.location]).toEqual([302, "/member/depositv2"]);
    const after = visible((await get("/member/depositv2", withFlash(set, cookie))).body);
    expect(after).toContain("Your deposit limit applies now.");
    expect(after).not.toContain("Set a deposit limit?");
    expect(row((await get("/member/limits", cookie)).body, "DEPOSIT-DAY")).toMatch(/^Deposit Per day ₱300\.00/);
  });
});
