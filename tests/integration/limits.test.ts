import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import { memberRequests } from "../helpers/member-requests";
import { withFlash } from "../helpers/portal";
import { startTestSandbox } from "../helpers/sandbox";

/*
 * The limits page and the deposit page's limits against the real sandbox, posted as a browser
 * without JavaScript posts them: setting, raising (pending, with its time), cancelling and
 * removing a limit; a deposit refused by a limit with what is left; the offer of a deposit
 * limit before the first deposit, skippable once and for all. Each test has its own player.
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
    expect(pending).toMatch(/^Deposit Per week ₱500\.00 ₱0\.00 ₱800\.00 from \d{4}-\d\d-\d\d \d\d:\d\d UTC Cancel change$/);

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
    expect(row(removed.body, "DEPOSIT-WEEK")).toMatch(/Removed from .* UTC Cancel change$/);
  });

  it("checks the form on the server and keeps what was entered", async () => {
    const cookie = await signIn("player022");
    const bad = await post("/member/limits", cookie, { intent: "set", kind: "LOSS", period: "MONTH", amount: "12.345" });
    expect(bad.status).toBe(422);
    expect(fieldError(bad.body, "setLimit-amount")).toBe("Use at most two decimals");
    expect(bad.body).toMatch(/<option value="LOSS" selected="">/);
    expect(bad.body).toMatch(/<option value="MONTH" selected="">/);
    expect(bad.body).toMatch(/id="setLimit-amount"[^>]*value="12.345"/);

    const session = await post("/member/limits", cookie, { intent: "set", kind: "SESSION", period: "WEEK", amount: "60" });
    expect(fieldError(session.body, "setLimit-period")).toBe("Session time is limited per day only");
    const minutes = await post("/member/limits", cookie, { intent: "set", kind: "SESSION", period: "DAY", amount: "1441" });
    expect(fieldError(minutes.body, "setLimit-amount")).toBe("Enter whole minutes from 1 to 1440");
    const kind = await post("/member/limits", cookie, { intent: "set", kind: "<script>", period: "DAY", amount: "1" });
    expect(fieldError(kind.body, "setLimit-kind")).toBe("Please choose a limit");

    expect((await post("/member/limits", cookie, { intent: "set", kind: "SESSION", period: "DAY", amount: "90" })).status).toBe(302);
    expect(row((await get("/member/limits", cookie)).body, "SESSION-DAY")).toBe("Session time Per day 90 min – – Remove");
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
    expect(visible(refused.body)).toContain("₱100.00 of your ₱500.00 weekly deposit limit left");
    expect(refused.body).toMatch(/id="deposit-amount"[^>]*value="200"/);
    const tagalog = await post("/member/depositv2?lng=TY", cookie, {
      method: "BANK",
      channel: "BDO",
      amount: "200",
      idempotencyKey: keyOf((await get("/member/depositv2", cookie)).body),
    });
    expect(visible(tagalog.body)).toContain("₱100.00 na lang ang natitira sa iyong lingguhang limitasyon sa deposito na ₱500.00");
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
