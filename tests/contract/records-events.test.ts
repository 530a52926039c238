import { describe, expect, it } from "vitest";
import { RECORDS_MAX_RANGE_DAYS } from "../../sandbox/calls/records";
import { MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

/*
 * The record lists (records.*) and the live events feed (events.poll) of the sandbox.
 * player037 bets through the demo game page, as a player does; the expected figures are
 * read from the bets table.
 */

const sb = await startTestSandbox();
const db = sb.sandbox.db;
const MERCHANT = "AURORA";

async function signedIn(username: string) {
  return sb.platform({ merchant: MERCHANT, token: await sb.login(MERCHANT, username, MEMBER.password) });
}
const accountId = (username: string) =>
  db.prepare("SELECT id FROM accounts WHERE merchant = ? AND username = ?").pluck().get(MERCHANT, username) as number;
const today = () => sb.sandbox.clock.now().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(sb.sandbox.clock.now().getTime() - days * 86_400_000).toISOString().slice(0, 10);

async function bet(platform: Awaited<ReturnType<typeof signedIn>>, nodeId: string, stakeCents: number, requestId: string) {
  const { url } = await platform.games.launch({ platform: "html5-desktop", language: "EN", nodeId, freeTrial: false });
  const response = await fetch(`${sb.url}${new URL(url).pathname}/bet`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ stakeCents, requestId }),
  });
  expect(response.status).toBe(200);
}

describe("records", () => {
  it("gives the platform's day and the longest window", async () => {
    const platform = await signedIn("player037");
    expect(await platform.records.settings()).toEqual({ today: today(), maxRangeDays: RECORDS_MAX_RANGE_DAYS });
  });

  it("lists the caller's own bets in the window with totals, and filters by game type", async () => {
    const platform = await signedIn("player037");
    await bet(platform, "RNG-PG-0003", 500, "records-contract-1");
    await bet(platform, "RNG-PG-0003", 200, "records-contract-2");
    const rows = db
      .prepare("SELECT stake_cents, win_cents FROM bets WHERE account_id = ? AND created_at >= ?")
      .all(accountId("player037"), `${today()}T00:00:00.000Z`) as Array<{ stake_cents: number; win_cents: number }>;
    const stake = rows.reduce((sum, row) => sum + row.stake_cents, 0);
    const win = rows.reduce((sum, row) => sum + row.win_cents, 0);

    const page = await platform.records.bets({ from: today(), to: today(), language: "EN" });
    expect(page.totals).toEqual({ bets: rows.length, stakeCents: stake, winCents: win, profitCents: win - stake });
    expect(page.list[0]).toMatchObject({ gameType: "RNG", stakeCents: 200, profitCents: page.list[0].winCents - 200 });
    expect(page.list.map((row) => row.id)).toHaveLength(rows.length);

    const fish = await platform.records.bets({ from: today(), to: today(), gameType: "FISH", language: "EN" });
    expect(fish.list.every((row) => row.gameType === "FISH")).toBe(true);

    const profit = await platform.records.profit({ from: today(), to: today() });
    expect(profit.list).toEqual([{ day: today(), bets: rows.length, stakeCents: stake, winCents: win, profitCents: win - stake }]);

    // Another player sees none of them.
    const other = await signedIn("player038");
    const theirs = await other.records.bets({ from: today(), to: today(), language: "EN" });
    expect(theirs.list.some((row) => ["records-contract-1", "records-contract-2"].includes(row.id))).toBe(false);
    expect(theirs.totals.bets).toBe(
      db
        .prepare("SELECT count(*) FROM bets WHERE account_id = ? AND created_at >= ?")
        .pluck()
        .get(accountId("player038"), `${today()}T00:00:00.000Z`),
    );
  });

  it("lists the caller's bonuses, in the request language, paged", async () => {
    const platform = await signedIn(MEMBER.username);
    const all = await platform.records.bonuses({ from: daysAgo(89), to: today(), language: "TY", pageSize: 2 });
    const expected = db
      .prepare("SELECT count(*) AS n, coalesce(sum(amount_cents), 0) AS sum FROM bonuses WHERE account_id = ? AND created_at >= ?")
      .get(accountId(MEMBER.username), `${daysAgo(89)}T00:00:00.000Z`) as { n: number; sum: number };
    expect(all.totals).toEqual({ bonuses: expected.n, amountCents: expected.sum });
    expect(all.totalPages).toBe(Math.ceil(expected.n / 2));
    expect(all.list.length).toBeLessThanOrEqual(2);
    const titles = db.prepare("SELECT title_ty FROM bonuses").pluck().all() as string[];
    for (const row of all.list) expect(titles).toContain(row.title);
  });

  it("refuses a window that is reversed, ends after today or is longer than the limit", async () => {
    const platform = await signedIn("player037");
    for (const window of [
      { from: today(), to: daysAgo(1) },
      { from: today(), to: "2999-01-01" },
      { from: daysAgo(RECORDS_MAX_RANGE_DAYS), to: today() },
    ]) {
      const error = await platformError(platform.records.bets({ ...window, language: "EN" }));
      expect(error.code).toBe("INVALID_REQUEST");
    }
    expect((await platformError(platform.records.bonuses({ from: "2026-02-30", to: today(), language: "EN" }))).code).toBe(
      "INVALID_REQUEST",
    );
  });
});

describe("events.poll", () => {
  it("starts at the current cursor, then answers the account's own events in order", async () => {
    const platform = await signedIn("player039");
    const { cursor, events } = await platform.events.poll({});
    expect(events).toEqual([]);
    await sb.control(`/merchants/${MERCHANT}/players/player039/events`, { kind: "deposit.credited", amountCents: 5000, reference: "D-1" });
    await sb.control(`/merchants/${MERCHANT}/players/player038/events`, { kind: "deposit.failed" });
    await sb.control(`/merchants/${MERCHANT}/players/player039/events`, { kind: "withdrawal.rejected", amountCents: 100 });
    const next = await platform.events.poll({ after: cursor });
    expect(next.events.map((event) => [event.kind, event.amountCents, event.reference])).toEqual([
      ["deposit.credited", 5000, "D-1"],
      ["withdrawal.rejected", 100, null],
    ]);
    expect(next.cursor).toBe(next.events[1].id);
    expect((await platform.events.poll({ after: next.cursor })).events).toEqual([]);
  });

  it("holds a long poll until an event arrives", async () => {
    const platform = await signedIn("player039");
    const { cursor } = await platform.events.poll({});
    const started = Date.now();
    const waiting = platform.events.poll({ after: cursor, waitMs: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await sb.control(`/merchants/${MERCHANT}/players/player039/events`, { kind: "withdrawal.approved", amountCents: 700 });
    const answer = await waiting;
    expect(answer.events.map((event) => event.kind)).toEqual(["withdrawal.approved"]);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("emits balance changes (the stake, then any win) ending at the new balance when a bet moves money", async () => {
    const platform = await signedIn("player038");
    const { cursor } = await platform.events.poll({});
    await bet(platform, "RNG-PG-0003", 100, "events-contract-bet");
    const { events } = await platform.events.poll({ after: cursor });
    const balance = db.prepare("SELECT balance_cents FROM accounts WHERE id = ?").pluck().get(accountId("player038"));
    // One event per ledger movement (sandbox/lib/ledger.ts): the stake, and the win when there is one.
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.map((event) => [event.kind, event.reference])).toEqual(events.map(() => ["balance.changed", "bet-events-contract-bet"]));
    expect(events.at(-1)).toMatchObject({ balanceCents: balance });
  });

  it("starts where wallet.balance was read: the events after its cursor are the bet that changed that balance since", async () => {
    const platform = await signedIn("player038");
    const before = await platform.wallet.balance();
    expect(before.eventsCursor).toBe((await platform.events.poll({})).cursor);
    await bet(platform, "RNG-PG-0003", 100, "events-after-balance-bet");
    const { events } = await platform.events.poll({ after: before.eventsCursor });
    const after = await platform.wallet.balance();
    expect(events.map((event) => event.reference)).toEqual(events.map(() => "bet-events-after-balance-bet"));
    expect(events.at(-1)).toMatchObject({ balanceCents: after.balanceCents });
    expect(after.eventsCursor).toBe(events.at(-1)?.id);
  });

  it("refuses a malformed cursor or wait, and an unknown player on the control surface", async () => {
    const token = await sb.login(MERCHANT, "player039", MEMBER.password);
    const queries: Array<Record<string, string>> = [{ after: "-1" }, { after: "x" }, { waitMs: "60000" }];
    for (const query of queries) {
      const { status, envelope } = await sb.raw("GET", "/api/v1/events", { merchant: MERCHANT, token, query });
      expect([status, envelope.code]).toEqual([400, "INVALID_REQUEST"]);
    }
    const { envelope } = await sb.raw("POST", `/__control/merchants/${MERCHANT}/players/nobody/events`, {
      body: { kind: "deposit.failed" },
    });
    expect(envelope.code).toBe("NOT_FOUND");
  });
});
