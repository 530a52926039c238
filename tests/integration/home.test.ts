import { request as httpRequest } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createSessionCodec } from "~/session/codec.server";
import { startTestPortal, TEST_SESSION_SECRET } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const { portal, request } = await startTestPortal(sb.url);

/*
 * The home's public lists are cached per merchant and language for the life of the
 * portal (stale-while-revalidate, and a stale value survives a failed refresh). The
 * two fault tests therefore come first and each uses a merchant+language no earlier
 * test has loaded: TALA in EN (slow winner board), then LUMEN (failing HOT).
 */

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

const count = (text: string, needle: string) => text.split(needle).length - 1;

/** The markup of one home section (`<section data-section="<name>">`; home sections do not nest). */
function section(body: string, name: string): string {
  const marker = body.indexOf(`data-section="${name}"`);
  expect(marker, `section ${name}`).toBeGreaterThan(-1);
  const end = body.indexOf("</section>", marker);
  return body.slice(body.lastIndexOf("<section", marker), end + "</section>".length);
}

/**
 * A section with what streamed into it: the content React sent later for each of its
 * pending Suspense boundaries (`<template id="B:n">`, filled by `$RC("B:n","S:m")`).
 */
function resolved(body: string, name: string): string {
  let markup = section(body, name);
  for (const [, boundary] of markup.matchAll(/<template id="B:(\d+)"><\/template>/g)) {
    const segment = new RegExp(`\\$RC\\("B:${boundary}","S:(\\d+)"\\)`).exec(body)?.[1];
    expect(segment, `streamed content of B:${boundary}`).toBeDefined();
    const start = body.indexOf(`<div hidden id="S:${segment}">`);
    markup += body.slice(start, body.indexOf("</div><script", start));
  }
  return markup;
}

/** The response body as the chunks arrived, in order. */
function chunksOf(brand: string, path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: portal.port, path, headers: { host: `${brand}.localhost:${portal.port}` } },
      (res) => {
        const chunks: string[] = [];
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => chunks.push(chunk));
        res.on("end", () => resolve(chunks));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** A session cookie for demo_member of `merchant`, as the sign-in makes it. */
async function memberCookie(brandId: string, merchant: string) {
  const token = await sb.login(merchant, MEMBER.username, MEMBER.password);
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
    { token, isAgent: 0, username: MEMBER.username, expiresAt: Date.now() + 3_600_000 },
    brandId,
  );
  return { token, cookie: `__session=${sealed}` };
}

afterEach(async () => {
  await sb.control("/faults/clear");
});

describe("resilience", () => {
  it("streams the page before a slow winner board", async () => {
    await sb.control("/faults", { call: "games.winners", latencyMs: 3000 });
    const chunks = await chunksOf("tala", "/?lng=EN");

    const firstWith = (needle: string) => {
      let text = "";
      return chunks.findIndex((chunk) => (text += chunk).includes(needle));
    };
    const banner = firstWith('data-section="banners"');
    const loading = firstWith("Loading the winners…");
    const winner = firstWith('data-winner="entry"');
    expect(banner).toBeGreaterThan(-1);
    expect(loading).toBeGreaterThan(-1);
    expect(winner).toBeGreaterThan(-1);
    // The shell (banner, HOT, the board's loading line) was sent before any winner existed.
    expect(banner).toBeLessThan(winner);
    expect(loading).toBeLessThan(winner);
    expect(firstWith('data-section="hot"')).toBeLessThan(winner);
    expect(chunks.slice(0, winner).join("")).not.toContain('data-winner="entry"');
  });

  it("shows a translated error in HOT alone when games.hot fails", async () => {
    await sb.control("/faults", { call: "games.hot", failureRate: 1 });
    const { status, body } = await request("lumen", "/");
    expect(status).toBe(200);

    // HOT streams on a cold cache: what arrived later counts.
    const hot = resolved(body, "hot");
    expect(hot).toContain('data-state="error"');
    expect(hot).toContain("This section could not be loaded. Please try again later.");
    expect(count(hot, 'data-card="game"')).toBe(0);
    expect(body).not.toMatch(/at [\w.$<>]+ \([^)]*:\d+:\d+\)|node_modules|\.ts:\d+/);

    // The rest of the page is there.
    expect(section(body, "banners")).toContain("<img");
    expect(count(resolved(body, "category-rng"), 'data-card="game"')).toBeGreaterThan(0);
    expect(resolved(body, "winners")).toContain('data-winner="entry"');

    // Nothing failed was cached: once the platform answers again, so does HOT.
    await sb.control("/faults/clear");
    const again = await request("lumen", "/");
    expect(count(resolved(again.body, "hot"), 'data-card="game"')).toBeGreaterThan(0);
  });
});

describe("routes", () => {
  it.each(["/", "/index", "/home", "/index.html", "/login", "/register"])("%s is the home", async (path) => {
    const { status, body } = await request("aurora", path);
    expect(status).toBe(200);
    for (const name of ["banners", "notices", "hot", "category-rng", "category-live", "winners"]) {
      expect(body).toContain(`data-section="${name}"`);
    }
    expect(body).toMatch(/<a[^>]*aria-current="page"[^>]*data-tab="HOME"/);
  });

  it("answers any other page with the 404 page", async () => {
    const { status, body } = await request("aurora", "/nonsense");
    expect(status).toBe(404);
    expect(body).toContain("Page not found");
    expect(body).not.toContain('data-section="hot"');
  });
});

describe("sections", () => {
  it("cuts HOT to 12 games and each category to 5 vendors or 12 games, with a more link", async () => {
    const { body } = await request("aurora", "/");
    const hot = section(body, "hot");
    expect(count(hot, 'data-card="game"')).toBeGreaterThan(0);
    expect(count(hot, 'data-card="game"')).toBeLessThanOrEqual(12);

    const { lanes } = await sb.platform({ merchant: "AURORA" }).games.lanes({ platform: "html5-desktop", language: "EN" });
    const paths: Record<string, string> = {
      RNG: "/rng",
      FISH: "/fish",
      PVP: "/pvp",
      LIVE: "/live",
      SPORTS: "/sports",
      ESPORTS: "/esports",
      LOTTERY: "/elott",
    };
    const markupOf = (lane: (typeof lanes)[number]) => section(body, `category-${lane.gameType.toLowerCase()}`);
    const gameLanes = lanes.filter((lane) => ["RNG", "FISH", "PVP"].includes(lane.gameType));
    const vendorLanes = lanes.filter((lane) => !gameLanes.includes(lane));
    expect(gameLanes.length).toBeGreaterThan(0);
    expect(vendorLanes.length).toBeGreaterThan(0);
    for (const lane of gameLanes) {
      expect(count(markupOf(lane), 'data-card="game"'), lane.gameType).toBe(12);
      expect(count(markupOf(lane), 'data-card="vendor"')).toBe(0);
    }
    for (const lane of vendorLanes) {
      expect(count(markupOf(lane), 'data-card="vendor"'), lane.gameType).toBe(Math.min(5, lane.vendors.length));
    }
    for (const lane of lanes.filter((lane) => paths[lane.gameType])) {
      expect(markupOf(lane)).toContain(`href="${paths[lane.gameType]}"`);
    }
    // AURORA has more than 5 live vendors, so the cut shows.
    expect(lanes.find((lane) => lane.gameType === "LIVE")!.vendors.length).toBeGreaterThan(5);
  });

  it("marks hot games, with lazy icons that have alt text", async () => {
    const { body } = await request("aurora", "/");
    const hot = section(body, "hot");
    expect(count(hot, 'data-badge="hot"')).toBe(count(hot, 'data-card="game"'));
    const icons = hot.match(/<img[^>]*>/g) ?? [];
    expect(icons.length).toBe(count(hot, 'data-card="game"'));
    for (const icon of icons) {
      expect(icon).toMatch(/loading="lazy"/);
      expect(icon).toMatch(/alt="[^"]+"/);
      expect(icon).toMatch(/src="http:\/\/img[12]\.aurora\.localhost:\d+\/assets\/games\//);
    }
  });

  // The free-trial marker promises a visitor can try the game: only a brand with free play (FREEPLAY3, tala's) shows it.
  it("marks free trials only where the brand offers free play", async () => {
    const { games } = await sb
      .platform({ merchant: "AURORA" })
      .games.list({ clientType: "3", platform: "html5-desktop", merchant: "AURORA", gameType: "RNG", pageSize: 12, language: "EN" });
    expect(games.filter((game) => game.supportPlay === 0).length).toBeGreaterThan(0);
    const [aurora, tala] = await Promise.all([request("aurora", "/"), request("tala", "/")]);
    expect(count(section(aurora.body, "category-rng"), 'data-card="game"')).toBe(games.length);
    expect(count(aurora.body, 'data-badge="free-trial"')).toBe(0);
    expect(count(tala.body, 'data-badge="free-trial"')).toBeGreaterThan(0);
  });

  it("shows game names in the page's language", async () => {
    const platform = sb.platform({ merchant: "AURORA" });
    const hotIn = async (language: "EN" | "TY") =>
      (await platform.games.hot({ merchantCode: "AURORA", isPlatform: "2", platform: "html5-desktop", language })).list.slice(0, 12);
    const [en, ty] = await Promise.all([hotIn("EN"), hotIn("TY")]);
    const differing = ty.filter((game, index) => game.gameName !== en[index].gameName);
    expect(differing.length).toBeGreaterThan(0);

    const tyPage = resolved((await request("aurora", "/?lng=TY")).body, "hot");
    const enPage = resolved((await request("aurora", "/?lng=EN")).body, "hot");
    for (const game of ty) expect(tyPage).toContain(html(game.gameName));
    for (const game of differing) {
      const english = en.find((candidate) => candidate.nodeId === game.nodeId)!.gameName;
      expect(tyPage).not.toContain(`>${html(english)}<`);
      expect(enPage).toContain(html(english));
    }
  });

  it("gives aurora a swiper carousel and lumen's single banner no swiper", async () => {
    const aurora = section((await request("aurora", "/")).body, "banners");
    expect(aurora).toContain('data-banner-mode="carousel"');
    expect(aurora).toContain('class="swiper"');
    expect(count(aurora, "data-banner=")).toBe(4);
    const first = /<img[^>]*>/.exec(aurora)![0];
    expect(first).toMatch(/width="1200"/);
    expect(first).toMatch(/height="400"/);
    expect(first).toMatch(/loading="eager"/);

    const lumen = section((await request("lumen", "/")).body, "banners");
    expect(lumen).toContain('data-banner-mode="static"');
    expect(lumen).not.toContain("swiper");
    expect(count(lumen, "data-banner=")).toBe(1);
    expect(lumen).toMatch(/<img[^>]*width="1200"[^>]*height="400"/);
  });

  it("links banners by their linkage", async () => {
    const banners = section((await request("aurora", "/")).body, "banners");
    const anchors = banners.match(/<a[^>]*>/g) ?? [];
    // ROUTE /promotions, GAME RNG-PG-0002 -> its category, GAME LIVE-EVO-0001 -> its category, URL -> new tab.
    expect(anchors[0]).toContain('href="/promotions"');
    expect(anchors[1]).toContain('href="/rng"');
    expect(anchors[2]).toContain('href="/live"');
    expect(anchors[3]).toContain('href="https://www.responsiblegambling.org/"');
    expect(anchors[3]).toContain('target="_blank"');
    expect(anchors[3]).toContain('rel="noopener noreferrer"');
    expect(banners).not.toContain("/game/");
  });

  it("lists the winners biggest first with the merchant's currency and 2 decimals", async () => {
    const { body } = await request("aurora", "/");
    const winners = resolved(body, "winners");
    const amounts = [...winners.matchAll(/data-amount="">([^<]+)</g)].map((match) => match[1]);
    expect(amounts.length).toBe(20);
    for (const amount of amounts) expect(amount).toMatch(/^₱[\d,]+\.\d{2}$/);
    const values = amounts.map((amount) => Number(amount.replace(/[₱,]/g, "")));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(winners).toMatch(/[a-z]{2}\*\*\*\w{2}/);
    // 4 per group.
    expect(count(winners, "<ol")).toBe(5);
  });

  it("puts cached non-critical lists in the first HTML, so they show without JavaScript", async () => {
    await request("aurora", "/"); // warms the board and the notices
    const { body } = await request("aurora", "/");
    const winners = section(body, "winners");
    expect(winners).not.toContain("<template");
    expect(winners).toContain('data-winners-mode="list"');
    expect(count(winners, 'data-winner="entry"')).toBe(20);
    expect(section(body, "notices")).toContain("data-notice=");
  });

  it("shows announcement titles as text: B for visitors, A for members", async () => {
    const visitor = resolved((await request("aurora", "/")).body, "notices");
    expect(visitor).toContain("Scheduled maintenance on Sunday");
    expect(visitor).not.toContain("New games every week");
    expect(visitor).not.toContain("<strong>");

    const { cookie } = await memberCookie("aurora", "AURORA");
    const member = resolved((await request("aurora", "/", { headers: { cookie } })).body, "notices");
    expect(member).toContain("New games every week");
    expect(member).not.toContain("Scheduled maintenance on Sunday");
    expect(member).toContain(html("Weekend tournament"));
    expect(member).not.toContain("<script");
  });
});

describe("tabs", () => {
  it("offers HOME, FAV and one tab per category, as links", async () => {
    const { body } = await request("aurora", "/");
    const tabs = [...body.matchAll(/<a[^>]*data-tab="([A-Z]+)"[^>]*>/g)];
    const { lanes } = await sb.platform({ merchant: "AURORA" }).games.lanes({ platform: "html5-desktop", language: "EN" });
    expect(tabs.map((tab) => tab[1])).toEqual(["HOME", "FAV", ...lanes.map((lane) => lane.gameType)]);
    const slots = tabs.find((tab) => tab[1] === "RNG")![0];
    expect(slots).toContain('href="/?tab=RNG"');
    // A visitor's FAV leads to the login popup.
    expect(tabs.find((tab) => tab[1] === "FAV")![0]).toContain('href="/login?redirectTo=%2F%3Ftab%3DFAV"');
  });

  it("sends a visitor asking for FAV to the login popup", async () => {
    const response = await request("aurora", "/?tab=FAV");
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/login?redirectTo=%2F%3Ftab%3DFAV");
  });

  it("shows one category in full on its tab, with vendor chips that filter", async () => {
    const { body } = await request("aurora", "/?tab=rng");
    expect(body).toMatch(/aria-current="page"[^>]*data-tab="RNG"/);
    expect(body).not.toContain('data-section="hot"');
    expect(body).not.toContain('data-section="category-live"');
    const rng = resolved(body, "category-rng");
    expect(count(rng, 'data-card="game"')).toBeGreaterThan(12);
    expect(rng).toContain('data-vendor-chip="ALL"');
    expect(rng).toContain('href="/?tab=RNG&amp;vassalage=PG"');

    const filtered = resolved((await request("aurora", "/?tab=RNG&vassalage=PG")).body, "category-rng");
    const nodes = [...filtered.matchAll(/data-node-id="([^"]+)"/g)].map((match) => match[1]);
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) expect(node).toMatch(/^RNG-PG-/);
    expect(filtered).toMatch(/aria-current="page"[^>]*data-vendor-chip="PG"/);
    expect(filtered).toContain('href="/rng?vassalage=PG"');

    const live = section((await request("aurora", "/?tab=LIVE")).body, "category-live");
    const { lanes } = await sb.platform({ merchant: "AURORA" }).games.lanes({ platform: "html5-desktop", language: "EN" });
    expect(count(live, 'data-card="vendor"')).toBe(lanes.find((lane) => lane.gameType === "LIVE")!.vendors.length);
  });

  it("falls back to HOME for an unknown tab", async () => {
    const { status, body } = await request("lumen", "/?tab=COCKFIGHT");
    expect(status).toBe(200); // LUMEN has no cockfight
    expect(body).toMatch(/aria-current="page"[^>]*data-tab="HOME"/);
    expect(body).toContain('data-section="hot"');
  });
});

describe("signed in", () => {
  it("adds FAV and RECENT, loaded by the page from its own route (never cached), and shows favourites on the FAV tab", async () => {
    const { token, cookie } = await memberCookie("aurora", "AURORA");
    const platform = sb.platform({ merchant: "AURORA", token });
    const { list } = await platform.games.hot({ merchantCode: "AURORA", isPlatform: "2", platform: "html5-desktop", language: "EN" });
    const [first, second] = list;

    await platform.favourites.add({ nodeId: first.nodeId, vendor: first.vassalage, gameType: first.gameType });
    await platform.games.launch({ nodeId: second.nodeId, platform: "html5-desktop", language: "EN" });
    const home = (await request("aurora", "/", { headers: { cookie } })).body;
    // The page holds the sections' places (and links to their pages), not the player's games.
    for (const name of ["favourites", "recent"]) {
      expect(section(home, name)).toContain('data-state="client-loading"');
      expect(section(home, name)).not.toContain("data-node-id");
    }
    expect(section(home, "favourites")).toContain('href="/favorite"');
    expect(section(home, "recent")).toContain('href="/recent"');
    expect(home).not.toContain(token);

    const sections = await request("aurora", "/resources/account-games", { headers: { cookie } });
    expect(sections.headers["cache-control"]).toBe("private, no-store");
    expect(sections.body).not.toContain(token);
    const { favourites, recent } = JSON.parse(sections.body);
    expect(favourites.ok && favourites.items.map((game: { nodeId: string }) => game.nodeId)).toEqual([first.nodeId]);
    expect(recent.ok && recent.items[0].nodeId).toBe(second.nodeId);
    const signedOut = JSON.parse((await request("aurora", "/resources/account-games")).body);
    expect(signedOut).toEqual({ favourites: { ok: false, code: "UNAUTHORIZED" }, recent: { ok: false, code: "UNAUTHORIZED" } });
    expect(home).toMatch(/data-tab="FAV"/);
    expect(home).toContain('href="/?tab=FAV"');

    const third = list[2];
    await platform.favourites.add({ nodeId: third.nodeId, vendor: third.vassalage, gameType: third.gameType });
    const fav = await request("aurora", "/?tab=FAV", { headers: { cookie } });
    expect(fav.status).toBe(200);
    const favTab = resolved(fav.body, "favourites");
    expect(favTab).toContain(`data-node-id="${first.nodeId}"`);
    expect(favTab).toContain(`data-node-id="${third.nodeId}"`);
    expect(fav.body).not.toContain('data-section="hot"');
  });
});
