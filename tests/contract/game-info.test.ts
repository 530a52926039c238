import { describe, expect, it } from "vitest";
import { MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const launchRequest = { platform: "html5-desktop", language: "EN" } as const;

async function signedIn(merchant: string) {
  return sb.platform({ merchant, token: await sb.login(merchant, MEMBER.username, MEMBER.password) });
}

describe("gameInfo.detail", () => {
  it("finds a game by nodeId, or a GAME vendor's lobby by vendor and game code", async () => {
    const platform = sb.platform({ merchant: "AURORA" });
    const byId = await platform.gameInfo.detail({ nodeId: "RNG-PG-0002", language: "TY" });
    expect(byId).toMatchObject({ game: { nodeId: "RNG-PG-0002", vassalage: "PG", gameType: "RNG" }, maintenance: false, newWindow: false });
    const lobby = await platform.gameInfo.detail({ vassalage: "TCG_LOTTO_VN", gameCode: "VN", language: "EN" });
    expect(lobby.game).toMatchObject({ vassalage: "TCG_LOTTO_VN", gameCode: "VN", gameType: "LOTTERY" });
    expect((await platform.gameInfo.detail({ vassalage: "SBO", gameCode: "SBO", language: "EN" })).newWindow).toBe(true);
    // Red Tiger is seeded under maintenance.
    expect((await platform.gameInfo.detail({ nodeId: "RNG-RT-0001", language: "EN" })).maintenance).toBe(true);
  });

  it("answers GAME_NOT_FOUND for a game of another merchant's vendor or none, and refuses half a request", async () => {
    // LUMEN does not offer Microgaming.
    expect((await platformError(sb.platform({ merchant: "LUMEN" }).gameInfo.detail({ nodeId: "RNG-MG-0001", language: "EN" }))).code).toBe(
      "GAME_NOT_FOUND",
    );
    expect((await platformError(sb.platform({ merchant: "AURORA" }).gameInfo.detail({ nodeId: "RNG-PG-9999", language: "EN" }))).code).toBe(
      "GAME_NOT_FOUND",
    );
    const half = await sb.raw("GET", "/api/v1/games/detail", { merchant: "AURORA", query: { vassalage: "PG", language: "EN" } });
    expect(half.status).toBe(400);
    expect(half.envelope.code).toBe("INVALID_REQUEST");
  });
});

describe("maintenance per vendor and per game, and the new-window flag", () => {
  it("the control surface puts one game or a whole vendor under maintenance and back", async () => {
    const platform = await signedIn("AURORA");
    const launch = (nodeId: string) => platform.games.launch({ ...launchRequest, nodeId });

    await sb.control("/games/RNG-PG-0004/maintenance", { enabled: true });
    expect((await platformError(launch("RNG-PG-0004"))).code).toBe("GAME_MAINTENANCE");
    // The vendor's other games still launch.
    expect((await launch("RNG-PG-0005")).newWindow).toBe(false);
    await sb.control("/games/RNG-PG-0004/maintenance", { enabled: false });
    await launch("RNG-PG-0004");

    await sb.control("/vendors/JILI/maintenance", { enabled: true });
    expect((await platformError(launch("RNG-JILI-0001"))).code).toBe("GAME_MAINTENANCE");
    expect((await platform.gameInfo.detail({ nodeId: "RNG-JILI-0002", language: "EN" })).maintenance).toBe(true);
    await sb.control("/vendors/JILI/maintenance", { enabled: false });
    await launch("RNG-JILI-0001");

    const unknown = await sb.raw("POST", "/__control/games/RNG-PG-9999/maintenance", { body: { enabled: true } });
    expect(unknown.status).toBe(404);
  });

  it("launches a new-window vendor's game with newWindow true", async () => {
    const platform = await signedIn("AURORA");
    const { game } = await platform.gameInfo.detail({ vassalage: "SBO", gameCode: "SBO", language: "EN" });
    const launched = await platform.games.launch({ ...launchRequest, nodeId: game.nodeId });
    expect(launched.newWindow).toBe(true);
    expect(new URL(launched.url).hostname).toMatch(/^play[12]\.aurora\.localhost$/);
  });
});
