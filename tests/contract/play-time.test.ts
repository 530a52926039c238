import { describe, expect, it } from "vitest";
import { winFor } from "../../sandbox/demo-game-bet";
import { IDLE_ALLOWANCE_MS } from "../../sandbox/lib/play-time";
import { PLAY_TIME_ACCOUNTS, PLAY_TIME_MERCHANT, SEEDED_SESSION_LIMIT_MINUTES, SEEDED_WEEKLY_LIMIT } from "../../sandbox/seed/play-time";
import { MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const db = sb.sandbox.db;
const MINUTE = 60_000;

// Every rule here counts UTC days: start the file's clock early in one, so no test crosses midnight.
{
  const now = sb.sandbox.clock.now();
  const nextMorning = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 1);
  await sb.control("/clock/advance", { ms: nextMorning - now.getTime() });
}

async function signedIn(username: string) {
  return sb.platform({ merchant: PLAY_TIME_MERCHANT, token: await sb.login(PLAY_TIME_MERCHANT, username, MEMBER.password) });
}
type Platform = Awaited<ReturnType<typeof signedIn>>;

async function launch(platform: Platform, nodeId = "RNG-PG-0003") {
  return platform.games.launch({ nodeId, freeTrial: false, platform: "html5-desktop", language: "EN" });
}

/** The stake every bet here places: the demo game's minimum for the game launched. */
const STAKE = db.prepare("SELECT min_bet_cents FROM games WHERE node_id = 'RNG-PG-0003'").pluck().get() as number;

async function bet(url: string, requestId: string, stakeCents = STAKE) {
  const response = await fetch(`${sb.url}${new URL(url).pathname}/bet`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ stakeCents, requestId }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const advance = (ms: number) => sb.control("/clock/advance", { ms });

describe("a game session's play time", () => {
  it("counts from the launch on the sandbox's clock, with the session's wins minus stakes", async () => {
    const platform = await signedIn("player001");
    const { url, sessionId } = await launch(platform);
    expect(url).toContain(sessionId);
    await advance(7 * MINUTE);
    const ids = ["pt-count-1", "pt-count-2", "pt-count-3"];
    for (const id of ids) expect(await bet(url, id)).toMatchObject({ status: 200 });
    const net = ids.reduce((sum, id) => sum + winFor(id, STAKE) - STAKE, 0);

    const session = await platform.playTime.session({ sessionId });
    expect(session).toMatchObject({ open: true, endedBy: null, netCents: net, realityCheckMinutes: null });
    expect(session.playedSeconds).toBeGreaterThanOrEqual(7 * 60);
    expect(session.playedSeconds).toBe(Math.round((Date.parse(session.serverTime) - Date.parse(session.startedAt)) / 1000));
  });

  it("stops counting when closed, and a closed session takes no bets", async () => {
    const platform = await signedIn("player002");
    const { url, sessionId } = await launch(platform);
    await advance(3 * MINUTE);
    const closed = await platform.playTime.close({ sessionId });
    await advance(10 * MINUTE);
    const session = await platform.playTime.session({ sessionId });
    expect(session).toMatchObject({ open: false, endedBy: "CLOSED", playedSeconds: closed.playedSeconds });
    expect(closed.playedSeconds).toBeGreaterThanOrEqual(3 * 60);
    expect(closed.playedSeconds).toBeLessThan(10 * 60);
    expect((await bet(url, "pt-closed-1")).status).toBe(404);
  });

  it("stops counting after its last sign of play plus the idle allowance", async () => {
    const platform = await signedIn("player003");
    const { sessionId } = await launch(platform);
    await advance(IDLE_ALLOWANCE_MS + 5 * MINUTE);
    const session = await platform.playTime.session({ sessionId });
    expect(session).toMatchObject({ open: false, endedBy: "IDLE", playedSeconds: IDLE_ALLOWANCE_MS / 1000 });
  });

  it("keeps counting while the portal checks a game on screen", async () => {
    const platform = await signedIn("player004");
    const { sessionId } = await launch(platform);
    for (let step = 0; step < 3; step++) {
      await advance(IDLE_ALLOWANCE_MS - MINUTE);
      expect((await platform.playTime.session({ sessionId })).open).toBe(true);
    }
    expect((await platform.playTime.session({ sessionId })).playedSeconds).toBeGreaterThanOrEqual(
      (3 * (IDLE_ALLOWANCE_MS - MINUTE)) / 1000,
    );
  });

  it("is the caller's own: another player's session is NOT_FOUND", async () => {
    const { sessionId } = await launch(await signedIn("player005"));
    const other = await signedIn("player006");
    expect((await platformError(other.playTime.session({ sessionId }))).code).toBe("NOT_FOUND");
    expect((await platformError(other.playTime.close({ sessionId }))).code).toBe("NOT_FOUND");
  });
});

describe("the reality check interval", () => {
  it("is off until chosen, takes any whole number of minutes from 1 to 1440, and the session check reports it", async () => {
    const platform = await signedIn(PLAY_TIME_ACCOUNTS.reality);
    expect((await platform.playTime.settings()).realityCheckMinutes).toBeNull();
    expect((await platform.playTime.setRealityCheck({ realityCheckMinutes: 37 })).realityCheckMinutes).toBe(37);
    const { sessionId } = await launch(platform);
    expect((await platform.playTime.session({ sessionId })).realityCheckMinutes).toBe(37);
    for (const minutes of [0, 1441, 7.5]) {
      expect((await platformError(platform.playTime.setRealityCheck({ realityCheckMinutes: minutes }))).code).toBe("INVALID_REQUEST");
    }
    expect((await platform.playTime.setRealityCheck({ realityCheckMinutes: 1440 })).realityCheckMinutes).toBe(1440);
    expect((await platform.playTime.setRealityCheck({ realityCheckMinutes: null })).realityCheckMinutes).toBeNull();
    await platform.playTime.close({ sessionId });
  });
});

describe("the per-session limit", () => {
  it("closes a session that has played the per-session limit, and the next game starts at once", async () => {
    const platform = await signedIn("player008");
    await platform.limits.set({ kind: "SESSION", period: "SESSION", amount: 20 });
    const { url, sessionId } = await launch(platform);
    await advance(19 * MINUTE);
    expect((await platform.playTime.session({ sessionId })).open).toBe(true);
    await advance(2 * MINUTE);
    expect((await bet(url, "pt-per-session-1")).status).toBe(403);
    expect(await platform.playTime.session({ sessionId })).toMatchObject({
      open: false,
      endedBy: "SESSION_LIMIT",
      limitReached: { period: "SESSION", resumesAt: null },
    });
    // Each session has its own: a new game counts from nothing.
    const next = await launch(platform);
    expect(await platform.playTime.session({ sessionId: next.sessionId })).toMatchObject({ open: true, limitReached: null });
    await platform.playTime.close({ sessionId: next.sessionId });
  });
});

describe("the daily session-time limit", () => {
  it("closes the running game when today's play reaches it, and refuses launches and bets until the next day", async () => {
    const platform = await signedIn(PLAY_TIME_ACCOUNTS.sessionLimit);
    expect(await platform.playTime.settings()).toMatchObject({ sessionLimitMinutes: SEEDED_SESSION_LIMIT_MINUTES, playedTodaySeconds: 0 });
    const { url, sessionId } = await launch(platform);
    // The game page has the refusal's words in its own language, for when a bet is refused.
    const html = await (await fetch(`${sb.url}${new URL(url).pathname}?language=TY`)).text();
    expect(html).toContain('"SESSION_LIMIT_REACHED":"Naabot mo na');
    expect((await bet(url, "pt-limit-1")).status).toBe(200);
    await advance((SEEDED_SESSION_LIMIT_MINUTES - 5) * MINUTE);
    expect((await platform.playTime.session({ sessionId })).open).toBe(true);
    await advance(6 * MINUTE);

    const refusedBet = await bet(url, "pt-limit-2");
    expect(refusedBet).toMatchObject({ status: 403, json: { error: "SESSION_LIMIT_REACHED" } });
    expect(await platform.playTime.session({ sessionId })).toMatchObject({ open: false, endedBy: "SESSION_LIMIT" });
    expect((await platformError(launch(platform))).code).toBe("SESSION_LIMIT_REACHED");

    const now = sb.sandbox.clock.now();
    await advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime() + MINUTE);
    // A new day (and, a day later, a new sign-in).
    const tomorrow = await signedIn(PLAY_TIME_ACCOUNTS.sessionLimit);
    expect((await tomorrow.playTime.settings()).playedTodaySeconds).toBe(0);
    const next = await launch(tomorrow);
    await tomorrow.playTime.close({ sessionId: next.sessionId });
  });

  it("is checked while the game is on screen: the session check closes it", async () => {
    const platform = await signedIn(PLAY_TIME_ACCOUNTS.sessionLimit);
    const { sessionId } = await launch(platform);
    await advance((SEEDED_SESSION_LIMIT_MINUTES + 1) * MINUTE);
    expect(await platform.playTime.session({ sessionId })).toMatchObject({ open: false, endedBy: "SESSION_LIMIT" });
    expect((await platformError(launch(platform))).code).toBe("SESSION_LIMIT_REACHED");
    const lobby = platform.lottery.lobby({
      lottoArea: "VN",
      launchMode: "LOTT",
      device: "desktop",
      backUrl: "https://aurora.example/elott",
      language: "EN",
      prizeMode: "ZY",
      view: "lobby",
    });
    expect((await platformError(lobby)).code).toBe("SESSION_LIMIT_REACHED");
  });
});

describe("a lottery page's play time", () => {
  const lobbyRequest = {
    lottoArea: "VN",
    launchMode: "LOTT",
    device: "desktop",
    backUrl: "https://aurora.example/elott",
    language: "EN",
    view: "betting",
    gameCode: "LOTT-0004",
  } as const;
  const lotteryBet = (url: string) =>
    fetch(`${sb.url}${new URL(url).pathname}/bet`, {
      method: "POST",
      body: new URLSearchParams({ pick: "07", stake: "5" }),
      redirect: "manual",
    });

  it("counts as a game's: its time, its bets' stakes at once and their wins once drawn, and takes no bet once closed", async () => {
    const platform = await signedIn("player007");
    const { url, sessionId } = await platform.lottery.lobby(lobbyRequest);
    expect(url).toContain(sessionId);
    await advance(4 * MINUTE);
    expect((await lotteryBet(url)).status).toBe(303);

    const pending = await platform.playTime.session({ sessionId });
    expect(pending).toMatchObject({ open: true, netCents: -500 });
    expect(pending.playedSeconds).toBeGreaterThanOrEqual(4 * 60);
    expect((await platform.playTime.settings()).playedTodaySeconds).toBeGreaterThanOrEqual(4 * 60);

    await advance(16 * MINUTE);
    const [drawn] = (await platform.lottery.recent({ language: "EN" })).list;
    expect(["WON", "LOST"]).toContain(drawn.status);
    expect((await platform.playTime.session({ sessionId })).netCents).toBe(drawn.winCents - 500);

    await platform.playTime.close({ sessionId });
    const balance = (await platform.wallet.balance()).balanceCents;
    expect((await lotteryBet(url)).status).toBe(409);
    expect((await platform.wallet.balance()).balanceCents).toBe(balance);
  });

  it("closes at the daily session-time limit and takes no more bets", async () => {
    const now = sb.sandbox.clock.now();
    await advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 1) - now.getTime());
    const platform = await signedIn(PLAY_TIME_ACCOUNTS.sessionLimit);
    const { url, sessionId } = await platform.lottery.lobby(lobbyRequest);
    expect((await lotteryBet(url)).status).toBe(303);
    await advance((SEEDED_SESSION_LIMIT_MINUTES + 1) * MINUTE);
    expect((await lotteryBet(url)).status).toBe(409);
    expect(await platform.playTime.session({ sessionId })).toMatchObject({ open: false, endedBy: "SESSION_LIMIT" });
  });
});

describe("account activity", () => {
  const accountId = () =>
    db
      .prepare("SELECT id FROM accounts WHERE merchant = ? AND username = ?")
      .pluck()
      .get(PLAY_TIME_MERCHANT, PLAY_TIME_ACCOUNTS.activity) as number;
  const since = () => {
    const now = sb.sandbox.clock.now();
    return new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
  };
  const sum = (sql: string) => db.prepare(sql).pluck().get(accountId(), since()) as number;

  it("sums the last 12 months' credited deposits, withdrawals not rejected, wins minus stakes and time played", async () => {
    const platform = await signedIn(PLAY_TIME_ACCOUNTS.activity);
    const { rows, total, totalPages } = await platform.playTime.activity({ period: "MONTH", pageNo: 1, pageSize: 31 });
    expect(total).toBeGreaterThanOrEqual(12);
    expect(total).toBeLessThanOrEqual(13);
    expect(totalPages).toBe(1);
    const totals = (key: "depositsCents" | "withdrawalsCents" | "netCents" | "playedSeconds") =>
      rows.reduce((acc, row) => acc + row[key], 0);
    expect(totals("depositsCents")).toBe(
      sum("SELECT SUM(amount_cents) FROM deposit_orders WHERE account_id = ? AND status = 'CREDITED' AND settled_at >= ?"),
    );
    expect(totals("withdrawalsCents")).toBe(
      sum("SELECT SUM(amount_cents) FROM withdrawals WHERE account_id = ? AND status <> 'REJECTED' AND created_at >= ?"),
    );
    expect(totals("netCents")).toBe(
      sum("SELECT SUM(win_cents - stake_cents) FROM bets WHERE account_id = ? AND created_at >= substr(?, 1, 10)"),
    );
    expect(totals("playedSeconds")).toBe(
      sum(
        "SELECT SUM(CAST(ROUND((julianday(closed_at) - julianday(created_at)) * 86400) AS INTEGER)) FROM game_sessions WHERE account_id = ? AND created_at >= ?",
      ),
    );
    // Something older than 12 months was seeded and is left out.
    expect(sum("SELECT COUNT(*) FROM deposit_orders WHERE account_id = ? AND settled_at < ?")).toBeGreaterThan(0);
    expect(rows.map((row) => row.periodStart)).toEqual([...rows.map((row) => row.periodStart)].sort().reverse());
    expect(rows.every((row) => row.periodStart.endsWith("-01"))).toBe(true);
  });

  it("gives the same totals by day and by week, weeks starting on Monday, days paged", async () => {
    const platform = await signedIn(PLAY_TIME_ACCOUNTS.activity);
    const months = await platform.playTime.activity({ period: "MONTH", pageNo: 1, pageSize: 31 });
    const weeks = await platform.playTime.activity({ period: "WEEK", pageNo: 1, pageSize: 100 });
    expect(weeks.rows.every((row) => new Date(`${row.periodStart}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    const first = await platform.playTime.activity({ period: "DAY", pageNo: 1, pageSize: 10 });
    const days = [...first.rows];
    for (let page = 2; page <= first.totalPages; page++) {
      days.push(...(await platform.playTime.activity({ period: "DAY", pageNo: page, pageSize: 10 })).rows);
    }
    expect(days).toHaveLength(first.total);
    for (const key of ["depositsCents", "withdrawalsCents", "netCents", "playedSeconds"] as const) {
      const of = (rows: typeof days) => rows.reduce((acc, row) => acc + row[key], 0);
      expect(of(weeks.rows)).toBe(of(months.rows));
      expect(of(days)).toBe(of(months.rows));
    }
  });

  it("is empty for an account that has done nothing", async () => {
    const platform = await signedIn("demo_newbie");
    expect(await platform.playTime.activity({ period: "DAY", pageNo: 1, pageSize: 31 })).toMatchObject({
      rows: [],
      total: 0,
      totalPages: 0,
    });
  });
});

// Last: it moves the clock days on, out of the early hours the daily tests above start in.
describe("the weekly session-time limit", () => {
  it("counts the last 7 days' play toward the weekly limit, and play starts again once enough of it has left the week", async () => {
    const platform = await signedIn(PLAY_TIME_ACCOUNTS.weeklyLimit);
    // Seeded: 25 of 30 minutes played two days before the seed.
    const seeded = db.prepare("SELECT created_at FROM game_sessions WHERE id = ?").pluck().get("b".repeat(32)) as string;
    const week = (await platform.limits.list({})).limits.find((limit) => limit.kind === "SESSION" && limit.period === "WEEK");
    expect(week).toMatchObject({ amount: SEEDED_WEEKLY_LIMIT.minutes, used: SEEDED_WEEKLY_LIMIT.playedMinutes });

    const { sessionId } = await launch(platform);
    await advance(4 * MINUTE);
    expect((await platform.playTime.session({ sessionId })).open).toBe(true);
    await advance(2 * MINUTE);
    const closed = await platform.playTime.session({ sessionId });
    expect(closed).toMatchObject({ open: false, endedBy: "SESSION_LIMIT", limitReached: { period: "WEEK" } });
    // 31 minutes in the week: play may start again once the seeded game's first minute (and a
    // second) has left it, a week after that game began (the sandbox's clock runs on while the
    // test does: its milliseconds count too).
    const resumesAt = Date.parse(closed.limitReached!.resumesAt!);
    expect(resumesAt - (Date.parse(seeded) + 7 * 24 * 60 * MINUTE + 61_000)).toBeGreaterThanOrEqual(0);
    expect(resumesAt - (Date.parse(seeded) + 7 * 24 * 60 * MINUTE + 61_000)).toBeLessThan(1000);

    const refused = await platformError(launch(platform));
    expect(refused).toMatchObject({ code: "SESSION_LIMIT_REACHED", details: { sessionLimit: closed.limitReached! } });
    // A new UTC day does not help a weekly limit.
    await advance(24 * 60 * MINUTE);
    const tomorrow = await signedIn(PLAY_TIME_ACCOUNTS.weeklyLimit);
    expect((await platformError(launch(tomorrow))).details?.sessionLimit).toEqual(closed.limitReached);
    await advance(resumesAt - sb.sandbox.clock.now().getTime());
    const again = await signedIn(PLAY_TIME_ACCOUNTS.weeklyLimit);
    expect(await again.playTime.session({ sessionId })).toMatchObject({ limitReached: { period: "WEEK", resumesAt: null } });
    const next = await launch(again);
    await again.playTime.close({ sessionId: next.sessionId });
  });
});
