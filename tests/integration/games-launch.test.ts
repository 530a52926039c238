import { describe, expect, it } from "vitest";
import { createSessionCodec } from "~/session/codec.server";
import { startTestPortal, TEST_SESSION_SECRET } from "../helpers/portal";
import { MEMBER, snapshot, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const { request, sameOrigin } = await startTestPortal(sb.url);
const db = sb.sandbox.db;

/** A session cookie for an account of `merchant`, as the sign-in makes it. */
async function cookieFor(brandId: string, session: { token: string; isAgent: 0 | 4; username: string }) {
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal({ ...session, expiresAt: Date.now() + 3_600_000 }, brandId);
  return `__session=${sealed}`;
}

async function member(brandId = "aurora", merchant = "AURORA") {
  const token = await sb.login(merchant, MEMBER.username, MEMBER.password);
  return { token, cookie: await cookieFor(brandId, { token, isAgent: 0, username: MEMBER.username }) };
}

/** A trial account of TALA (FREEPLAY3), signed in on the tala brand. */
async function trial() {
  const session = await sb.platform({ merchant: "TALA" }).auth.freePlay({ os: "Linux", platform: "W", deviceId: "games-launch-test" });
  return { token: session.token, cookie: await cookieFor("tala", { token: session.token, isAgent: 4, username: session.username }) };
}

/** A launch form post, as a browser without JavaScript sends it. */
function launch(form: Record<string, string>, options: { cookie?: string; brand?: string; path?: string } = {}) {
  const brand = options.brand ?? "aurora";
  return request(brand, options.path ?? "/games/launch", {
    form: { returnTo: "/?tab=RNG", ...form },
    headers: { ...sameOrigin(brand), ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
}

const sessionCount = () => db.prepare("SELECT COUNT(*) FROM game_sessions").pluck().get() as number;
const gameWhere = (sql: string) => db.prepare(`SELECT node_id FROM games WHERE ${sql} ORDER BY node_id LIMIT 1`).pluck().get() as string;

describe("launching a game", () => {
  it("opens a slot in the game popup on a launch CDN, records it as recent, and sends the browser no token", async () => {
    const { token, cookie } = await member();
    const nodeId = gameWhere("vendor_code = 'PG' AND support_play = 1");
    const { status, body } = await launch({ nodeId }, { cookie });
    expect(status).toBe(200);
    const frame = /<iframe[^>]*data-game-frame[^>]*>/.exec(body)?.[0] ?? "";
    expect(frame).toMatch(/src="http:\/\/play[12]\.aurora\.localhost:\d+\/demo-game\/[0-9a-f]{32}\?language=EN"/);
    expect(frame).toMatch(/title="[^"]+"/);
    expect(body).toContain('data-dialog="game"');
    // Without JavaScript the close button is a form back to where the player was.
    expect(body).toMatch(/<form method="get" action="\/\?tab=RNG"/);
    expect(body).not.toContain(token);

    const recent = await sb.platform({ merchant: "AURORA", token }).games.recent({ language: "EN", clientType: "3" });
    expect(recent.list[0].nodeId).toBe(nodeId);
  });

  it("answers the page's script with data that holds no token either", async () => {
    const { token, cookie } = await member();
    const { status, body } = await launch({ nodeId: "RNG-JILI-0003" }, { cookie, path: "/games/launch.data" });
    expect(status).toBe(200);
    expect(body).toMatch(/demo-game\/[0-9a-f]{32}/);
    expect(body).not.toContain(token);
  });

  it("starts a new session for a replayed post, moving no money", async () => {
    const { token, cookie } = await member();
    const platform = sb.platform({ merchant: "AURORA", token });
    const before = (await platform.wallet.balance()).balanceCents;
    const first = await launch({ nodeId: "RNG-PP-0002" }, { cookie });
    const second = await launch({ nodeId: "RNG-PP-0002" }, { cookie });
    const url = (body: string) => /demo-game\/([0-9a-f]{32})/.exec(body)?.[1];
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(url(first.body)).not.toBe(url(second.body));
    expect((await platform.wallet.balance()).balanceCents).toBe(before);
  });

  it("routes the lottery vendors to their pages", async () => {
    const { cookie } = await member();
    const cases = [
      [{ vendor: "TCG_LOTTO_VN" }, "/vnLottery?gameCode=VN"],
      [{ vendor: "TCG_SEA" }, "/seaLottery?gameCode=SEA"],
      [{ vendor: "LOTT" }, "/lottery?gameCode=LOTT"],
      [{ vendor: "ELOTT" }, "/lottery?gameCode=ELOTT"],
      [{ nodeId: "LOTTERY-TCG_LOTTO_VN-0002" }, "/vnLottery?gameCode=TCG_LOTTO_VN-0002"],
    ] as const;
    for (const [form, location] of cases) {
      const response = await launch(form, { cookie });
      expect(response.status, JSON.stringify(form)).toBe(302);
      expect(response.headers.location).toBe(location);
    }
  });

  it("opens a VASSALAGE vendor's game list popup, 18 a page, which works as a page", async () => {
    const response = await launch({ vendor: "EVO" });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/games/vendor/EVO?returnTo=%2F%3Ftab%3DRNG");

    const popup = await request("aurora", response.headers.location!);
    expect(popup.status).toBe(200);
    expect(popup.body).toContain('data-dialog="vendor-games"');
    expect(popup.body).toContain("Evolution games");
    const nodes = [...popup.body.matchAll(/data-node-id="([^"]+)"/g)].map((match) => match[1]);
    expect(nodes).toHaveLength(18);
    for (const node of nodes) expect(node).toMatch(/^LIVE-EVO-/);
    // Every card in it launches and toggles a favourite.
    const dialog = /<dialog[^>]*data-dialog="vendor-games"[\s\S]*?<\/dialog>/.exec(popup.body)?.[0] ?? "";
    expect(dialog.split('action="/games/launch"').length - 1).toBe(18);
    expect(popup.body).toMatch(/aria-current="page"[^>]*data-page="1"[\s\S]*data-page="7"/);
    expect(popup.body).toContain('href="/games/vendor/EVO?returnTo=%2F%3Ftab%3DRNG&amp;page=2"');

    const second = await request("aurora", "/games/vendor/EVO?page=2");
    expect([...second.body.matchAll(/data-node-id="(LIVE-EVO-\d+)"/g)][0][1]).toBe("LIVE-EVO-0019");
  });

  it("answers bad vendor popup input with the first page or a 404, never a 500", async () => {
    for (const page of ["abc", "0", "-1", "1.5", "1e9"]) {
      const { status, body } = await request("aurora", `/games/vendor/EVO?page=${page}`);
      expect(status, page).toBe(200);
      expect(body).toMatch(/aria-current="page"[^>]*data-page="1"[\s\S]*data-page="7"/);
    }
    const past = await request("aurora", "/games/vendor/EVO?page=99&returnTo=/live");
    expect(past.status).toBe(302);
    expect(past.headers.location).toBe("/games/vendor/EVO?returnTo=%2Flive");
    expect((await request("aurora", "/games/vendor/NOPE")).status).toBe(404);
    expect((await request("aurora", "/games/vendor/..%2F..")).status).toBe(404);
    // LUMEN does not offer Red Tiger.
    expect((await request("lumen", "/games/vendor/RT")).status).toBe(404);
    // An outside returnTo is dropped.
    expect((await request("aurora", "/games/vendor/EVO?returnTo=//evil.example")).body).toMatch(/<form method="get" action="\/"/);
  });

  it("sends a visitor to the sign-in popup, coming back to the page", async () => {
    const before = sessionCount();
    const response = await launch({ nodeId: "RNG-PG-0002", returnTo: "/?tab=RNG" });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/login?redirectTo=%2F%3Ftab%3DRNG");
    const outside = await launch({ nodeId: "RNG-PG-0002", returnTo: "https://evil.example/" });
    expect(outside.headers.location).toBe("/login?redirectTo=%2F");
    expect(sessionCount()).toBe(before);
  });

  it("answers bad input with a translated message and no launch", async () => {
    const { cookie } = await member();
    const before = sessionCount();
    const forms: Array<Record<string, string>> = [
      {},
      { nodeId: "" },
      { nodeId: "../../etc" },
      { nodeId: "x".repeat(65) },
      { vendor: "NO PE" },
    ];
    for (const form of forms) {
      const { status, body } = await launch(form, { cookie });
      expect(status, JSON.stringify(form)).toBe(422);
      expect(body).toContain("Please enter correct information");
    }
    const unknown = await launch({ nodeId: "RNG-PG-9999" }, { cookie });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain("Invalid URL, please contact customer service");
    // LUMEN does not offer Microgaming, and no merchant a vendor called NOPE.
    expect((await launch({ nodeId: "RNG-MG-0001" }, { brand: "lumen", cookie: (await member("lumen", "LUMEN")).cookie })).status).toBe(404);
    expect((await launch({ vendor: "NOPE" }, { cookie })).status).toBe(404);
    expect(sessionCount()).toBe(before);
    // An address typed in has nothing to launch.
    const typed = await request("aurora", "/games/launch");
    expect(typed.status).toBe(200);
    expect(typed.body).toContain('data-state="empty"');
  });

  it("refuses a launch posted from another site", async () => {
    const { cookie } = await member();
    const response = await request("aurora", "/games/launch", {
      form: { nodeId: "RNG-PG-0002" },
      headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.status).toBe(403);
  });

  it("shows the maintenance screen for a game or a vendor under maintenance, with popular games and customer service", async () => {
    const { cookie } = await member();
    await sb.control("/games/RNG-PG-0006/maintenance", { enabled: true });
    try {
      for (const nodeId of ["RNG-PG-0006", "RNG-RT-0002"]) {
        const { status, body } = await launch({ nodeId }, { cookie });
        expect(status, nodeId).toBe(503);
        expect(body).toContain("The game is under maintenance. Check out our other popular games!");
        expect(body).toContain('data-state="maintenance"');
        const popular = [...body.matchAll(/data-node-id="([^"]+)"/g)].map((match) => match[1]);
        expect(popular.length).toBeGreaterThan(0);
        expect(popular).not.toContain(nodeId);
        expect(body).toContain('href="https://support.aurora.example/chat"');
        expect(body).not.toContain("<iframe");
      }
    } finally {
      await sb.control("/games/RNG-PG-0006/maintenance", { enabled: false });
    }
  });

  it("opens a vendor that refuses framing through a new-window link", async () => {
    const { cookie } = await member();
    const { status, body } = await launch({ vendor: "SBO" }, { cookie });
    expect(status).toBe(200);
    expect(body).not.toContain("<iframe");
    expect(body).toMatch(
      /<a href="http:\/\/play[12]\.aurora\.localhost:\d+\/demo-game\/[0-9a-f]{32}\?language=EN" target="_blank" rel="noopener noreferrer"/,
    );
  });

  it("lets a trial account play a free trial where the game offers one, else with its trial balance", async () => {
    const { cookie, token } = await trial();
    const free = gameWhere("vendor_code = 'JILI' AND support_play = 0");
    const paid = gameWhere("vendor_code = 'JILI' AND support_play = 1");
    const sessionOf = (body: string) => /demo-game\/([0-9a-f]{32})/.exec(body)![1];
    const freeTrialOf = (id: string) => db.prepare("SELECT free_trial FROM game_sessions WHERE id = ?").pluck().get(id);

    const played = await launch({ nodeId: free }, { brand: "tala", cookie });
    expect(played.status).toBe(200);
    expect(freeTrialOf(sessionOf(played.body))).toBe(1);
    expect(played.body).not.toContain(token);
    const withBalance = await launch({ nodeId: paid }, { brand: "tala", cookie });
    expect(withBalance.status).toBe(200);
    expect(freeTrialOf(sessionOf(withBalance.body))).toBe(0);
  });
});

describe("favourites", () => {
  const favourite = (form: Record<string, string>, cookie?: string, path = "/games/favourite") =>
    request("aurora", path, {
      form: { returnTo: "/rng", ...form },
      headers: { ...sameOrigin("aurora"), ...(cookie ? { cookie } : {}) },
    });
  const idsOf = (token: string) =>
    sb
      .platform({ merchant: "AURORA", token })
      .favourites.ids()
      .then(({ ids }) => ids);

  it("adds and removes with a plain form (back to the page), idempotently when replayed", async () => {
    const { token, cookie } = await member();
    const added = await favourite({ nodeId: "RNG-KA-0004", intent: "add" }, cookie);
    expect(added.status).toBe(303);
    expect(added.headers.location).toBe("/rng");
    // A replayed add changes nothing.
    await favourite({ nodeId: "RNG-KA-0004", intent: "add" }, cookie);
    expect((await idsOf(token)).filter((id) => id === "RNG-KA-0004")).toHaveLength(1);

    // Every card of the game now shows it pressed; the home's FAV section lists the same id.
    const home = await request("aurora", "/?tab=FAV", { headers: { cookie } });
    expect(home.body).toMatch(/data-node-id="RNG-KA-0004"[\s\S]*?aria-pressed="true"[^>]*data-favourite="on"/);
    expect(home.body).not.toContain(token);

    expect((await favourite({ nodeId: "RNG-KA-0004", intent: "remove" }, cookie)).status).toBe(303);
    expect((await favourite({ nodeId: "RNG-KA-0004", intent: "remove" }, cookie)).status).toBe(303);
    expect(await idsOf(token)).not.toContain("RNG-KA-0004");
  });

  it("answers the page's script with the ids and no token", async () => {
    const { token, cookie } = await member();
    const { status, body } = await favourite(
      { nodeId: "FISH-JILI_FISH-0002", intent: "add", via: "script" },
      cookie,
      "/games/favourite.data",
    );
    expect(status).toBe(200);
    expect(body).toContain("FISH-JILI_FISH-0002");
    expect(body).not.toContain(token);
    expect(await idsOf(token)).toContain("FISH-JILI_FISH-0002");
  });

  it("keeps lottery favourites with the account, like any game", async () => {
    const { token, cookie } = await member();
    await favourite({ nodeId: "LOTTERY-TCG_SEA-0003", intent: "add" }, cookie);
    expect(await idsOf(token)).toContain("LOTTERY-TCG_SEA-0003");
    // The same username signed in again (another device) has it too.
    expect(await idsOf(await sb.login("AURORA", MEMBER.username, MEMBER.password))).toContain("LOTTERY-TCG_SEA-0003");
  });

  it("sends a visitor to the sign-in popup; a visitor's heart is a link there", async () => {
    const response = await favourite({ nodeId: "RNG-PG-0002", intent: "add" });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/login?redirectTo=%2Frng");
    const home = await request("aurora", "/");
    expect(home.body).toMatch(/<a[^>]*data-favourite="visitor"[^>]*href="\/login\?redirectTo=%2F"/);
  });

  it("asks a trial account for a real account, without calling the platform", async () => {
    const { cookie } = await trial();
    const before = snapshot(sb.sandbox, "favourites");
    const response = await request("tala", "/games/favourite", {
      form: { nodeId: "RNG-JILI-0002", intent: "add", returnTo: "/" },
      headers: { ...sameOrigin("tala"), cookie },
    });
    expect(response.status).toBe(403);
    expect(response.body).toContain('data-dialog="real-account"');
    expect(snapshot(sb.sandbox, "favourites")).toEqual(before);
  });

  it("answers bad input with a translated message and no change", async () => {
    const { cookie } = await member();
    const before = snapshot(sb.sandbox, "favourites");
    const forms: Array<Record<string, string>> = [
      { nodeId: "RNG-PG-0002" },
      { nodeId: "RNG-PG-0002", intent: "toggle" },
      { nodeId: "<script>", intent: "add" },
      { intent: "add" },
    ];
    for (const form of forms) {
      const { status, body } = await favourite(form, cookie);
      expect(status, JSON.stringify(form)).toBe(422);
      expect(body).toContain("Please enter correct information");
    }
    const unknown = await favourite({ nodeId: "RNG-PG-9999", intent: "add" }, cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain("Invalid URL, please contact customer service");
    expect(snapshot(sb.sandbox, "favourites")).toEqual(before);
  });
});
