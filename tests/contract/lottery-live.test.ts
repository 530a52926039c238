import { describe, expect, it } from "vitest";
import { MEMBER, platformError, snapshot, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const lobbyBase = {
  lottoArea: "VN",
  launchMode: "LOTT",
  view: "betting",
  device: "desktop",
  backUrl: "http://aurora.localhost:3000/elott",
  language: "EN",
} as const;

async function signedIn(merchant: string, username: string = MEMBER.username) {
  return sb.platform({ merchant, token: await sb.login(merchant, username, MEMBER.password) });
}

/** A form post to a sandbox page, without following its redirect. */
function postForm(url: string, form: Record<string, string>) {
  return fetch(url, { method: "POST", body: new URLSearchParams(form), redirect: "manual" });
}

describe("lottery.lobby", () => {
  it("opens a game's betting view on a launch CDN host, and the page it names checks its session", async () => {
    const platform = await signedIn("AURORA");
    const opened = await platform.lottery.lobby({ ...lobbyBase, gameCode: "TCG_LOTTO_VN-0003" });
    expect(opened).toMatchObject({ prizeMode: "ZY", gameCode: "TCG_LOTTO_VN-0003" });
    const url = new URL(opened.url);
    expect(url.pathname).toMatch(/^\/demo-lottery\/[0-9a-f]{32}$/);
    const hosts = sb.sandbox.db.prepare("SELECT launch_cdn_hosts FROM merchants WHERE code = 'AURORA'").pluck().get() as string;
    expect(JSON.parse(hosts)).toContain(url.hostname);

    const page = await fetch(new URL(url.pathname + url.search, sb.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-view="betting"');
    expect((await fetch(new URL("/demo-lottery/0123456789abcdef0123456789abcdef", sb.url))).status).toBe(404);
  });

  it("opens a prize mode's lobby, or a vendor's lobby by the vendor's own code", async () => {
    const platform = await signedIn("AURORA");
    expect(await platform.lottery.lobby({ ...lobbyBase, view: "lobby", prizeMode: "SEA" })).toMatchObject({
      prizeMode: "SEA",
      gameCode: null,
    });
    expect(await platform.lottery.lobby({ ...lobbyBase, gameCode: "ELOTT" })).toMatchObject({ prizeMode: "ELOTT", gameCode: null });
  });

  it.each([
    ["an unknown game", { gameCode: "NOPE-0001" }],
    ["a game under another prize mode", { gameCode: "TCG_SEA-0002", prizeMode: "LOTT" }],
    ["a vendor the merchant does not offer", { gameCode: "TCG_SEA-0002" }],
  ] as const)("refuses %s with GAME_NOT_FOUND and opens no session", async (_, request) => {
    const platform = await signedIn("LUMEN");
    const before = snapshot(sb.sandbox, "lottery_sessions");
    expect((await platformError(platform.lottery.lobby({ ...lobbyBase, ...request }))).code).toBe("GAME_NOT_FOUND");
    expect(snapshot(sb.sandbox, "lottery_sessions")).toEqual(before);
  });

  it("needs a session token, and a prize mode or a game code", async () => {
    expect((await platformError(sb.platform({ merchant: "AURORA" }).lottery.lobby({ ...lobbyBase, prizeMode: "LOTT" }))).code).toBe(
      "UNAUTHORIZED",
    );
    const token = await sb.login("AURORA", MEMBER.username, MEMBER.password);
    const { envelope } = await sb.raw("GET", "/api/v1/lottery/lobby", {
      merchant: "AURORA",
      token,
      query: { ...lobbyBase },
    });
    expect(envelope.code).toBe("INVALID_REQUEST");
  });
});

describe("lottery draws and bets", () => {
  it("lists the Vietnam menu by region with each game's next draw in the future", async () => {
    const { regions } = await sb.platform({ merchant: "TALA" }).lottery.vnMenu({ language: "TY" });
    expect(regions.map((region) => region.region)).toEqual(["NORTH", "CENTRAL", "SOUTH"]);
    const now = sb.sandbox.clock.now().getTime();
    for (const game of regions.flatMap((region) => region.games)) expect(Date.parse(game.nextDrawAt)).toBeGreaterThan(now);
    // LUMEN offers no Vietnam lottery.
    expect(await sb.platform({ merchant: "LUMEN" }).lottery.vnMenu({ language: "EN" })).toEqual({ regions: [] });
  });

  it("opens new numbers as the clock moves, newest first", async () => {
    const aurora = sb.platform({ merchant: "AURORA" });
    const request = { prizeMode: "ELOTT", gameCode: "ELOTT-0002", limit: 3, language: "EN" } as const;
    const before = await aurora.lottery.openedNumbers(request);
    expect(before.list).toHaveLength(3);
    expect(Number(before.list[0].issue)).toBe(Number(before.list[1].issue) + 1);
    expect(before.list[0].numbers).toHaveLength(5);
    sb.sandbox.clock.advance(5 * 60_000);
    const after = await aurora.lottery.openedNumbers(request);
    expect(Number(after.list[0].issue)).toBeGreaterThan(Number(before.list[0].issue));
    expect((await platformError(aurora.lottery.openedNumbers({ ...request, prizeMode: "SEA" }))).code).toBe("GAME_NOT_FOUND");
  });

  it("records a bet placed on the lobby page, debits it, and settles it once its draw has passed", async () => {
    const platform = await signedIn("AURORA", "demo_newbie");
    expect((await platform.lottery.recent({ language: "EN" })).list).toEqual([]);
    const balance = async () => (await platform.wallet.balance({})).balanceCents;
    const startBalance = await balance();
    const { url } = await platform.lottery.lobby({ ...lobbyBase, gameCode: "LOTT-0004" });
    const path = new URL(url).pathname;
    const placed = await postForm(new URL(`${path}/bet`, sb.url).href, { pick: "07", stake: "5" });
    expect(placed.status).toBe(303);
    expect((await postForm(new URL(`${path}/bet`, sb.url).href, { pick: "7", stake: "5" })).status).toBe(400);
    expect(await balance()).toBe(startBalance - 500);

    const [bet] = (await platform.lottery.recent({ language: "EN" })).list;
    expect(bet).toMatchObject({ gameCode: "LOTT-0004", pick: "07", stakeCents: 500, status: "PENDING", winCents: 0 });
    sb.sandbox.clock.advance(16 * 60_000);
    const [settled] = (await platform.lottery.recent({ language: "EN" })).list;
    expect(["WON", "LOST"]).toContain(settled.status);
    const { list } = await sb.platform({ merchant: "AURORA" }).lottery.openedNumbers({
      prizeMode: "LOTT",
      gameCode: "LOTT-0004",
      limit: 50,
      language: "EN",
    });
    const draw = list.find((entry) => entry.issue === settled.issue)!;
    expect(settled.status).toBe(draw.numbers[0].endsWith("07") ? "WON" : "LOST");
  });

  it("counts mission progress over the last 7 days and ranks the merchant's players", async () => {
    const platform = await signedIn("TALA", "demo_newbie");
    const { summary, leaderboard } = await platform.lottery.missions({ language: "EN" });
    expect(summary).toMatchObject({ completed: 0, total: 3, points: 0 });
    expect(summary.missions.map((mission) => mission.target)).toEqual([1, 5, 20]);
    expect(leaderboard.length).toBeGreaterThan(0);
    expect(leaderboard.map((entry) => entry.points)).toEqual([...leaderboard.map((entry) => entry.points)].sort((a, b) => b - a));
    for (const entry of leaderboard) expect(entry.customerName).toContain("***");

    const { url } = await platform.lottery.lobby({ ...lobbyBase, gameCode: "TCG_SEA-0002" });
    await postForm(new URL(`${new URL(url).pathname}/bet`, sb.url).href, { pick: "42", stake: "1" });
    const after = await platform.lottery.missions({ language: "EN" });
    expect(after.summary).toMatchObject({ completed: 1, points: 10 });
    expect(after.summary.missions[1]).toMatchObject({ progress: 1, target: 5, done: false });
  });
});

describe("live", () => {
  it("lists models online first and opens a chat room only with an online one", async () => {
    const { list } = await sb.platform({ merchant: "AURORA" }).live.models({ language: "EN" });
    expect(list.length).toBe(6);
    expect(list.map((model) => model.online)).toEqual([true, true, true, true, false, false]);
    const platform = await signedIn("AURORA");
    const { chatUrl } = await platform.live.chat({ modelId: list[0].modelId, language: "EN" });
    const chat = await fetch(new URL(new URL(chatUrl).pathname, sb.url));
    expect(chat.status).toBe(200);
    expect(await chat.text()).toContain(list[0].name);
    expect((await platformError(platform.live.chat({ modelId: list[5].modelId, language: "EN" }))).code).toBe("NOT_FOUND");
    // Another merchant's model is unknown here.
    const lumen = await sb.platform({ merchant: "LUMEN" }).live.models({ language: "EN" });
    expect((await platformError(platform.live.chat({ modelId: lumen.list[0].modelId, language: "EN" }))).code).toBe("NOT_FOUND");
  });

  it("lists the PVP rooms of the merchant's vendors, optionally of one", async () => {
    const lumen = sb.platform({ merchant: "LUMEN" });
    const { list } = await lumen.live.pvpRooms({ language: "EN" });
    expect(new Set(list.map((room) => room.vassalage))).toEqual(new Set(["KM", "V8"]));
    for (const room of list) expect(room.players).toBeLessThanOrEqual(room.seats);
    const km = await lumen.live.pvpRooms({ vassalage: "KM", language: "EN" });
    expect(km.list.map((room) => room.roomId)).toEqual(["KM-R1", "KM-R2", "KM-R3"]);
  });

  it("names the vendors with games released in the last 30 days", async () => {
    const aurora = sb.platform({ merchant: "AURORA" });
    const { list } = await aurora.live.newGameVendors({ language: "EN" });
    expect(list.length).toBeGreaterThan(0);
    for (const entry of list) expect(entry.newGames).toBeGreaterThan(0);
    const sports = await aurora.live.newGameVendors({ gameType: "COCKFIGHT", language: "EN" });
    for (const entry of sports.list) expect(entry.gameType).toBe("COCKFIGHT");
    sb.sandbox.clock.advance(40 * 86_400_000);
    expect((await aurora.live.newGameVendors({ language: "EN" })).list).toEqual([]);
  });
});
