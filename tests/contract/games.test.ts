import { describe, expect, it } from "vitest";
import { GAME_CLASSIFIES, GAME_TYPES, type Game } from "~/platform/contract";
import { explainFindGames, type GameQuery } from "../../sandbox/calls/game-queries";
import { MEMBER, platformError, snapshot, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const db = sb.sandbox.db;
const base = { clientType: "3", platform: "html5-desktop", language: "EN" } as const;
const aurora = sb.platform({ merchant: "AURORA" });
const lumen = sb.platform({ merchant: "LUMEN" });

/** The merchant's games as plain rows, filtered in JS: an oracle independent of the handler's SQL. */
function catalogue(merchant: string) {
  return db
    .prepare(
      `SELECT g.node_id, g.vendor_code, g.game_type, g.game_classify, g.name_en, g.name_ty, g.is_hot, g.min_bet_cents, g.line_num
         FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code WHERE mv.merchant = ?`,
    )
    .all(merchant) as Array<{
    node_id: string;
    vendor_code: string;
    game_type: string;
    game_classify: string | null;
    name_en: string;
    name_ty: string;
    is_hot: number;
    min_bet_cents: number;
    line_num: number;
  }>;
}

async function signedIn(merchant: string) {
  return sb.platform({ merchant, token: await sb.login(merchant, MEMBER.username, MEMBER.password) });
}

describe("games.lanes", () => {
  it("gives AURORA every category in contract order, with its sub-categories and vendors", async () => {
    const { lanes } = await aurora.games.lanes({ platform: "html5-desktop", language: "EN" });
    expect(lanes.map((lane) => lane.gameType)).toEqual([...GAME_TYPES]);
    const rng = lanes.find((lane) => lane.gameType === "RNG")!;
    expect(rng.title).toBe("Slots");
    expect(rng.vendors.length).toBeGreaterThan(10);
    expect(rng.gameClassify).toEqual([...GAME_CLASSIFIES]);
    expect(rng.vendors[0]).toEqual({
      vassalage: "PG",
      name: "PG Soft",
      gameType: "RNG",
      logoUrl: "/assets/vendors/PG.svg",
      isGame: "VASSALAGE",
      gameCode: null,
      gameCount: 1200,
      maintenance: false,
    });
    expect(rng.vendors.find((vendor) => vendor.vassalage === "RT")?.maintenance).toBe(true);
    const esports = lanes.find((lane) => lane.gameType === "ESPORTS")!;
    expect(esports.vendors.find((vendor) => vendor.vassalage === "TF")).toMatchObject({ isGame: "GAME", gameCode: "TF" });
    expect(lanes.find((lane) => lane.gameType === "LIVE")!.gameClassify).toEqual([]);
  });

  it("lists only the merchant's vendors: LUMEN has no cockfight, TALA no e-sports", async () => {
    const lumenLanes = (await lumen.games.lanes({ platform: "html5-desktop", language: "EN" })).lanes;
    expect(lumenLanes.map((lane) => lane.gameType)).not.toContain("COCKFIGHT");
    expect(lumenLanes.find((lane) => lane.gameType === "RNG")!.vendors.map((vendor) => vendor.vassalage)).toEqual([
      "PG",
      "JILI",
      "PP",
      "FC",
      "JDB",
      "CQ9",
    ]);
    const talaLanes = (await sb.platform({ merchant: "TALA" }).games.lanes({ platform: "html5-desktop", language: "TY" })).lanes;
    expect(talaLanes.map((lane) => lane.gameType)).not.toContain("ESPORTS");
    expect(talaLanes.find((lane) => lane.gameType === "COCKFIGHT")!.title).toBe("Sabong");
  });
});

describe("games.list", () => {
  it("pages the merchant's whole catalogue", async () => {
    const all = catalogue("AURORA");
    const page = await aurora.games.list({ ...base, merchant: "AURORA" });
    expect(page.total).toBe(all.length);
    expect(page.totalPages).toBe(Math.ceil(all.length / 18));
    expect(page.games).toHaveLength(18);
    expect(page.games[0]).toMatchObject({
      nodeId: "RNG-PG-0001",
      vassalage: "PG",
      iconUrl: "/assets/games/RNG-PG-0001.svg",
      isGame: "GAME",
    });
  });

  it("returns consecutive pages without overlap, and an empty page past the end", async () => {
    const request = { ...base, merchant: "AURORA", vassalage: "PS", pageSize: 200 };
    const first = await aurora.games.list({ ...request, pageNo: 1 });
    const second = await aurora.games.list({ ...request, pageNo: 2 });
    expect(first.total).toBe(300);
    expect(first.totalPages).toBe(2);
    expect(first.games).toHaveLength(200);
    expect(second.games).toHaveLength(100);
    const ids = new Set([...first.games, ...second.games].map((game) => game.nodeId));
    expect(ids.size).toBe(300);
    expect(await aurora.games.list({ ...request, pageNo: 3 })).toEqual({ games: [], total: 300, totalPages: 2 });
  });

  it("filters by category, vendor and sub-category", async () => {
    const rows = catalogue("AURORA").filter((g) => g.game_type === "RNG" && g.vendor_code === "JILI" && g.game_classify === "JACKPOT");
    const page = await aurora.games.list({
      ...base,
      merchant: "AURORA",
      gameType: "RNG",
      vassalage: "JILI",
      gameClassify: "JACKPOT",
      pageSize: 200,
    });
    expect(page.total).toBe(rows.length);
    expect(page.total).toBeGreaterThan(0);
    expect(page.games.map((g) => g.nodeId).sort()).toEqual(rows.map((g) => g.node_id).sort());
  });

  it("searches names case-insensitively in the request's language", async () => {
    const expected = catalogue("AURORA").filter((g) => g.name_en.toLowerCase().includes("dragon"));
    const lower = await aurora.games.list({ ...base, merchant: "AURORA", gameName: "dragon", pageSize: 200 });
    const upper = await aurora.games.list({ ...base, merchant: "AURORA", gameName: "  DRAGON ", pageSize: 200 });
    expect(lower.total).toBe(expected.length);
    expect(upper.total).toBe(expected.length);
    expect(lower.games.every((g) => g.gameName.toLowerCase().includes("dragon"))).toBe(true);

    const tagalog = catalogue("AURORA").filter((g) => g.name_ty.toLowerCase().includes("gintong"));
    const ty = await aurora.games.list({ ...base, language: "TY", merchant: "AURORA", gameName: "Gintong", pageSize: 5 });
    expect(ty.total).toBe(tagalog.length);
    expect(ty.games[0].gameName).toMatch(/^Gintong /);
    expect(await aurora.games.list({ ...base, merchant: "AURORA", gameName: "Gintong" })).toMatchObject({ total: 0 });
  });

  it("filters by minimum bet and line count (at least the given value)", async () => {
    const expected = catalogue("AURORA").filter((g) => g.min_bet_cents >= 5_000 && g.line_num >= 1);
    const page = await aurora.games.list({ ...base, merchant: "AURORA", minBetCents: 5_000, minLineNum: 1, pageSize: 200 });
    expect(page.total).toBe(expected.length);
    expect(page.games.every((g) => g.minBetCents >= 5_000)).toBe(true);
    const lines = await aurora.games.list({ ...base, merchant: "AURORA", minLineNum: 243, pageSize: 200 });
    expect(lines.total).toBe(catalogue("AURORA").filter((g) => g.line_num >= 243).length);
    expect(lines.games.every((g) => g.lineNum >= 243)).toBe(true);
  });

  it("never shows another merchant's vendors", async () => {
    expect((await lumen.games.list({ ...base, merchant: "LUMEN" })).total).toBe(catalogue("LUMEN").length);
    expect((await lumen.games.list({ ...base, merchant: "LUMEN", vassalage: "MG" })).total).toBe(0);
    expect((await lumen.games.list({ ...base, merchant: "LUMEN", gameType: "COCKFIGHT" })).total).toBe(0);
  });

  it("refuses a merchant in the query that is not the caller's", async () => {
    const error = await platformError(lumen.games.list({ ...base, merchant: "AURORA" }));
    expect(error.code).toBe("INVALID_REQUEST");
    expect(error.details?.fields?.[0].path).toBe("merchant");
  });

  it.each([
    ["a page size over 200", { pageSize: "201" }],
    ["page 0", { pageNo: "0" }],
    ["a non-numeric minimum bet", { minBetCents: "ten" }],
    ["a minimum bet in fractions of a cent", { minBetCents: "50.5" }],
    ["a negative line count", { minLineNum: "-1" }],
    ["an unknown category", { gameType: "CASINO" }],
    ["an oversize name", { gameName: "d".repeat(65) }],
    ["an unknown parameter", { orderBy: "name_en" }],
    ["an unsupported language", { language: "FR" }],
  ])("rejects %s with INVALID_REQUEST", async (_, query) => {
    const response = await sb.raw("GET", "/api/v1/games", {
      merchant: "AURORA",
      query: { clientType: "3", platform: "html5-desktop", merchant: "AURORA", language: "EN", ...query },
    });
    expect(response.status).toBe(400);
    expect(response.envelope).toMatchObject({ success: false, code: "INVALID_REQUEST" });
  });

  it("treats SQL and HTML metacharacters in a name as plain text", async () => {
    const before = snapshot(sb.sandbox, "games");
    const search = (gameName: string) => aurora.games.list({ ...base, merchant: "AURORA", gameName, pageSize: 200 });
    for (const text of ["%", "_", "' OR 1=1 --", '"; DROP TABLE games; --', "<script>alert(1)</script>", "\\", "*"]) {
      expect((await search(text)).total, text).toBe(0);
    }
    // An apostrophe is a real character of some names ("Texas Hold'em").
    const apostrophes = catalogue("AURORA").filter((g) => g.name_en.includes("'"));
    expect(apostrophes.length).toBeGreaterThan(0);
    expect((await search("hold'em")).total).toBe(apostrophes.filter((g) => g.name_en.toLowerCase().includes("hold'em")).length);
    expect(snapshot(sb.sandbox, "games")).toEqual(before);
  });
});

describe("games.list speed: index lookups, not scans", () => {
  const query = (filter: GameQuery["filter"]): GameQuery => ({
    merchant: "AURORA",
    language: "EN",
    source: { kind: "catalogue" },
    filter,
    offset: 0,
    limit: 18,
  });

  it.each([
    "dra",
    "dragon",
    "LUCKY",
    "hold'em",
    "Ginto",
    "of the",
    "zzz",
    "a",
    "dr",
    "é",
    '"x"',
    "NEAR(x",
    "x OR y",
    "na*",
    "^Go",
    "name_ty : x",
  ])("finds the same games for %j as a substring scan would", async (text) => {
    for (const language of ["EN", "TY"] as const) {
      const column = language === "EN" ? "name_en" : "name_ty";
      const expected = catalogue("AURORA").filter(
        (g) => g.game_type === "RNG" && g[column].toLowerCase().includes(text.trim().toLowerCase()),
      );
      const page = await aurora.games.list({ ...base, language, merchant: "AURORA", gameType: "RNG", gameName: text, pageSize: 200 });
      expect(page.total, `${language} ${text}`).toBe(expected.length);
      expect(page.games.map((g) => g.nodeId)).toEqual(
        expected
          .map((g) => g.node_id)
          .sort(byCatalogueOrder)
          .slice(0, 200),
      );
    }
  });

  it("looks a name of three characters or more up in the name index, and orders its matches without reading their games", () => {
    const plan = explainFindGames(db, query({ gameType: "RNG", gameName: "dragon" })).join("\n");
    // The full-text index answers the MATCH ("M") with list keys; the merchant's vendor ranges keep and order them.
    expect(plan).toMatch(/^SCAN game_names_en VIRTUAL TABLE INDEX \d+:M/);
    expect(plan).toMatch(/SEARCH r USING (COVERING )?INDEX \S+ \(vendor_code=\? AND game_type=\?\)/);
    expect(plan).not.toMatch(/\b(SCAN|SEARCH) g\b|TEMP B-TREE/);
    // A filter the ranges cannot answer (a sub-category) reads each match's game, still from the index's matches.
    const joined = explainFindGames(db, query({ gameType: "RNG", gameClassify: "SLOT", gameName: "dragon" })).join("\n");
    expect(joined).toMatch(/^SCAN n VIRTUAL TABLE INDEX \d+:M/);
    expect(joined).toMatch(/SEARCH g USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(joined).not.toMatch(/SCAN (g|mv)\b/);
  });

  it.each([
    ["the whole catalogue", {}],
    ["one vendor of a category", { gameType: "RNG", vassalage: "JILI" }],
    ["a sub-category", { gameType: "RNG", gameClassify: "SLOT" }],
    ["a minimum bet", { gameType: "RNG", minBetCents: 100 }],
  ] as const)(
    "pages a name search of %s in list order",
    async (_, filter: { gameType?: "RNG"; vassalage?: string; gameClassify?: string; minBetCents?: number }) => {
      for (const [language, text] of [
        ["EN", "gold"],
        ["TY", "gintong"],
      ] as const) {
        const column = language === "EN" ? "name_en" : "name_ty";
        const expected = catalogue("AURORA")
          .filter(
            (g) =>
              g[column].toLowerCase().includes(text) &&
              (filter.gameType === undefined || g.game_type === filter.gameType) &&
              (filter.vassalage === undefined || g.vendor_code === filter.vassalage) &&
              (filter.gameClassify === undefined || g.game_classify === filter.gameClassify) &&
              (filter.minBetCents === undefined || g.min_bet_cents >= filter.minBetCents),
          )
          .map((g) => g.node_id)
          .sort(byCatalogueOrder);
        expect(expected.length, `${language} ${text}`).toBeGreaterThan(18);
        const pages = await Promise.all(
          [1, 2].map((pageNo) =>
            aurora.games.list({ ...base, ...filter, language, merchant: "AURORA", gameName: text, pageNo, pageSize: 18 }),
          ),
        );
        expect(pages.map((page) => page.total)).toEqual([expected.length, expected.length]);
        expect(pages.flatMap((page) => page.games.map((g) => g.nodeId))).toEqual(expected.slice(0, 36));
      }
    },
  );

  it("walks the vendors and their games in display order: no sort, no scan, for a plain page", () => {
    for (const filter of [{ gameType: "RNG" as const }, { gameType: "RNG" as const, gameClassify: "JACKPOT" }, {}]) {
      const plan = explainFindGames(db, query(filter)).join("\n");
      expect(plan, JSON.stringify(filter)).not.toMatch(/TEMP B-TREE|SCAN/);
    }
  });
});

/** AURORA's catalogue order: its vendor order, then each vendor's own (node ids are numbered in it). */
function byCatalogueOrder(a: string, b: string): number {
  const vendorSort = new Map(
    (
      db.prepare("SELECT vendor_code, sort FROM merchant_vendors WHERE merchant = 'AURORA'").all() as Array<{
        vendor_code: string;
        sort: number;
      }>
    ).map((row) => [row.vendor_code, row.sort]),
  );
  const vendorOf = (id: string) => db.prepare("SELECT vendor_code FROM games WHERE node_id = ?").pluck().get(id) as string;
  return vendorSort.get(vendorOf(a))! - vendorSort.get(vendorOf(b))! || a.localeCompare(b);
}

describe("games.hot", () => {
  it("returns hot games of the merchant's vendors, at most 100, mixing vendors", async () => {
    const { list } = await aurora.games.hot({ merchantCode: "AURORA", isPlatform: "2", platform: "html5-desktop", language: "EN" });
    expect(list).toHaveLength(100);
    expect(list.every((g) => g.isHot === 1)).toBe(true);
    expect(new Set(list.slice(0, 12).map((g) => g.vassalage)).size).toBeGreaterThan(3);
  });

  it("filters by category and vendor", async () => {
    const request = { merchantCode: "LUMEN", isPlatform: "2", platform: "html5-desktop", language: "EN" } as const;
    const hotPg = catalogue("LUMEN").filter((g) => g.is_hot === 1 && g.vendor_code === "PG");
    const { list } = await lumen.games.hot({ ...request, vassalage: "PG" });
    expect(list.map((g) => g.nodeId).sort()).toEqual(hotPg.map((g) => g.node_id).sort());
    const live = await lumen.games.hot({ ...request, gameType: "LIVE" });
    expect(live.list.every((g) => g.gameType === "LIVE" && ["EVO", "SEXY", "DG"].includes(g.vassalage))).toBe(true);
  });

  it("refuses another merchant's code", async () => {
    const error = await platformError(
      lumen.games.hot({ merchantCode: "TALA", isPlatform: "2", platform: "html5-desktop", language: "EN" }),
    );
    expect(error.code).toBe("INVALID_REQUEST");
  });
});

describe("games.winners", () => {
  it("lists the biggest wins first, masked, up to limitNum", async () => {
    const { list } = await aurora.games.winners({ gameCategory: "ALL", language: "EN" });
    expect(list).toHaveLength(20);
    const amounts = list.map((entry) => entry.vo.winCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const { vo } of list) {
      // Seeded players (player001...) and AURORA's agent team (team_m001...).
      expect(vo.customerName).toMatch(/^(pl|te)\*\*\*\d\d$/);
      expect(vo.iconUrl).toMatch(/^\/assets\/games\/.+\.svg$/);
    }
    const top = db.prepare("SELECT MAX(win_cents) FROM bets WHERE merchant = 'AURORA'").pluck().get() as number;
    expect(amounts[0]).toBe(top);
    expect((await aurora.games.winners({ gameCategory: "ALL", language: "EN", limitNum: 4 })).list).toHaveLength(4);
  });

  it("names the games in the request's language", async () => {
    const en = await aurora.games.winners({ gameCategory: "ALL", language: "EN", limitNum: 1 });
    const ty = await aurora.games.winners({ gameCategory: "ALL", language: "TY", limitNum: 1 });
    expect(en.list[0].vo.winCents).toBe(ty.list[0].vo.winCents);
    expect(en.list[0].vo.gameName).not.toBe(ty.list[0].vo.gameName);
  });

  it("rejects a limit over 50", async () => {
    expect((await platformError(aurora.games.winners({ gameCategory: "ALL", language: "EN", limitNum: 51 }))).code).toBe("INVALID_REQUEST");
  });
});

describe("games.launch and games.recent", () => {
  const launch = { platform: "html5-desktop", language: "EN" } as const;

  it("opens a 2-hour session on one of the merchant's launch hosts and records the game as recent", async () => {
    const platform = await signedIn("AURORA");
    expect((await platform.games.recent({ clientType: "3", language: "EN" })).list).toEqual([]);

    const { url } = await platform.games.launch({ ...launch, nodeId: "RNG-PG-0005" });
    const parsed = new URL(url);
    expect(["play1.aurora.localhost", "play2.aurora.localhost"]).toContain(parsed.hostname);
    expect(Number(parsed.port)).toBe(sb.sandbox.port);
    const sessionId = /^\/demo-game\/([0-9a-f]{32})$/.exec(parsed.pathname)?.[1];
    expect(sessionId).toBeDefined();
    const row = db.prepare("SELECT * FROM game_sessions WHERE id = ?").get(sessionId) as {
      created_at: string;
      expires_at: string;
      node_id: string;
    };
    expect(row.node_id).toBe("RNG-PG-0005");
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(2 * 60 * 60 * 1000);

    sb.sandbox.clock.advance(1000);
    await platform.games.launch({ ...launch, nodeId: "LIVE-EVO-0002" });
    const recent = await platform.games.recent({ clientType: "3", language: "EN" });
    expect(recent.list.map((g: Game) => g.nodeId)).toEqual(["LIVE-EVO-0002", "RNG-PG-0005"]);
    expect(recent.totalPages).toBe(1);

    const rng = await platform.games.recent({ clientType: "3", language: "EN", gameType: "RNG" });
    expect(rng.list.map((g) => g.nodeId)).toEqual(["RNG-PG-0005"]);
    const paged = await platform.games.recent({ clientType: "3", language: "EN", pageSize: 1, page: 2 });
    expect(paged).toMatchObject({ totalPages: 2, list: [{ nodeId: "RNG-PG-0005" }] });
  });

  it("refuses a game that does not exist or that the merchant does not offer", async () => {
    const platform = await signedIn("LUMEN");
    const before = snapshot(sb.sandbox, "game_sessions");
    expect((await platformError(platform.games.launch({ ...launch, nodeId: "RNG-PG-9999" }))).code).toBe("GAME_NOT_FOUND");
    expect((await platformError(platform.games.launch({ ...launch, nodeId: "RNG-MG-0001" }))).code).toBe("GAME_NOT_FOUND");
    expect(snapshot(sb.sandbox, "game_sessions")).toEqual(before);
  });

  it("refuses a game whose vendor is under maintenance", async () => {
    const platform = await signedIn("AURORA");
    expect((await platformError(platform.games.launch({ ...launch, nodeId: "RNG-RT-0001" }))).code).toBe("GAME_MAINTENANCE");
  });

  it("allows a free trial only where the game supports one", async () => {
    const platform = await signedIn("AURORA");
    const firstPgGame = db.prepare("SELECT node_id FROM games WHERE vendor_code = 'PG' AND support_play = ? ORDER BY sort LIMIT 1").pluck();
    const trialGame = firstPgGame.get(0) as string;
    const paidGame = firstPgGame.get(1) as string;
    await platform.games.launch({ ...launch, nodeId: trialGame, freeTrial: true });
    expect((await platformError(platform.games.launch({ ...launch, nodeId: paidGame, freeTrial: true }))).code).toBe("FUNCTION_DISABLED");
  });

  it("lets a trial account launch", async () => {
    const trial = await sb.platform({ merchant: "TALA" }).auth.freePlay({ os: "linux", platform: "W", deviceId: "games-test" });
    const platform = sb.platform({ merchant: "TALA", token: trial.token });
    const { url } = await platform.games.launch({ ...launch, nodeId: "RNG-JILI-0001" });
    expect(new URL(url).hostname).toMatch(/^play[12]\.tala\.localhost$/);
  });

  it("needs a session", async () => {
    const response = await sb.raw("POST", "/api/v1/games/launch", { merchant: "AURORA", body: { ...launch, nodeId: "RNG-PG-0001" } });
    expect(response.envelope).toMatchObject({ success: false, code: "UNAUTHORIZED" });
  });
});
