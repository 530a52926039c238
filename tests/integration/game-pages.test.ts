import { describe, expect, it } from "vitest";
import { createSessionCodec } from "~/session/codec.server";
import en from "~/i18n/packs/en.json";
import { startTestPortal, TEST_SESSION_SECRET } from "../helpers/portal";
import { MEMBER, snapshot, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
// Before any page is rendered (the portal caches the vendor lanes): a sports vendor in maintenance.
sb.sandbox.db.prepare("UPDATE vendors SET maintenance = 1 WHERE code = 'CMD'").run();
const { request } = await startTestPortal(sb.url);
const t = en.gamePages;

const count = (text: string, needle: string) => text.split(needle).length - 1;
/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

/** A signed-in session cookie for `username` of `merchant`, as the sign-in makes it, with its platform token. */
async function signIn(brandId: string, merchant: string, username: string = MEMBER.username) {
  const token = await sb.login(merchant, username, MEMBER.password);
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
    { token, isAgent: 0, username, expiresAt: Date.now() + 3_600_000 },
    brandId,
  );
  return { token, headers: { cookie: `__session=${sealed}` }, platform: sb.platform({ merchant, token }) };
}

/** The markup from `<section data-section="name">` to its end. */
function section(body: string, name: string): string {
  const marker = body.indexOf(`data-section="${name}"`);
  expect(marker, `section ${name}`).toBeGreaterThan(-1);
  return body.slice(body.lastIndexOf("<section", marker), body.indexOf("</section>", marker));
}

/** What the sign-in redirect of a visitor says: where it goes and where it comes back to. */
function signInRedirect(location: string | undefined) {
  const url = new URL(location ?? "", "http://portal.invalid");
  return { pathname: url.pathname, redirectTo: url.searchParams.get("redirectTo") };
}

describe("game centre pages", () => {
  it("lists sports and cockfight vendors as launch forms, with NEW badges and the maintenance state", async () => {
    const { status, body } = await request("aurora", "/sports");
    expect(status).toBe(200);
    expect(body).toContain(`<title>${t.centre.sports} | `);
    expect(body).toContain('rel="canonical" href="http://aurora.localhost:');
    const sports = section(body, "vendors-sports");
    const cockfight = section(body, "vendors-cockfight");
    for (const code of ["SABA", "SBO", "BTI"]) {
      expect(sports).toContain(`data-vendor="${code}"`);
      expect(sports).toMatch(new RegExp(`action="/games/launch"[^>]*>(?:(?!</form>).)*name="vendor" value="${code}"`, "s"));
    }
    expect(cockfight).toContain('name="vendor" value="DS88"');

    // CMD is in maintenance: shown with its state, with nothing that launches it.
    expect(sports).toMatch(/data-vendor="CMD" data-state="maintenance"/);
    expect(sports).not.toContain('name="vendor" value="CMD"');

    // The NEW badges are the platform's new-game vendors, no more, no fewer.
    const { list } = await sb.platform({ merchant: "AURORA" }).live.newGameVendors({ language: "EN" });
    const fresh = new Set(list.map((entry) => entry.vassalage));
    for (const code of ["SABA", "SBO", "CMD", "BTI", "DS88", "SV388"]) {
      const card = body.slice(body.indexOf(`data-vendor="${code}"`));
      const cardEnd = card.search(/<\/li>/);
      expect(card.slice(0, cardEnd).includes('data-badge="new"'), code).toBe(fresh.has(code));
    }
  });

  it("serves /esports, /lott and /elott with their categories' vendors", async () => {
    const esports = await request("aurora", "/esports");
    expect(section(esports.body, "vendors-esports")).toContain('name="vendor" value="TF"');
    for (const path of ["/lott", "/elott"]) {
      const { status, body } = await request("tala", `${path}?lng=EN`);
      expect(status).toBe(200);
      const lottery = section(body, "vendors-lottery");
      for (const code of ["TCG_SEA", "TCG_LOTTO_VN", "LOTT", "ELOTT"]) expect(lottery).toContain(`name="vendor" value="${code}"`);
    }
  });

  it("answers 404 on a brand without the centre's categories (TALA has no e-sports)", async () => {
    const { status, body } = await request("tala", "/esports");
    expect(status).toBe(404);
    expect(body).not.toContain("vendors-esports");
  });
});

describe("account game pages", () => {
  it("sends a visitor to the sign-in with the page and its query as the way back", async () => {
    for (const path of ["/favorite", "/recent?page=2"]) {
      const { status, headers } = await request("aurora", path);
      expect(status).toBe(302);
      expect(signInRedirect(headers.location)).toEqual({ pathname: "/login", redirectTo: path });
    }
  });

  it("is where the home's FAV and RECENT sections' More links lead", async () => {
    const { headers } = await signIn("lumen", "LUMEN");
    const { body } = await request("lumen", "/", { headers });
    expect(body).toMatch(/data-section="favourites"(?:(?!<\/section>).)*href="\/favorite"/s);
    expect(body).toMatch(/data-section="recent"(?:(?!<\/section>).)*href="\/recent"/s);
  });

  it("shows each list's own empty state", async () => {
    const { headers } = await signIn("lumen", "LUMEN", "demo_newbie");
    const favorite = await request("lumen", "/favorite", { headers });
    expect(favorite.status).toBe(200);
    expect(favorite.body).toContain(html(t.account.favoriteEmpty));
    const recent = await request("lumen", "/recent", { headers });
    expect(recent.body).toContain(html(t.account.recentEmpty));
    expect(count(recent.body, 'data-card="game"')).toBe(0);
  });

  it("pages the favourites by 18, newest first, and falls back to the first page on a bad page number", async () => {
    const { headers, platform } = await signIn("aurora", "AURORA");
    const ids = Array.from({ length: 20 }, (_, index) => `RNG-PG-${String(index + 1).padStart(4, "0")}`);
    for (const nodeId of ids) {
      await platform.favourites.add({ nodeId, vendor: "PG", gameType: "RNG" });
      sb.sandbox.clock.advance(1000);
    }
    const first = await request("aurora", "/favorite", { headers });
    expect(count(first.body, 'data-card="game"')).toBe(18);
    expect(first.body).toContain(`data-node-id="${ids[19]}"`);
    expect(first.body).toContain('href="/favorite?page=2"');
    expect(first.body).toMatch(/aria-current="page"[^>]*data-page="1"[\s\S]*data-page="2"/);

    const second = await request("aurora", "/favorite?page=2", { headers });
    expect(count(second.body, 'data-card="game"')).toBe(2);
    expect(second.body).toContain(`data-node-id="${ids[0]}"`);
    expect(second.body).toContain('href="/favorite"');

    for (const bad of ["abc", "0", "-1", "2.5", "1e3", "99999999", "%00"]) {
      const { status, body } = await request("aurora", `/favorite?page=${bad}`, { headers });
      expect(status, bad).toBe(200);
      expect(body, bad).toMatch(/aria-current="page"[^>]*data-page="1"[\s\S]*data-page="2"/);
    }
    const past = await request("aurora", "/favorite?page=7", { headers });
    expect(past.status).toBe(200);
    expect(past.body).toContain(html(t.pager.pastEnd));
    expect(past.body).toContain('data-state="past-end"');
  });

  it("lists a game the player just launched first in /recent", async () => {
    const { headers, platform } = await signIn("tala", "TALA");
    await platform.games.launch({ nodeId: "FISH-JILI_FISH-0004", platform: "html5-desktop", language: "EN" });
    const { body } = await request("tala", "/recent", { headers });
    const first = /data-card="game"[^>]*data-node-id="([^"]+)"/.exec(body)?.[1];
    expect(first).toBe("FISH-JILI_FISH-0004");
  });

  it("shows a translated error in the list's place when the platform fails, not a 500", async () => {
    const { headers } = await signIn("aurora", "AURORA", "demo_newbie");
    await sb.control("/faults", { call: "games.recent", failureRate: 1 });
    try {
      const { status, body } = await request("aurora", "/recent", { headers });
      expect(status).toBe(200);
      expect(body).toContain('data-state="error"');
      expect(body).toContain(html(en.errors.INTERNAL_ERROR));
    } finally {
      await sb.control("/faults/clear");
    }
  });
});

describe("lottery pages", () => {
  it("sends a visitor to the sign-in, keeping the game code", async () => {
    const { status, headers } = await request("aurora", "/vnLottery?gameCode=TCG_LOTTO_VN-0003");
    expect(status).toBe(302);
    expect(signInRedirect(headers.location)).toEqual({ pathname: "/login", redirectTo: "/vnLottery?gameCode=TCG_LOTTO_VN-0003" });
  });

  it("opens the Vietnam lottery game's betting view server-side, with the menu, results, bets and missions", async () => {
    const { token, headers } = await signIn("aurora", "AURORA");
    const { status, body } = await request("aurora", "/vnLottery?gameCode=TCG_LOTTO_VN-0003", { headers });
    expect(status).toBe(200);
    expect(body).toMatch(/<iframe[^>]*src="http:\/\/[^"]+\/demo-lottery\/[0-9a-f]{32}\?language=EN&amp;device=desktop"/);
    expect(body).toContain('data-lottery-lobby="TCG_LOTTO_VN-0003"');
    expect(body).not.toContain(token);
    expect(body).toContain('data-variant="page"');
    expect(body).toContain('data-testid="side-menu"');
    // The lobby the platform opened is the betting view of that game, with the back URL of the lottery centre.
    const [session] = sb.sandbox.db
      .prepare("SELECT prize_mode, node_id, view, back_url FROM lottery_sessions ORDER BY created_at DESC, rowid DESC LIMIT 1")
      .all() as Array<{ prize_mode: string; node_id: string; view: string; back_url: string }>;
    expect(session).toMatchObject({ prize_mode: "ZY", node_id: "LOTTERY-TCG_LOTTO_VN-0003", view: "betting" });
    expect(session.back_url).toMatch(/^http:\/\/aurora\.localhost:\d+\/elott$/);

    for (const region of ["NORTH", "CENTRAL", "SOUTH"]) expect(body).toContain(`data-region="${region}"`);
    const menuLink = (code: string) => new RegExp(`<a[^>]*data-game-code="${code}"[^>]*>`).exec(body)?.[0] ?? "";
    expect(menuLink("TCG_LOTTO_VN-0003")).toContain('aria-current="page"');
    expect(menuLink("TCG_LOTTO_VN-0003")).toContain('href="/vnLottery?gameCode=TCG_LOTTO_VN-0003"');
    expect(menuLink("TCG_LOTTO_VN-0002")).not.toContain("aria-current");
    expect(body).toMatch(/data-draw="\d+"/);
    expect(body).toContain(html(t.lottery.betsEmpty));
    expect(body).toContain("0 of 3 missions done, 0 points");
    expect(body).toContain("data-leaderboard");
  });

  it("falls back to the lobby, with a notice, for a malformed code or another page's game; the bad code is never sent", async () => {
    const { headers } = await signIn("aurora", "AURORA");
    for (const gameCode of ["<script>", "x".repeat(65), "LOTT-0003", "NOPE-0001"]) {
      const before = snapshot(sb.sandbox, "lottery_sessions").length;
      const { status, body } = await request("aurora", `/seaLottery?gameCode=${encodeURIComponent(gameCode)}`, { headers });
      expect(status, gameCode).toBe(200);
      expect(body, gameCode).toContain('data-state="unknown-game"');
      expect(body, gameCode).toContain('data-lottery-lobby="lobby"');
      expect(body).not.toContain('&lt;script&gt;"');
      const sessions = snapshot(sb.sandbox, "lottery_sessions") as Array<{ node_id: string | null; prize_mode: string }>;
      // Exactly one lobby opened (the SEA lobby), and no session for the code asked.
      expect(sessions.length - before, gameCode).toBe(1);
      expect(sessions.at(-1)).toMatchObject({ node_id: null, prize_mode: "SEA" });
    }
  });

  it("serves /lottert, /vnlottery and /sealottery as game pages without the side menu, /seamless without the footer", async () => {
    const { headers } = await signIn("aurora", "AURORA");
    for (const path of ["/lottert?gameCode=LOTT-0002", "/vnlottery", "/sealottery?gameCode=TCG_SEA-0002"]) {
      const { status, body } = await request("aurora", path, { headers });
      expect(status, path).toBe(200);
      expect(body, path).toContain('data-variant="game"');
      expect(body, path).not.toContain('data-testid="side-menu"');
      expect(body, path).toContain("<footer");
      expect(body, path).not.toContain('data-section="opened-numbers"');
      expect(body, path).toMatch(/<iframe[^>]*\/demo-lottery\//);
    }
    const seamless = await request("aurora", "/seamless?gameCode=ELOTT-0002", { headers });
    expect(seamless.body).toContain('data-lottery-lobby="ELOTT-0002"');
    expect(seamless.body).not.toContain("<footer");
    expect(seamless.body).toContain('data-testid="side-menu"');
  });

  it("shows the lottery's failure in its place, translated, when the platform cannot open the lobby", async () => {
    const { headers } = await signIn("aurora", "AURORA");
    await sb.control("/faults", { call: "lottery.lobby", failureRate: 1 });
    try {
      const { status, body } = await request("aurora", "/lottery", { headers });
      expect(status).toBe(200);
      expect(section(body, "lottery-lobby")).toContain(html(en.errors.INTERNAL_ERROR));
      expect(body).not.toContain("<iframe");
    } finally {
      await sb.control("/faults/clear");
    }
  });
});

describe("live rooms", () => {
  it("lists the live models (chat links for those online) and the PVP rooms", async () => {
    const { status, body } = await request("lumen", "/live-rooms");
    expect(status).toBe(200);
    const models = section(body, "live-models");
    expect(count(models, "data-model=")).toBe(6);
    expect(count(models, "data-chat-link")).toBe(4);
    const rooms = section(body, "pvp-rooms");
    expect(count(rooms, "data-room=")).toBe(6);
    expect(rooms).toContain('href="/pvp?vassalage=KM"');
  });

  it("opens a model's chat room in a popup with the chat URL fetched on the server; a visitor signs in first", async () => {
    const { list } = await sb.platform({ merchant: "AURORA" }).live.models({ language: "EN" });
    const online = list.find((model) => model.online)!;
    const path = `/live-rooms/chat/${online.modelId}`;
    const visitor = await request("aurora", path);
    expect(visitor.status).toBe(302);
    expect(signInRedirect(visitor.headers.location)).toEqual({ pathname: "/login", redirectTo: path });

    const { token, headers } = await signIn("aurora", "AURORA");
    const { status, body } = await request("aurora", path, { headers });
    expect(status).toBe(200);
    expect(body).toContain('data-dialog="chat-room"');
    expect(body).toMatch(/<iframe[^>]*src="http:\/\/[^"]+\/demo-chat\/[0-9a-f]{32}\?language=EN"/);
    expect(body).not.toContain(token);
    expect(section(body, "live-models")).toContain(online.name);
  });

  it("answers 404 for a malformed, unknown or offline model, without asking the platform for a chat", async () => {
    const { headers } = await signIn("aurora", "AURORA");
    const { list } = await sb.platform({ merchant: "AURORA" }).live.models({ language: "EN" });
    const offline = list.find((model) => !model.online)!;
    const before = snapshot(sb.sandbox, "chat_sessions");
    for (const id of ["a%20b", "x".repeat(65), "NOBODY", offline.modelId]) {
      const { status } = await request("aurora", `/live-rooms/chat/${id}`, { headers });
      expect(status, id).toBe(404);
    }
    expect(snapshot(sb.sandbox, "chat_sessions")).toEqual(before);
  });
});
