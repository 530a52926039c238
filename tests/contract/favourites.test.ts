import { describe, expect, it } from "vitest";
import { MEMBER, platformError, snapshot, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const listRequest = { clientType: "3", platform: "html5-desktop", language: "EN" } as const;

async function signedIn(merchant: string, username: string = MEMBER.username) {
  return sb.platform({ merchant, token: await sb.login(merchant, username, MEMBER.password) });
}

describe("favourites", () => {
  it("adds, lists and removes favourites, newest first, without duplicates", async () => {
    const platform = await signedIn("AURORA");
    expect(await platform.favourites.ids()).toEqual({ ids: [] });

    expect(await platform.favourites.add({ nodeId: "RNG-PG-0001", vendor: "PG", gameType: "RNG" })).toEqual({ ids: ["RNG-PG-0001"] });
    sb.sandbox.clock.advance(1000);
    await platform.favourites.add({ nodeId: "LIVE-EVO-0003", vendor: "EVO", gameType: "LIVE" });
    sb.sandbox.clock.advance(1000);
    // Adding again is a no-op: same ids, same order, one row.
    expect(await platform.favourites.add({ nodeId: "RNG-PG-0001", vendor: "PG", gameType: "RNG" })).toEqual({
      ids: ["LIVE-EVO-0003", "RNG-PG-0001"],
    });

    const list = await platform.favourites.list(listRequest);
    expect(list.pageNum).toBe(1);
    expect(list.totalPages).toBe(1);
    expect(list.content.map((game) => game.nodeId)).toEqual(["LIVE-EVO-0003", "RNG-PG-0001"]);
    expect(list.content[1]).toMatchObject({ vassalage: "PG", gameType: "RNG", iconUrl: "/assets/games/RNG-PG-0001.svg" });

    const live = await platform.favourites.list({ ...listRequest, gameType: "LIVE" });
    expect(live.content.map((game) => game.nodeId)).toEqual(["LIVE-EVO-0003"]);
    const byVendor = await platform.favourites.list({ ...listRequest, vassalage: "PG" });
    expect(byVendor.content.map((game) => game.nodeId)).toEqual(["RNG-PG-0001"]);
    const secondPage = await platform.favourites.list({ ...listRequest, pageSize: 1, pageNo: 2 });
    expect(secondPage).toMatchObject({ pageNum: 2, totalPages: 2, content: [{ nodeId: "RNG-PG-0001" }] });

    expect(await platform.favourites.remove({ nodeId: "RNG-PG-0001" })).toEqual({ ids: ["LIVE-EVO-0003"] });
    // Removing what is not a favourite changes nothing.
    expect(await platform.favourites.remove({ nodeId: "RNG-PG-0001" })).toEqual({ ids: ["LIVE-EVO-0003"] });
    expect(await platform.favourites.remove({ nodeId: "LIVE-EVO-0003" })).toEqual({ ids: [] });
  });

  it("keeps each account's favourites to itself", async () => {
    const member = await signedIn("TALA");
    const newbie = await signedIn("TALA", "demo_newbie");
    await member.favourites.add({ nodeId: "RNG-JILI-0002", vendor: "JILI", gameType: "RNG" });
    expect(await newbie.favourites.ids()).toEqual({ ids: [] });
    expect(await (await signedIn("LUMEN")).favourites.ids()).toEqual({ ids: [] });
    expect(await member.favourites.ids()).toEqual({ ids: ["RNG-JILI-0002"] });
  });

  it.each([
    ["an unknown game", { nodeId: "RNG-PG-9999", vendor: "PG", gameType: "RNG" }],
    ["a game of a vendor the merchant does not offer", { nodeId: "RNG-MG-0001", vendor: "MG", gameType: "RNG" }],
    ["a game named with the wrong vendor", { nodeId: "RNG-PG-0001", vendor: "JILI", gameType: "RNG" }],
    ["a game named with the wrong category", { nodeId: "RNG-PG-0001", vendor: "PG", gameType: "FISH" }],
  ] as const)("refuses %s with GAME_NOT_FOUND, changing nothing", async (_, request) => {
    const platform = await signedIn("LUMEN");
    const before = snapshot(sb.sandbox, "favourites");
    expect((await platformError(platform.favourites.add(request))).code).toBe("GAME_NOT_FOUND");
    expect(snapshot(sb.sandbox, "favourites")).toEqual(before);
  });

  it("rejects malformed requests", async () => {
    const token = await sb.login("AURORA", MEMBER.username, MEMBER.password);
    const before = snapshot(sb.sandbox, "favourites");
    for (const body of [
      { nodeId: "x".repeat(65), vendor: "PG", gameType: "RNG" },
      { nodeId: "RNG-PG-0001", vendor: "PG", gameType: "SLOTS" },
      { nodeId: 42, vendor: "PG", gameType: "RNG" },
      { nodeId: "RNG-PG-0001", vendor: "PG", gameType: "RNG", accountId: 1 },
    ]) {
      const response = await sb.raw("POST", "/api/v1/favourites", { merchant: "AURORA", token, body });
      expect(response.envelope, JSON.stringify(body)).toMatchObject({ success: false, code: "INVALID_REQUEST" });
    }
    const oversize = await sb.raw("GET", "/api/v1/favourites", {
      merchant: "AURORA",
      token,
      query: { ...listRequest, pageSize: "1000" },
    });
    expect(oversize.envelope).toMatchObject({ success: false, code: "INVALID_REQUEST" });
    expect(snapshot(sb.sandbox, "favourites")).toEqual(before);
  });

  it("needs a session, and a real account to change anything", async () => {
    const anonymous = await sb.raw("GET", "/api/v1/favourites/ids", { merchant: "AURORA" });
    expect(anonymous.envelope).toMatchObject({ success: false, code: "UNAUTHORIZED" });

    const trial = await sb.platform({ merchant: "TALA" }).auth.freePlay({ os: "linux", platform: "W", deviceId: "favourites-test" });
    const platform = sb.platform({ merchant: "TALA", token: trial.token });
    expect(await platform.favourites.ids()).toEqual({ ids: [] });
    const error = await platformError(platform.favourites.add({ nodeId: "RNG-JILI-0001", vendor: "JILI", gameType: "RNG" }));
    expect(error.code).toBe("TRIAL_NOT_ALLOWED");
  });
});
