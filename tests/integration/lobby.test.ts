import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { contract, type CallDef } from "~/platform/contract";
import { createSessionCodec } from "~/session/codec.server";
import { startCountingProxy } from "../helpers/counting-proxy";
import { startTestPortal, TEST_SESSION_SECRET } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
// The portal talks to the sandbox through a recording proxy: the bad-input tests check
// every call it made against the contract.
const proxy = await startCountingProxy(sb.url);
const { portal, request, sameOrigin } = await startTestPortal(proxy.url);
const aurora = sb.platform({ merchant: "AURORA" });
const base = { clientType: "3", platform: "html5-desktop", merchant: "AURORA", language: "EN" } as const;

/*
 * Public lists (vendor lanes, HOT, plain ALL pages) are cached per merchant and language
 * for the life of the portal, and a stale value survives a failed refresh: the fault
 * tests come first, each on a merchant and language no earlier test loaded (LUMEN in TY
 * for the lanes, TALA in EN for the sitemap; a search, never cached, for the list).
 */

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** The markup of one part of the lobby (`data-lobby="<name>"`, up to its closing tag), as it was first sent. */
function sentPart(body: string, name: string): string {
  const marker = body.indexOf(`data-lobby="${name}"`);
  expect(marker, `lobby part ${name}`).toBeGreaterThan(-1);
  const start = body.lastIndexOf("<", marker);
  const tag = /^<(\w+)/.exec(body.slice(start))![1];
  return body.slice(start, body.indexOf(`</${tag}>`, marker) + tag.length + 3);
}

/**
 * One part of the lobby with what streamed into it: the content React sent later for each
 * of its pending Suspense boundaries (`<template id="B:n">`, filled by `$RC("B:n","S:m")`).
 */
function part(body: string, name: string): string {
  let markup = sentPart(body, name);
  for (const [, boundary] of markup.matchAll(/<template id="B:(\d+)"><\/template>/g)) {
    const segment = new RegExp(`\\$RC\\("B:${boundary}","S:(\\d+)"\\)`).exec(body)?.[1];
    expect(segment, `streamed content of B:${boundary}`).toBeDefined();
    const start = body.indexOf(`<div hidden id="S:${segment}">`);
    markup += body.slice(start, body.indexOf("</div><script", start));
  }
  return markup;
}

const attributes = (markup: string, name: string) => [...markup.matchAll(new RegExp(`${name}="([^"]*)"`, "g"))].map((m) => m[1]);
const nodeIds = (body: string) => attributes(part(body, "games"), "data-node-id");
/** The `<a>` of the link marked with `data-<kind>="<id>"`. */
const linkOf = (body: string, kind: string, id: string) => {
  const match = new RegExp(`<a[^>]*data-${kind}="${id}"[^>]*>`).exec(body);
  expect(match, `${kind} ${id}`).not.toBeNull();
  return match![0];
};
const hrefOf = (tag: string) => /href="([^"]*)"/.exec(tag)![1].replace(/&amp;/g, "&");
const currentOf = (body: string, name: string) => [...part(body, name).matchAll(/<a[^>]*aria-current="page"[^>]*>/g)].map((m) => m[0]);
const pages = (body: string) => attributes(part(body, "games").length ? body : "", "data-page");
const canonical = (body: string) => /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1].replace(/&amp;/g, "&");
const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];

async function memberCookie(brandId: string, merchant: string) {
  const token = await sb.login(merchant, MEMBER.username, MEMBER.password);
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
    { token, isAgent: 0, username: MEMBER.username, expiresAt: Date.now() + 3_600_000 },
    brandId,
  );
  return { token, cookie: `__session=${sealed}` };
}

/** Every platform call the portal made since `from`, each checked against its contract request schema. */
function callsOutsideTheContract(from: number): string[] {
  const calls = Object.values(contract).flatMap((group) => Object.values(group as Record<string, CallDef>));
  return proxy.calls.slice(from).flatMap(({ method, path }) => {
    const url = new URL(path, "http://sandbox");
    const def = calls.find((call) => call.method === method && call.path === url.pathname);
    if (!def || (method !== "GET" && method !== "DELETE")) return [];
    return def.request.safeParse(Object.fromEntries(url.searchParams)).success ? [] : [path];
  });
}

describe("platform failures", () => {
  it("shows the vendor menu's failure in its place, and the games of every vendor", async () => {
    await sb.control("/faults", { call: "games.lanes", failureRate: 1 });
    try {
      const { status, body } = await request("lumen", "/rng?lng=TY&vassalage=PG");
      expect(status).toBe(200);
      expect(part(body, "vendors")).toContain('data-state="error"');
      expect(nodeIds(body).length).toBe(18);
    } finally {
      await sb.control("/faults/clear");
    }
  });

  it("shows a failed list in the grid's place, the rest of the lobby around it", async () => {
    await sb.control("/faults", { call: "games.list", failureRate: 1 });
    try {
      // A search is never cached: it reaches the failing platform.
      const { status, body } = await request("aurora", "/rng?q=dragon");
      expect(status).toBe(200);
      const games = part(body, "games");
      expect(games).toContain('data-state="error"');
      expect(games).toContain("This section could not be loaded. Please try again later.");
      expect(part(body, "vendors")).toContain('data-vendor="PG"');
      expect(body).not.toMatch(/at [\w.$<>]+ \([^)]*:\d+:\d+\)|node_modules|\.ts:\d+/);
    } finally {
      await sb.control("/faults/clear");
    }
  });

  it("answers 503 for the sitemap while the vendor lanes fail, never a partial list", async () => {
    await sb.control("/faults", { call: "games.lanes", failureRate: 1 });
    try {
      const { status, headers } = await request("tala", "/sitemap.xml?lng=EN");
      expect(status).toBe(503);
      expect(headers["retry-after"]).toBe("300");
      expect(headers["cache-control"]).toBe("no-store");
    } finally {
      await sb.control("/faults/clear");
    }
  });
});

/** A browser's and a crawler's user agents: the lobby streams its list to the first, not to the second. */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** The latency of a slowed games list: longer than a lobby's first part takes to render, however busy the machine. */
const LIST_LATENCY_MS = 2000;

/**
 * A lobby as a client reads it: `shell`, the body as it had arrived when the games
 * section was complete in it (the end of its `</section>`), and the whole `body`.
 */
function streamed(brand: string, path: string, userAgent: string): Promise<{ status: number; shell: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: portal.port, path, headers: { host: `${brand}.localhost:${portal.port}`, "user-agent": userAgent } },
      (res) => {
        let body = "";
        let shell = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
          const games = body.indexOf('data-lobby="games"');
          if (!shell && games > -1 && body.indexOf("</section>", games) > -1) shell = body;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, shell, body }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("streaming", () => {
  // A search is never cached, so each of these asks the slowed platform.
  const lobbies = [
    ["/rng", "RNG"],
    ["/fish", "FISH"],
    ["/live", "LIVE"],
    ["/pvp", "PVP"],
  ] as const;
  const TERM = "a";

  it("sends a browser each lobby's header, menus, search and a skeleton before a slow list, then the list and its pager", async () => {
    await sb.control("/faults", { call: "games.list", latencyMs: LIST_LATENCY_MS });
    let answers: Awaited<ReturnType<typeof streamed>>[];
    try {
      answers = await Promise.all(lobbies.map(([path]) => streamed("aurora", `${path}?q=${TERM}`, BROWSER)));
    } finally {
      await sb.control("/faults/clear");
    }
    for (const [index, [path, gameType]] of lobbies.entries()) {
      const { status, shell, body } = answers[index];
      expect(status, path).toBe(200);
      // What had arrived when the games section was complete: the page around the list, a skeleton in its place.
      expect(shell, path).toMatch(/<h1[^>]*>/);
      expect(sentPart(shell, "vendors"), path).toContain('data-vendor="ALL"');
      expect(sentPart(shell, "filters"), path).toContain('data-filter="HOT"');
      expect(sentPart(shell, "search"), path).toContain(`value="${TERM}"`);
      expect(sentPart(shell, "games"), path).toContain('data-state="loading"');
      expect(shell, path).not.toContain("data-node-id");
      // The finished page has the list in the grid, and the pager.
      const expected = await aurora.games.list({ ...base, gameType, gameName: TERM, pageSize: 18 });
      expect(expected.games.length, path).toBeGreaterThan(0);
      expect(nodeIds(body), path).toEqual(expected.games.map((g) => g.nodeId));
      expect(body.includes("data-pagination"), path).toBe(expected.total > 18);
    }
  });

  it("gives a crawler the whole lobby in its HTML: the list in the grid, the pager and no skeleton", async () => {
    await sb.control("/faults", { call: "games.list", latencyMs: LIST_LATENCY_MS });
    let answer: Awaited<ReturnType<typeof streamed>>;
    try {
      answer = await streamed("aurora", "/rng?q=dragon", CRAWLER);
    } finally {
      await sb.control("/faults/clear");
    }
    expect(answer.status).toBe(200);
    const games = sentPart(answer.body, "games");
    expect(games).not.toContain('data-state="loading"');
    expect(answer.body).not.toContain('<template id="B:');
    const expected = await aurora.games.list({ ...base, gameType: "RNG", gameName: "dragon", pageSize: 18 });
    expect(expected.total).toBeGreaterThan(18);
    expect(attributes(games, "data-node-id")).toEqual(expected.games.map((g) => g.nodeId));
    expect(hrefOf(linkOf(answer.body, "page", "2"))).toBe("/rng?q=dragon&page=2");
  });
});

describe("lobby routes", () => {
  it.each([
    ["/live", "LIVE", "Live casino"],
    ["/fish", "FISH", "Fishing"],
    ["/rng", "RNG", "Slots"],
    ["/pvp", "PVP", "Card games"],
  ] as const)(
    "%s renders its vendor menu, filters and first 18 games on the server, named as the side menu names it",
    async (path, gameType, laneTitle) => {
      const { status, body } = await request("aurora", path);
      expect(status).toBe(200);
      expect(body).toContain(`data-lobby="${gameType}"`);
      expect(body).toMatch(new RegExp(`<h1[^>]*>${laneTitle}</h1>`));

      const { lanes } = await aurora.games.lanes({ platform: "html5-desktop", language: "EN" });
      const lane = lanes.find((candidate) => candidate.gameType === gameType)!;
      expect(attributes(part(body, "vendors"), "data-vendor")).toEqual(["ALL", ...lane.vendors.map((v) => v.vassalage)]);
      expect(currentOf(body, "vendors")[0]).toContain('data-vendor="ALL"');
      expect(attributes(part(body, "filters"), "data-filter")).toEqual(["ALL", "HOT", "RECENT", "FAV"]);
      expect(currentOf(body, "filters")[0]).toContain('data-filter="ALL"');

      const expected = await aurora.games.list({ ...base, gameType, pageSize: 18 });
      expect(nodeIds(body)).toEqual(expected.games.map((g) => g.nodeId));
      // Each game as the home shows it: a GameCard with its icon on the image CDN.
      expect(part(body, "games")).toMatch(/data-card="game"[^>]*>(?:(?!data-card=)[\s\S])*?<img[^>]*src="http:\/\/[^"]+\/assets\/games\//);
      expect(body).toContain('role="search"');
    },
  );

  it("/live lists the live models with their chat rooms, /pvp the card-game rooms, and vendors with new games wear a NEW badge", async () => {
    const live = (await request("aurora", "/live")).body;
    const { list: models } = await aurora.live.models({ language: "EN" });
    const modelsSection = /<section[^>]*data-section="live-models"[\s\S]*?<\/section>/.exec(live)?.[0] ?? "";
    expect(attributes(modelsSection, "data-model")).toEqual(models.map((model) => model.modelId));
    const online = models.find((model) => model.online)!;
    expect(modelsSection).toContain(`href="/live-rooms/chat/${online.modelId}"`);

    const pvp = (await request("aurora", "/pvp")).body;
    const { list: rooms } = await aurora.live.pvpRooms({ language: "EN" });
    expect(rooms.length).toBeGreaterThan(0);
    const roomsSection = /<section[^>]*data-section="pvp-rooms"[\s\S]*?<\/section>/.exec(pvp)?.[0] ?? "";
    expect(attributes(roomsSection, "data-room")).toEqual(rooms.map((room) => room.roomId));
    expect((await request("aurora", "/rng")).body).not.toContain('data-section="live-models"');

    const { list: fresh } = await aurora.live.newGameVendors({ language: "EN" });
    const newLive = fresh.find((entry) => entry.gameType === "LIVE");
    expect(newLive).toBeDefined();
    expect(linkOf(live, "vendor", newLive!.vassalage)).toBeDefined();
    expect(part(live, "vendors")).toMatch(new RegExp(`data-vendor="${newLive!.vassalage}"[^>]*>[^<]*<span[^>]*data-badge="new"`));
  });

  it("is a 404 for a category the brand does not offer", async () => {
    const { lanes } = await sb.platform({ merchant: "LUMEN" }).games.lanes({ platform: "html5-desktop", language: "EN" });
    const missing = (["LIVE", "FISH", "RNG", "PVP"] as const).filter((type) => !lanes.some((lane) => lane.gameType === type));
    for (const type of missing) {
      const { status } = await request("lumen", `/${type.toLowerCase()}`);
      expect(status, type).toBe(404);
    }
  });

  it("every header, side-menu, vendor and more link of the home lands on a lobby or vendor page that answers 200", async () => {
    const home = (await request("aurora", "/")).body;
    const links = new Set([...home.matchAll(/href="(\/(?:live|fish|rng|pvp)(?:\?[^"]*)?)"/g)].map((m) => m[1].replace(/&amp;/g, "&")));
    expect(links.size).toBeGreaterThan(8);
    const vendorPages: Array<{ link: string; vendor: string; body: string }> = [];
    for (const link of links) {
      const { status, body } = await request("aurora", link);
      expect(status, link).toBe(200);
      const vendor = new URL(link, "http://x").searchParams.get("vassalage");
      if (vendor) vendorPages.push({ link, vendor, body });
    }
    // A vendor's link opens its lobby with that vendor current.
    expect(vendorPages.length).toBeGreaterThan(0);
    for (const { link, vendor, body } of vendorPages) expect(currentOf(body, "vendors")[0], link).toContain(`data-vendor="${vendor}"`);
  });
});

describe("vendor, filters, sub-categories", () => {
  it("a vendor page lists that vendor's games, and every vendor link starts over (ALL, page 1, no search)", async () => {
    const { body } = await request("aurora", "/rng?vassalage=PG&filter=HOT&q=dragon&page=2");
    expect(currentOf(body, "vendors")[0]).toContain('data-vendor="PG"');
    for (const code of ["ALL", "PG", "JILI"]) {
      const href = hrefOf(linkOf(part(body, "vendors"), "vendor", code));
      expect(href).toBe(code === "ALL" ? "/rng" : `/rng?vassalage=${code}`);
    }
    const plain = await request("aurora", "/rng?vassalage=PG");
    expect(nodeIds(plain.body)).toHaveLength(18);
    expect(nodeIds(plain.body).every((id) => id.startsWith("RNG-PG-"))).toBe(true);
  });

  it("HOT lists the vendor's hot games, 18 a page", async () => {
    const { list } = await aurora.games.hot({
      merchantCode: "AURORA",
      isPlatform: "2",
      gameType: "RNG",
      vassalage: "PG",
      platform: "html5-desktop",
      language: "EN",
    });
    const { body } = await request("aurora", "/rng?vassalage=PG&filter=HOT");
    expect(currentOf(body, "filters")[0]).toContain('data-filter="HOT"');
    expect(nodeIds(body)).toEqual(list.slice(0, 18).map((g) => g.nodeId));
    expect(part(body, "games")).toContain('data-badge="hot"');
    // The filters keep the vendor.
    expect(hrefOf(linkOf(part(body, "filters"), "filter", "ALL"))).toBe("/rng?vassalage=PG");
  });

  it("RECENT and FAV send a visitor to the sign-in popup, coming back to the same view", async () => {
    const { body } = await request("aurora", "/rng?vassalage=PG");
    for (const filter of ["RECENT", "FAV"]) {
      const link = linkOf(part(body, "filters"), "filter", filter);
      expect(link).toContain('data-sign-in-first="true"');
      expect(hrefOf(link)).toBe(`/login?${new URLSearchParams({ redirectTo: `/rng?vassalage=PG&filter=${filter}` })}`);
      const direct = await request("aurora", `/rng?vassalage=PG&filter=${filter}`);
      expect(direct.status).toBe(302);
      expect(direct.headers.location).toBe(`/login?${new URLSearchParams({ redirectTo: `/rng?vassalage=PG&filter=${filter}` })}`);
    }
  });

  it("RECENT and FAV list a signed-in player's own games of the lobby", async () => {
    const { token, cookie } = await memberCookie("aurora", "AURORA");
    const player = sb.platform({ merchant: "AURORA", token });
    await player.favourites.add({ nodeId: "RNG-JILI-0007", vendor: "JILI", gameType: "RNG" });
    await player.favourites.add({ nodeId: "FISH-JILI_FISH-0002", vendor: "JILI_FISH", gameType: "FISH" });
    await player.games.launch({ nodeId: "RNG-JILI-0009", platform: "html5-desktop", language: "EN" });

    const fav = await request("aurora", "/rng?filter=FAV", { headers: { cookie } });
    expect(fav.status).toBe(200);
    expect(nodeIds(fav.body)).toContain("RNG-JILI-0007");
    expect(nodeIds(fav.body)).not.toContain("FISH-JILI_FISH-0002");
    const favOfVendor = await request("aurora", "/rng?vassalage=PG&filter=FAV", { headers: { cookie } });
    expect(nodeIds(favOfVendor.body)).not.toContain("RNG-JILI-0007");
    expect(part(favOfVendor.body, "games")).toContain('data-state="empty"');

    const recent = await request("aurora", "/rng?vassalage=JILI&filter=RECENT", { headers: { cookie } });
    expect(nodeIds(recent.body)[0]).toBe("RNG-JILI-0009");
    expect(linkOf(part(recent.body, "filters"), "filter", "FAV")).not.toContain("data-sign-in-first");
  });

  it("sub-category chips narrow ALL; the lobby offers those of its lane, Bingo included where TY is offered", async () => {
    const { body } = await request("aurora", "/rng?vassalage=JILI");
    expect(attributes(part(body, "classifies"), "data-classify")).toEqual([
      "ALL",
      "SCRATCH",
      "VIDEO_POKER",
      "JACKPOT",
      "TABLE",
      "ARCADE",
      "BINGO",
    ]);
    expect(hrefOf(linkOf(body, "classify", "JACKPOT"))).toBe("/rng?vassalage=JILI&classify=JACKPOT");

    const jackpot = await request("aurora", "/rng?vassalage=JILI&classify=JACKPOT");
    const expected = await aurora.games.list({ ...base, gameType: "RNG", vassalage: "JILI", gameClassify: "JACKPOT" });
    expect(nodeIds(jackpot.body)).toEqual(expected.games.map((g) => g.nodeId));
    expect(currentOf(jackpot.body, "classifies")[0]).toContain('data-classify="JACKPOT"');

    // Fishing games have no sub-categories: no chips.
    expect((await request("aurora", "/fish")).body).not.toContain('data-lobby="classifies"');
  });
});

describe("search", () => {
  it("finds games by name (trimmed), keeps the vendor, and says when nothing matches", async () => {
    const { body } = await request("aurora", `/rng?q=${encodeURIComponent("  dragon  ")}`);
    const expected = await aurora.games.list({ ...base, gameType: "RNG", gameName: "dragon" });
    expect(expected.total).toBeGreaterThan(18);
    expect(nodeIds(body)).toEqual(expected.games.map((g) => g.nodeId));
    expect(part(body, "search")).toContain('value="dragon"');
    expect(part(body, "search")).toMatch(/<form[^>]*method="get"[^>]*action="\/rng"|<form[^>]*action="\/rng"[^>]*method="get"/);
    expect(part(body, "search")).toContain('maxLength="64"');

    const ofVendor = await request("aurora", "/rng?vassalage=PG&q=dragon");
    expect(nodeIds(ofVendor.body).every((id) => id.startsWith("RNG-PG-"))).toBe(true);
    expect(part(ofVendor.body, "search")).toContain('<input type="hidden" name="vassalage" value="PG"/>');

    const none = await request("aurora", `/rng?q=${encodeURIComponent('<b>"zzqx"</b>')}`);
    expect(none.status).toBe(200);
    expect(part(none.body, "games")).toContain(html('No games match “<b>"zzqx"</b>”.'));
    expect(none.body).not.toContain('<b>"zzqx"</b>');
  });

  it("applies to ALL only: another filter shows its own list", async () => {
    const hot = await request("aurora", "/rng?filter=HOT&q=dragon");
    const { list } = await aurora.games.hot({
      merchantCode: "AURORA",
      isPlatform: "2",
      gameType: "RNG",
      platform: "html5-desktop",
      language: "EN",
    });
    expect(nodeIds(hot.body)).toEqual(list.slice(0, 18).map((g) => g.nodeId));
  });
});

describe("pagination", () => {
  it("shows 2 margin pages and a range of 5, with links that keep the view", async () => {
    const { total } = await aurora.games.list({ ...base, gameType: "RNG", vassalage: "PG" });
    const last = Math.ceil(total / 18);
    expect(last).toBeGreaterThan(12);

    const first = await request("aurora", "/rng?vassalage=PG");
    expect(pageNumbers(first.body)).toEqual([1, 2, 3, 4, 5, last - 1, last]);
    expect(hrefOf(linkOf(first.body, "page", "2"))).toBe("/rng?vassalage=PG&page=2");
    expect(first.body).not.toContain('data-page="previous"');

    const middle = await request("aurora", "/rng?vassalage=PG&page=10");
    expect(pageNumbers(middle.body)).toEqual([1, 2, 8, 9, 10, 11, 12, last - 1, last]);
    expect(linkOf(middle.body, "page", "10")).toContain('aria-current="page"');
    expect(hrefOf(linkOf(middle.body, "page", "previous"))).toBe("/rng?vassalage=PG&page=9");
    const expected = await aurora.games.list({ ...base, gameType: "RNG", vassalage: "PG", pageNo: 10 });
    expect(nodeIds(middle.body)).toEqual(expected.games.map((g) => g.nodeId));

    const searched = await request("aurora", "/rng?q=dragon&page=2");
    expect(hrefOf(linkOf(searched.body, "page", "1"))).toBe("/rng?q=dragon");
    expect(hrefOf(linkOf(searched.body, "page", "next"))).toBe("/rng?q=dragon&page=3");
  });

  it("asks the platform once for a search with no match asked past its first page, and shows the first page's empty list", async () => {
    const from = proxy.calls.length;
    const { status, body } = await request("aurora", "/rng?q=zzzz&page=3");
    expect(status).toBe(200);
    expect(part(body, "games")).toContain('data-state="empty"');
    expect(nodeIds(body)).toEqual([]);
    expect(proxy.calls.slice(from).filter((call) => call.path.startsWith("/api/v1/games?"))).toHaveLength(1);
  });
});

function pageNumbers(body: string): number[] {
  return pages(body)
    .filter((page) => /^\d+$/.test(page))
    .map(Number);
}

describe("bad input", () => {
  it.each([
    ["a page number that is not one", "/rng?page=abc"],
    ["page 0", "/rng?page=0"],
    ["a negative page", "/rng?page=-3"],
    ["a page past the contract's last", "/rng?page=100001"],
    ["a huge page number", "/rng?page=99999999999999999999"],
    ["a page past the list's end", "/rng?page=5000"],
    ["a page size", "/rng?pageSize=1000"],
    ["an unknown filter", "/rng?filter=EVERYTHING"],
    ["an unknown sub-category", "/rng?classify=POKIES"],
    ["a sub-category the lobby does not offer", "/fish?classify=BINGO"],
    ["a search of 65 characters", `/rng?q=${"d".repeat(65)}`],
    ["a repeated parameter (the first counts)", "/rng?page=1&page=2&filter=ALL&filter=FAV"],
    ["SQL in the search", `/rng?q=${encodeURIComponent("' OR 1=1 --")}`],
  ])("%s gives the first page, and nothing outside the contract reaches the platform", async (_, path) => {
    const from = proxy.calls.length;
    const { status, body } = await request("aurora", path);
    expect(status).toBe(200);
    expect(part(body, "games")).not.toContain('data-state="error"');
    expect(callsOutsideTheContract(from)).toEqual([]);
    const gameType = path.startsWith("/fish") ? "FISH" : "RNG";
    const searched = new URL(path, "http://x").searchParams.get("q");
    if (searched && searched.length <= 64) return; // a search within the contract is run as asked
    expect(linkOf(body, "page", "1")).toContain('aria-current="page"');
    const expected = await aurora.games.list({ ...base, gameType, pageSize: 18 });
    expect(nodeIds(body)).toEqual(expected.games.map((g) => g.nodeId));
  });

  it("answers a form posted to a lobby (it has no action) with 405, not an error page", async () => {
    const { status } = await request("aurora", "/rng?q=x", { form: { q: "dragon" }, headers: sameOrigin("aurora") });
    expect(status).toBe(405);
  });

  it("says a too-long search was not run", async () => {
    const { body } = await request("aurora", `/rng?q=${"d".repeat(65)}`);
    expect(part(body, "search")).toContain('data-state="search-too-long"');
    expect(part(body, "search")).toContain("A search can be at most 64 characters long. Showing all games instead.");
  });

  it.each(["NOPE", "EVO", "pg", "x".repeat(300)])(
    "is a 404 for a vendor this lobby does not have (%s), without asking for its games",
    async (code) => {
      const from = proxy.calls.length;
      const { status, body } = await request("aurora", `/rng?vassalage=${code}`);
      expect(status).toBe(404);
      expect(body).toContain("Page not found");
      expect(title(body)).toBe("Aurora Casino");
      expect(proxy.calls.slice(from).filter((call) => call.path.startsWith("/api/v1/games?"))).toEqual([]);
    },
  );
});

describe("search engines", () => {
  it("gives each lobby and vendor page its own title, description and canonical URL, per brand", async () => {
    const lobby = await request("aurora", "/rng");
    expect(title(lobby.body)).toBe("Slots games | Aurora Casino");
    expect(lobby.body).toContain('<meta name="description" content="Play Slots games at Aurora Casino');
    expect(canonical(lobby.body)).toMatch(/^http:\/\/aurora\.localhost:\d+\/rng$/);

    const vendor = await request("aurora", "/rng?vassalage=PG&filter=HOT&page=2");
    expect(title(vendor.body)).toBe("PG Soft Slots games | Aurora Casino");
    expect(canonical(vendor.body)).toMatch(/^http:\/\/aurora\.localhost:\d+\/rng\?vassalage=PG$/);
    expect(vendor.body).toContain('<meta name="robots" content="noindex, follow"/>');

    const paged = await request("aurora", "/rng?vassalage=PG&page=3");
    expect(canonical(paged.body)).toMatch(/\/rng\?vassalage=PG&page=3$/);
    expect(paged.body).not.toContain('name="robots"');

    const other = await request("tala", "/live?lng=EN");
    expect(title(other.body)).toBe("Live casino games | Tala Games");
    expect(canonical(other.body)).toMatch(/^http:\/\/tala\.localhost:\d+\/live$/);
  });

  it("lists each brand's home, lobbies, vendor pages and content pages in /sitemap.xml on its own host", async () => {
    for (const [brand, merchant] of [
      ["aurora", "AURORA"],
      ["lumen", "LUMEN"],
    ] as const) {
      const { status, headers, body } = await request(brand, "/sitemap.xml");
      expect(status).toBe(200);
      expect(headers["content-type"]).toBe("application/xml; charset=utf-8");
      expect(headers["cache-control"]).toBe("public, max-age=3600, stale-while-revalidate=86400");
      const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      const origin = /^http:\/\/[^/]+/.exec(locs[0])![0];
      expect(origin).toMatch(new RegExp(`^http://${brand}\\.localhost:\\d+$`));
      const { lanes } = await sb.platform({ merchant }).games.lanes({ platform: "html5-desktop", language: "EN" });
      const paths: Record<string, string> = { LIVE: "/live", FISH: "/fish", RNG: "/rng", PVP: "/pvp" };
      const expected = ["/"];
      for (const lane of lanes.filter((candidate) => paths[candidate.gameType])) {
        expected.push(paths[lane.gameType], ...lane.vendors.map((v) => `${paths[lane.gameType]}?vassalage=${v.vassalage}`));
      }
      // Then the content pages and the newest articles of each kind (tests/integration/content.test.ts).
      expected.push("/about", "/licences", "/responsible-gaming", "/blog", "/news", "/mirrors", "/download", "/leaderboard");
      for (const kind of ["blog", "news"]) expected.push(...Array.from({ length: 10 }, (_, index) => `/${kind}/${kind}-${index + 1}`));
      expect(locs.map((loc) => loc.slice(origin.length))).toEqual(expected);
      // Each listed page is there.
      for (const loc of locs.slice(0, 4)) expect((await request(brand, loc.slice(origin.length))).status, loc).toBe(200);
    }
  });

  it("serves /robots.txt per brand, pointing at the brand's sitemap and keeping crawlers out of players' pages", async () => {
    const { status, headers, body } = await request("lumen", "/robots.txt");
    expect(status).toBe(200);
    expect(headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(headers["cache-control"]).toBe("public, max-age=3600, stale-while-revalidate=86400");
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Disallow: \/member$/m);
    expect(body).toMatch(/^Sitemap: http:\/\/lumen\.localhost:\d+\/sitemap\.xml$/m);
  });
});
