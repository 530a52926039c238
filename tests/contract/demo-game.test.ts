import { describe, expect, it } from "vitest";
import { formatAmount } from "~/format/money";
import { winFor } from "../../sandbox/demo-game-bet";
import { IDLE_ALLOWANCE_MS } from "../../sandbox/lib/play-time";
import { MEMBER, snapshot, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const db = sb.sandbox.db;
const launchRequest = { platform: "html5-desktop", language: "EN" } as const;

async function signedIn(merchant: string, username: string) {
  return sb.platform({ merchant, token: await sb.login(merchant, username, MEMBER.password) });
}

/** Launches a game and returns the demo page's path on this sandbox. */
async function launch(platform: Awaited<ReturnType<typeof signedIn>>, nodeId: string, freeTrial = false) {
  const { url } = await platform.games.launch({ ...launchRequest, nodeId, freeTrial });
  return new URL(url).pathname;
}

async function bet(path: string, body: unknown) {
  const response = await fetch(`${sb.url}${path}/bet`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

function balanceCents(merchant: string, username: string): number {
  return db.prepare("SELECT balance_cents FROM accounts WHERE merchant = ? AND username = ?").pluck().get(merchant, username) as number;
}

function setBalance(merchant: string, username: string, cents: number) {
  db.prepare("UPDATE accounts SET balance_cents = ? WHERE merchant = ? AND username = ?").run(cents, merchant, username);
}

let requestCounter = 0;
/** A fresh request id whose outcome is a win (or a loss), so the test knows which path it exercises. */
function requestId(outcome: "win" | "loss" | "jackpot", stakeCents = 100): string {
  for (;;) {
    const id = `test-${outcome}-${++requestCounter}`;
    const win = winFor(id, stakeCents);
    if ((outcome === "loss" && win === 0) || (outcome === "win" && win > 0) || (outcome === "jackpot" && win === stakeCents * 100))
      return id;
  }
}

describe("the demo game page", () => {
  it("shows the game, the balance, stakes and a Spin button, self-contained", async () => {
    const path = await launch(await signedIn("AURORA", "player001"), "RNG-PG-0003");
    const response = await fetch(`${sb.url}${path}?language=EN`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    const name = db.prepare("SELECT name_en FROM games WHERE node_id = 'RNG-PG-0003'").pluck().get() as string;
    expect(html).toContain(`<h1>${name}</h1>`);
    expect(html).toContain(formatAmount(balanceCents("AURORA", "player001"), "PHP", "en"));
    expect(html).toContain('data-currency="PHP" data-digits="2"');
    expect(html).toMatch(/<select id="stake">(<option value="[\d.]+">.+?<\/option>){5}<\/select>/);
    expect(html).toContain('<button id="spin"');
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it("answers 404 for an unknown session", async () => {
    expect((await fetch(`${sb.url}/demo-game/${"0".repeat(32)}`)).status).toBe(404);
    expect((await bet(`/demo-game/${"0".repeat(32)}`, { stakeCents: 100, requestId: requestId("loss") })).status).toBe(404);
  });
});

describe("betting on the demo game", () => {
  it("debits the stake and credits the win in the wallet, the bets and the recent games", async () => {
    const platform = await signedIn("AURORA", "demo_member");
    const path = await launch(platform, "RNG-PG-0007");
    const before = (await platform.wallet.balance()).balanceCents;
    const id = requestId("win");
    const { status, json } = await bet(path, { stakeCents: 100, requestId: id });
    expect(status).toBe(200);
    expect(json).toMatchObject({ requestId: id, stakeCents: 100, winCents: winFor(id, 100), freeTrial: false, replayed: false });
    expect(json.balanceCents).toBe(before - 100 + winFor(id, 100));
    expect((await platform.wallet.balance()).balanceCents).toBe(json.balanceCents);

    const row = db.prepare("SELECT * FROM bets WHERE request_id = ?").get(id) as {
      stake_cents: number;
      win_cents: number;
      merchant: string;
      node_id: string;
    };
    expect(row).toMatchObject({ stake_cents: 100, win_cents: winFor(id, 100), merchant: "AURORA", node_id: "RNG-PG-0007" });

    sb.sandbox.clock.advance(1000);
    await launch(platform, "RNG-PG-0008");
    sb.sandbox.clock.advance(1000);
    await bet(path, { stakeCents: 100, requestId: requestId("loss") });
    const recent = await platform.games.recent({ clientType: "3", language: "EN" });
    expect(recent.list.map((game) => game.nodeId).slice(0, 2)).toEqual(["RNG-PG-0007", "RNG-PG-0008"]);
  });

  it("never moves money twice for a replayed requestId, even when the replays race", async () => {
    const platform = await signedIn("AURORA", "player002");
    setBalance("AURORA", "player002", 50_000);
    const path = await launch(platform, "RNG-PG-0007");
    const id = requestId("loss");
    const first = await bet(path, { stakeCents: 200, requestId: id });
    expect(first.json).toMatchObject({ stakeCents: 200, winCents: 0, balanceCents: 49_800, replayed: false });

    const replays = await Promise.all(Array.from({ length: 5 }, () => bet(path, { stakeCents: 200, requestId: id })));
    for (const replay of replays)
      expect(replay.json).toMatchObject({ requestId: id, stakeCents: 200, winCents: 0, balanceCents: 49_800, replayed: true });
    // A replay with a different stake still returns the first result.
    expect((await bet(path, { stakeCents: 500, requestId: id })).json).toMatchObject({ stakeCents: 200, balanceCents: 49_800 });
    expect(balanceCents("AURORA", "player002")).toBe(49_800);
    expect(db.prepare("SELECT COUNT(*) FROM bets WHERE request_id = ?").pluck().get(id)).toBe(1);
  });

  it("refuses a requestId another player already used", async () => {
    const path = await launch(await signedIn("AURORA", "player003"), "RNG-PG-0007");
    const id = requestId("loss");
    await bet(path, { stakeCents: 100, requestId: id });
    const other = await launch(await signedIn("AURORA", "player004"), "RNG-PG-0007");
    const before = balanceCents("AURORA", "player004");
    expect(await bet(other, { stakeCents: 100, requestId: id })).toMatchObject({ status: 409, json: { error: "REQUEST_ID_CONFLICT" } });
    expect(balanceCents("AURORA", "player004")).toBe(before);
  });

  it("answers 409 with a clear error when the balance is too low, moving nothing", async () => {
    const platform = await signedIn("LUMEN", "player005");
    setBalance("LUMEN", "player005", 50);
    const path = await launch(platform, "RNG-PG-0007");
    const bets = snapshot(sb.sandbox, "bets");
    const { status, json } = await bet(path, { stakeCents: 100, requestId: requestId("win") });
    expect(status).toBe(409);
    expect(json).toEqual({ error: "INSUFFICIENT_FUNDS", message: "Insufficient balance for this stake." });
    expect(balanceCents("LUMEN", "player005")).toBe(50);
    expect(snapshot(sb.sandbox, "bets")).toEqual(bets);
  });

  it("rejects malformed bets and stakes under the game's minimum", async () => {
    const platform = await signedIn("TALA", "player006");
    const minBetCents = db.prepare("SELECT min_bet_cents FROM games WHERE node_id = 'LIVE-EVO-0001'").pluck().get() as number;
    const path = await launch(platform, "LIVE-EVO-0001");
    const before = balanceCents("TALA", "player006");
    const bets = snapshot(sb.sandbox, "bets");
    for (const body of [
      { stakeCents: "100", requestId: requestId("loss") },
      { stakeCents: 100 },
      { stakeCents: -100, requestId: requestId("loss") },
      { stakeCents: 100.5, requestId: requestId("loss") },
      { stake: 1, requestId: requestId("loss") },
      { stakeCents: 100, requestId: "short" },
      { stakeCents: 100, requestId: "<script>alert(1)</script>" },
      { stakeCents: 100, requestId: requestId("loss"), accountId: 1 },
    ]) {
      expect((await bet(path, body)).status, JSON.stringify(body)).toBe(400);
    }
    const tooLow = await bet(path, { stakeCents: minBetCents - 1, requestId: requestId("loss") });
    expect(tooLow).toMatchObject({ status: 400, json: { error: "STAKE_TOO_LOW" } });
    expect(balanceCents("TALA", "player006")).toBe(before);
    expect(snapshot(sb.sandbox, "bets")).toEqual(bets);
  });

  it("puts a big win at the top of the winner board", async () => {
    const platform = await signedIn("AURORA", "demo_newbie");
    setBalance("AURORA", "demo_newbie", 200_000_000);
    const path = await launch(platform, "RNG-PG-0009");
    const stakeCents = 100_000_000;
    const { json } = await bet(path, { stakeCents, requestId: requestId("jackpot", stakeCents) });
    expect(json.winCents).toBe(10_000_000_000);
    const { list } = await sb.platform({ merchant: "AURORA" }).games.winners({ gameCategory: "ALL", language: "EN" });
    const name = db.prepare("SELECT name_en FROM games WHERE node_id = 'RNG-PG-0009'").pluck().get();
    expect(list[0].vo).toEqual({
      customerName: "de***ie",
      gameName: name,
      iconUrl: "/assets/games/RNG-PG-0009.svg",
      winCents: 10_000_000_000,
    });
    const lumenTop = await sb.platform({ merchant: "LUMEN" }).games.winners({ gameCategory: "ALL", language: "EN", limitNum: 1 });
    expect(lumenTop.list[0].vo.winCents).toBeLessThan(10_000_000_000);
  });

  it("plays a free trial with pretend money: nothing debited or recorded", async () => {
    const platform = await signedIn("AURORA", "player007");
    const trialGame = db
      .prepare("SELECT node_id FROM games WHERE vendor_code = 'PG' AND support_play = 0 ORDER BY sort LIMIT 1")
      .pluck()
      .get() as string;
    const path = await launch(platform, trialGame, true);
    const before = balanceCents("AURORA", "player007");
    const bets = snapshot(sb.sandbox, "bets");
    const { status, json } = await bet(path, { stakeCents: 100, requestId: requestId("win") });
    expect(status).toBe(200);
    expect(json).toMatchObject({ freeTrial: true, balanceCents: null });
    expect(balanceCents("AURORA", "player007")).toBe(before);
    expect(snapshot(sb.sandbox, "bets")).toEqual(bets);
  });

  it("closes the session after two hours, however long it is played", async () => {
    const platform = await signedIn("TALA", "player008");
    const path = await launch(platform, "RNG-JILI-0004");
    const sessionId = path.split("/").pop()!;
    // Played all along: the portal's check of the game on screen every 15 minutes keeps it from going idle.
    for (let minutes = 15; minutes < 120; minutes += 15) {
      sb.sandbox.clock.advance(15 * 60 * 1000);
      expect((await platform.playTime.session({ sessionId })).open).toBe(true);
    }
    sb.sandbox.clock.advance(15 * 60 * 1000 - 1000);
    expect((await fetch(`${sb.url}${path}`)).status).toBe(200);
    sb.sandbox.clock.advance(1000);
    expect((await fetch(`${sb.url}${path}`)).status).toBe(404);
    expect((await bet(path, { stakeCents: 100, requestId: requestId("loss") })).status).toBe(404);
  });

  it("closes a session left idle, and takes no bet on it", async () => {
    const path = await launch(await signedIn("TALA", "player009"), "RNG-JILI-0004");
    sb.sandbox.clock.advance(IDLE_ALLOWANCE_MS);
    expect((await fetch(`${sb.url}${path}`)).status).toBe(404);
    expect((await bet(path, { stakeCents: 100, requestId: requestId("loss") })).status).toBe(404);
  });
});
