import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { formatDateTime, offsetZone } from "~/format/dates";
import { activeLimits } from "../../sandbox/lib/limits";
import { MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

/*
 * The player's own limits against the sandbox: a first or lower limit applies at once, a raise
 * or removal waits 24 h on the control clock and can be cancelled; deposits and demo-game bets
 * that would pass a limit are refused with LIMIT_EXCEEDED, what is left and when room comes back,
 * and move no money. Each test uses its own seeded player; this file has its own in-memory
 * sandbox (and clock).
 */

const sb = await startTestSandbox();
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const key = () => randomBytes(12).toString("hex");

async function signedIn(username: string) {
  return sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", username, MEMBER.password) });
}
type Platform = Awaited<ReturnType<typeof signedIn>>;

const limitOf = async (platform: Platform, kind: string, period: string) =>
  (await platform.limits.list({})).limits.find((limit) => limit.kind === kind && limit.period === period)!;

const deposit = (platform: Platform, amountCents: number) =>
  platform.deposit.create({
    method: "BANK",
    channel: "BDO",
    amountCents,
    returnUrl: "http://aurora.localhost/member/depositv2",
    idempotencyKey: key(),
  });

const accountId = (username: string) =>
  sb.sandbox.db.prepare("SELECT id FROM accounts WHERE merchant = 'AURORA' AND username = ?").pluck().get(username) as number;

/** The account's deposit orders, oldest first: when each was made. */
const depositTimes = (username: string) =>
  sb.sandbox.db
    .prepare("SELECT created_at FROM deposit_orders WHERE account_id = ? ORDER BY created_at")
    .pluck()
    .all(accountId(username)) as string[];

/** An ISO time `ms` later. */
const after = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

// First: the other tests move this sandbox's clock, which would settle the seeded pending raise.
describe("the seeded accounts", () => {
  it("seeds rg_limited with ₱100.00 left of its weekly deposit limit, and rg_pending_raise with a raise pending", async () => {
    const limited = await signedIn("rg_limited");
    // The ₱400.00 deposited two days ago gives its room back a week after it was made.
    const [deposited] = depositTimes("rg_limited");
    expect((await platformError(deposit(limited, 200_00))).details?.limit).toEqual({
      kind: "DEPOSIT",
      period: "WEEK",
      limitCents: 500_00,
      leftCents: 100_00,
      releasesAt: after(deposited, 7 * DAY_MS),
    });
    expect(await limitOf(limited, "DEPOSIT", "WEEK")).toMatchObject({ used: 400_00, releasesAt: after(deposited, 7 * DAY_MS) });
    expect(await limitOf(limited, "LOSS", "DAY")).toMatchObject({ amount: 50_00, pending: null });
    const pending = await limitOf(await signedIn("rg_pending_raise"), "DEPOSIT", "WEEK");
    expect(pending).toMatchObject({ amount: 500_00, pending: { amount: 2_000_00 } });
  });
});

describe("setting limits", () => {
  it("lists every kind and period, none set, and offers a deposit limit to a player who never deposited", async () => {
    const platform = await signedIn("player031");
    const { limits, offerDepositLimit } = await platform.limits.list({});
    expect(limits.map((limit) => `${limit.kind}:${limit.period}`)).toEqual([
      "DEPOSIT:DAY",
      "DEPOSIT:WEEK",
      "DEPOSIT:MONTH",
      "LOSS:DAY",
      "LOSS:WEEK",
      "LOSS:MONTH",
      "WAGER:DAY",
      "WAGER:WEEK",
      "WAGER:MONTH",
      "SESSION:SESSION",
      "SESSION:DAY",
      "SESSION:WEEK",
      "SESSION:MONTH",
    ]);
    expect(limits.every((limit) => limit.amount === null && limit.pending === null && limit.releasesAt === null)).toBe(true);
    expect(offerDepositLimit).toBe(true);
    // Skipping is remembered.
    expect(await platform.limits.skipOffer({})).toEqual({ offerDepositLimit: false });
    expect((await platform.limits.list({})).offerDepositLimit).toBe(false);
  });

  it("applies a first limit and a lower one at once, waits 24 h for a raise, and a lower value drops the pending raise", async () => {
    const platform = await signedIn("player032");
    await platform.limits.set({ kind: "DEPOSIT", period: "WEEK", amount: 500_00 });
    expect(await limitOf(platform, "DEPOSIT", "WEEK")).toMatchObject({ amount: 500_00, pending: null });

    const raised = await platform.limits.set({ kind: "DEPOSIT", period: "WEEK", amount: 1_000_00 });
    const pending = raised.limits.find((limit) => limit.kind === "DEPOSIT" && limit.period === "WEEK")!;
    expect(pending.amount).toBe(500_00);
    expect(pending.pending?.amount).toBe(1_000_00);
    expect(Date.parse(pending.pending!.effectiveAt) - sb.sandbox.clock.now().getTime()).toBeGreaterThan(23 * HOUR_MS);
    expect(activeLimits(sb.sandbox.db, accountId("player032"), sb.sandbox.clock.now())).toEqual([
      { kind: "DEPOSIT", period: "WEEK", amount: 500_00 },
    ]);

    // A lower value while the raise waits applies at once and drops it.
    await platform.limits.set({ kind: "DEPOSIT", period: "WEEK", amount: 300_00 });
    expect(await limitOf(platform, "DEPOSIT", "WEEK")).toMatchObject({ amount: 300_00, pending: null });
    expect((await platform.limits.list({})).offerDepositLimit).toBe(false);
  });

  it("keeps a raise pending after 23 h and applies it after 24 h on the control clock", async () => {
    const platform = await signedIn("player033");
    await platform.limits.set({ kind: "LOSS", period: "DAY", amount: 50_00 });
    await platform.limits.set({ kind: "LOSS", period: "DAY", amount: 80_00 });
    await sb.control("/clock/advance", { ms: 23 * HOUR_MS });
    // A session lasts 12 h: sign in again after the clock moved.
    expect(await limitOf(await signedIn("player033"), "LOSS", "DAY")).toMatchObject({ amount: 50_00, pending: { amount: 80_00 } });
    await sb.control("/clock/advance", { ms: HOUR_MS });
    expect(await limitOf(await signedIn("player033"), "LOSS", "DAY")).toMatchObject({ amount: 80_00, pending: null });
  });

  it("removes a limit only after 24 h, and a cancelled removal keeps the limit", async () => {
    const platform = await signedIn("player034");
    await platform.limits.set({ kind: "WAGER", period: "MONTH", amount: 900_00 });
    await platform.limits.set({ kind: "WAGER", period: "MONTH", amount: null });
    expect(await limitOf(platform, "WAGER", "MONTH")).toMatchObject({ amount: 900_00, pending: { amount: null } });
    await platform.limits.cancel({ kind: "WAGER", period: "MONTH" });
    expect(await limitOf(platform, "WAGER", "MONTH")).toMatchObject({ amount: 900_00, pending: null });
    expect((await platformError(platform.limits.cancel({ kind: "WAGER", period: "MONTH" }))).code).toBe("NOT_FOUND");

    await platform.limits.set({ kind: "WAGER", period: "MONTH", amount: null });
    await sb.control("/clock/advance", { ms: 24 * HOUR_MS });
    expect(await limitOf(await signedIn("player034"), "WAGER", "MONTH")).toMatchObject({ amount: null, pending: null });
  });

  it("takes session time in minutes per session, day, week and month, each at most the period's length", async () => {
    const platform = await signedIn("player035");
    await platform.limits.set({ kind: "SESSION", period: "DAY", amount: 90 });
    await platform.limits.set({ kind: "SESSION", period: "SESSION", amount: 45 });
    await platform.limits.set({ kind: "SESSION", period: "WEEK", amount: 7 * 24 * 60 });
    await platform.limits.set({ kind: "SESSION", period: "MONTH", amount: 600 });
    // Session time's use is the minutes played in the window; each session counts its own.
    expect(await limitOf(platform, "SESSION", "DAY")).toMatchObject({ amount: 90, used: 0, releasesAt: null });
    expect(await limitOf(platform, "SESSION", "SESSION")).toMatchObject({ amount: 45, used: null });
    expect(await limitOf(platform, "SESSION", "WEEK")).toMatchObject({ amount: 7 * 24 * 60, used: 0 });
    const refused = (request: Parameters<Platform["limits"]["set"]>[0]) => platformError(platform.limits.set(request));
    expect((await refused({ kind: "SESSION", period: "DAY", amount: 24 * 60 + 1 })).code).toBe("FIELD_INVALID");
    expect((await refused({ kind: "SESSION", period: "SESSION", amount: 24 * 60 + 1 })).code).toBe("FIELD_INVALID");
    expect((await refused({ kind: "SESSION", period: "WEEK", amount: 7 * 24 * 60 + 1 })).code).toBe("FIELD_INVALID");
    expect((await refused({ kind: "SESSION", period: "MONTH", amount: 30 * 24 * 60 + 1 })).code).toBe("FIELD_INVALID");
    expect((await refused({ kind: "DEPOSIT", period: "SESSION", amount: 100_00 })).code).toBe("FIELD_INVALID");

    // The rules of every limit: a raise of the weekly one waits 24 h, a lowering applies at once.
    await platform.limits.set({ kind: "SESSION", period: "MONTH", amount: 900 });
    expect(await limitOf(platform, "SESSION", "MONTH")).toMatchObject({ amount: 600, pending: { amount: 900 } });
    await platform.limits.set({ kind: "SESSION", period: "MONTH", amount: 300 });
    expect(await limitOf(platform, "SESSION", "MONTH")).toMatchObject({ amount: 300, pending: null });
  });
});

describe("enforcing limits", () => {
  it("refuses a deposit past the weekly limit with what is left, and creates no order", async () => {
    const platform = await signedIn("player036");
    await platform.limits.set({ kind: "DEPOSIT", period: "WEEK", amount: 500_00 });
    await deposit(platform, 400_00);
    const orders = () =>
      sb.sandbox.db.prepare("SELECT COUNT(*) FROM deposit_orders WHERE account_id = ?").pluck().get(accountId("player036"));
    const before = orders();
    const refused = await platformError(deposit(platform, 200_00));
    expect(refused.code).toBe("LIMIT_EXCEEDED");
    expect(refused.details?.limit).toEqual({
      kind: "DEPOSIT",
      period: "WEEK",
      limitCents: 500_00,
      leftCents: 100_00,
      releasesAt: after(depositTimes("player036")[0], 7 * DAY_MS),
    });
    expect(orders()).toBe(before);
    expect((await limitOf(platform, "DEPOSIT", "WEEK")).used).toBe(400_00);
    // What is left still goes through, and a replay of an order already made answers that order, not a refusal.
    const request = {
      method: "BANK",
      channel: "BDO",
      amountCents: 100_00,
      returnUrl: "http://aurora.localhost/member/depositv2",
      idempotencyKey: key(),
    };
    const last = await platform.deposit.create(request);
    expect(await platform.deposit.create(request)).toEqual(last);
  });

  it("says when room comes back: when enough of the window's deposits have dropped out for the amount, under every limit refusing it", async () => {
    await (await signedIn("player038")).limits.set({ kind: "DEPOSIT", period: "WEEK", amount: 500_00 });
    await deposit(await signedIn("player038"), 200_00);
    await sb.control("/clock/advance", { ms: 6 * DAY_MS + 2 * HOUR_MS });
    const platform = await signedIn("player038");
    await deposit(platform, 250_00);
    const [first, second] = depositTimes("player038");
    const refusal = async (amountCents: number) => (await platformError(deposit(platform, amountCents))).details?.limit;

    // ₱50.00 left: ₱100.00 fits once the first deposit has left the week, ₱300.00 once both have.
    expect(await refusal(100_00)).toEqual({
      kind: "DEPOSIT",
      period: "WEEK",
      limitCents: 500_00,
      leftCents: 50_00,
      releasesAt: after(first, 7 * DAY_MS),
    });
    expect((await refusal(300_00))?.releasesAt).toBe(after(second, 7 * DAY_MS));
    // More than the limit itself never fits: more comes back when the next deposit leaves the window.
    expect((await refusal(600_00))?.releasesAt).toBe(after(first, 7 * DAY_MS));

    // A daily limit refuses it too: the tightest is named, and the amount passes once both have room.
    await platform.limits.set({ kind: "DEPOSIT", period: "DAY", amount: 320_00 });
    expect(await refusal(100_00)).toEqual({
      kind: "DEPOSIT",
      period: "WEEK",
      limitCents: 500_00,
      leftCents: 50_00,
      releasesAt: after(second, DAY_MS),
    });
    expect(await limitOf(platform, "DEPOSIT", "DAY")).toMatchObject({ used: 250_00, releasesAt: after(second, DAY_MS) });
  });

  it("refuses a demo-game bet past the wager limit and the loss limit, moving no money", async () => {
    let platform = await signedIn("player037");
    const launch = async () =>
      (await platform.games.launch({ platform: "html5-desktop", language: "EN", nodeId: "RNG-PG-0007", freeTrial: false })).url;
    let url = await launch();
    const bet = async (stakeCents: number, requestId: string) => {
      const response = await fetch(`${sb.url}${new URL(url).pathname}/bet`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ stakeCents, requestId }),
      });
      return { status: response.status, json: (await response.json()) as { error?: string; limit?: unknown } };
    };
    const usedWager = (await limitOf(platform, "WAGER", "DAY")).used!;
    await platform.limits.set({ kind: "WAGER", period: "DAY", amount: usedWager + 300 });
    expect((await bet(200, "limits-wager-0001")).status).toBe(200);
    const balance = () => sb.sandbox.db.prepare("SELECT balance_cents FROM accounts WHERE id = ?").pluck().get(accountId("player037"));
    const before = balance();
    // The day's stakes drop out of the window oldest first, each a day after it was placed: room
    // for 200 more once 100 of them have (of the 300 limit, 100 is left).
    const now = sb.sandbox.clock.now().getTime();
    const stakes = sb.sandbox.db
      .prepare("SELECT created_at AS at, stake_cents AS cents FROM bets WHERE account_id = ? AND created_at > ? ORDER BY created_at, id")
      .all(accountId("player037"), new Date(now - DAY_MS).toISOString()) as Array<{ at: string; cents: number }>;
    let dropped = 0;
    const enough = stakes.find((stake) => (dropped += stake.cents) >= 100)!;
    const refused = await bet(200, "limits-wager-0002");
    expect(refused).toEqual({
      status: 409,
      json: expect.objectContaining({
        error: "LIMIT_EXCEEDED",
        limit: { kind: "WAGER", period: "DAY", limitCents: usedWager + 300, leftCents: 100, releasesAt: after(enough.at, DAY_MS) },
        // The game says it too, at the merchant's offset (AURORA's is GMT+8), to the minute after.
        moreFrom: formatDateTime(Math.ceil(Date.parse(after(enough.at, DAY_MS)) / 60_000) * 60_000, offsetZone(8 * 60)),
      }),
    });
    expect(balance()).toBe(before);

    // A loss limit: the stake may all be lost, so a stake past what is left of it is refused.
    await platform.limits.set({ kind: "WAGER", period: "DAY", amount: null });
    await sb.control("/clock/advance", { ms: 24 * HOUR_MS });
    platform = await signedIn("player037");
    url = await launch();
    const lost = (await limitOf(platform, "LOSS", "DAY")).used!;
    await platform.limits.set({ kind: "LOSS", period: "DAY", amount: lost + 100 });
    const lossRefused = await bet(150, "limits-loss-0001");
    expect(lossRefused.json).toMatchObject({ error: "LIMIT_EXCEEDED", limit: { kind: "LOSS", period: "DAY", leftCents: 100 } });
    expect(balance()).toBe(before);
  });
});
