import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import { createTranslator } from "~/i18n/translator";
import { createSessionCodec } from "~/session/codec.server";
import { brandTime } from "../helpers/brand-times";
import { startCountingProxy } from "../helpers/counting-proxy";
import { startTestPortal, TEST_SESSION_SECRET } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/** The totals row's count, as the portal's translator gives it in English (its plural forms). */
const recordCount = (count: number) => createTranslator({ language: "EN", pack: en }).t("records.totalCount", { count });

/*
 * The record pages (betting record, profit and loss, bonus details, the account record) against the real
 * sandbox, as a browser without JavaScript asks for them: every view is a GET URL.
 * player037 bets through the demo game page as a player does; player039 gets bonuses
 * written into the sandbox's table (enough for two pages). Expected figures are read
 * from the sandbox's database.
 */

const sb = await startTestSandbox();
// Through a recording proxy: the tests check what the platform was asked.
const proxy = await startCountingProxy(sb.url);
const { request } = await startTestPortal(proxy.url);
const db = sb.sandbox.db;
const MERCHANT = "AURORA";

afterEach(() => sb.control("/faults/clear"));

async function cookieFor(username: string, brand = "aurora", merchant = MERCHANT) {
  const token = await sb.login(merchant, username, MEMBER.password);
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
    { token, isAgent: 0, username, expiresAt: Date.now() + 3_600_000 },
    brand,
  );
  return { token, cookie: `__session=${sealed}` };
}
const page = (path: string, cookie?: string, brand = "aurora") => request(brand, path, { headers: cookie ? { cookie } : {} });

const accountId = (username: string) =>
  db.prepare("SELECT id FROM accounts WHERE merchant = ? AND username = ?").pluck().get(MERCHANT, username) as number;
const today = () => sb.sandbox.clock.now().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(sb.sandbox.clock.now().getTime() - days * 86_400_000).toISOString().slice(0, 10);
const peso = (cents: number) =>
  `${cents < 0 ? "-" : ""}₱${(Math.abs(cents) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The text of the page's parts (the page also carries its data as JSON, so plain `toContain` would not prove what shows). */
const rows = (html: string) => [...html.matchAll(/<tr data-records="row">([\s\S]*?)<\/tr>/g)].map((match) => cellsOf(match[1]));
const totals = (html: string) => cellsOf(/<tr[^>]*data-records="totals"[^>]*>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? "");
const cellsOf = (row: string) => [...row.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) => cell[1].replace(/<[^>]+>/g, ""));
const stateOf = (html: string) =>
  /data-state="(empty|error|past-end)"[^>]*>([\s\S]*?)<\/(?:p|div)>/
    .exec(html)
    ?.slice(1)
    .map((part) => part.replace(/<[^>]+>/g, "")) ?? null;
const problem = (html: string) => /data-records="problem"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
const selected = (html: string, name: string) =>
  new RegExp(`<select[^>]*name="${name}"[^>]*>[\\s\\S]*?<option[^>]*value="([^"]*)"[^>]*selected`).exec(html)?.[1];

async function bet(token: string, nodeId: string, stakeCents: number, requestId: string) {
  const { url } = await sb
    .platform({ merchant: MERCHANT, token })
    .games.launch({ platform: "html5-desktop", language: "EN", nodeId, freeTrial: false });
  const response = await fetch(`${sb.url}${new URL(url).pathname}/bet`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ stakeCents, requestId }),
  });
  expect(response.status).toBe(200);
}

/** player037's bets since the start of `from`, newest first, as the sandbox holds them. */
function betsSince(username: string, from: string) {
  return db
    .prepare(
      `SELECT b.created_at AS time, b.stake_cents AS stake, b.win_cents AS win, g.name_en AS game, g.game_type AS type FROM bets b JOIN games g ON g.node_id = b.node_id
        WHERE b.account_id = ? AND b.created_at >= ? ORDER BY b.created_at DESC, b.id DESC`,
    )
    .all(accountId(username), `${from}T00:00:00.000Z`) as Array<{ time: string; stake: number; win: number; game: string; type: string }>;
}

describe("who may see the record pages", () => {
  it("sends a visitor to sign in and back, and a trial account to the real-account prompt", async () => {
    const visitor = await page("/member/personalHistoryCopy?range=30d");
    expect([visitor.status, visitor.headers.location]).toEqual([
      302,
      `/login?redirectTo=${encodeURIComponent("/member/personalHistoryCopy?range=30d")}`,
    ]);

    const session = await sb.platform({ merchant: "TALA" }).auth.freePlay({ os: "Linux", platform: "W", deviceId: "records-test" });
    const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
      { token: session.token, isAgent: 4, username: session.username, expiresAt: Date.now() + 3_600_000 },
      "tala",
    );
    for (const path of ["/member/personalHistoryCopy", "/member/personalProfit", "/member/bonusDetails", "/member/transactionHistory"]) {
      const trial = await page(path, `__session=${sealed}`, "tala");
      expect([trial.status, trial.headers.location]).toEqual([302, "/real-account"]);
    }
  });
});

describe("the betting record", () => {
  it("lists the player's bets of the last 7 days by default, newest first, with the totals of the range", async () => {
    const { token, cookie } = await cookieFor("player037");
    await bet(token, "RNG-PG-0003", 500, "records-page-1");
    await bet(token, "RNG-PG-0003", 200, "records-page-2");
    const expected = betsSince("player037", daysAgo(6));

    const response = await page("/member/personalHistoryCopy", cookie);
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    expect(selected(response.body, "range")).toBe("7d");
    const shown = rows(response.body);
    expect(shown).toHaveLength(Math.min(expected.length, 20));
    expect(shown[0]).toEqual([
      // In aurora's zone (Asia/Manila), named: the record's times are the player's clock.
      brandTime("aurora", expected[0].time, { seconds: true }),
      expected[0].game,
      "PG Soft",
      "Slots",
      peso(200),
      peso(expected[0].win),
      peso(expected[0].win - 200),
    ]);
    const stake = expected.reduce((sum, row) => sum + row.stake, 0);
    const win = expected.reduce((sum, row) => sum + row.win, 0);
    expect(totals(response.body)).toEqual(["Totals", recordCount(expected.length), "", "", peso(stake), peso(win), peso(win - stake)]);
    expect(response.body).not.toContain(token);
  });

  it("filters by game type through the URL, and says when a filter finds nothing", async () => {
    const { cookie } = await cookieFor("player037");
    const fish = betsSince("player037", daysAgo(29)).filter((row) => row.type === "FISH");
    const response = await page("/member/personalHistoryCopy?range=30d&type=FISH", cookie);
    expect(selected(response.body, "type")).toBe("FISH");
    // Fishing bets only, or the empty state when the player has none in the period.
    const shown = rows(response.body);
    expect(shown.length > 0).toBe(fish.length > 0);
    expect(shown.every((row) => row[3] === "Fishing")).toBe(true);
    expect(stateOf(response.body)).toEqual(fish.length > 0 ? null : ["empty", "You have no bets in this period."]);

    const lottery = await page(`/member/personalHistoryCopy?range=today&type=LOTTERY`, cookie);
    expect(stateOf(lottery.body)).toEqual(["empty", "You have no bets in this period."]);
  });

  it("shows only the signed-in player's own bets", async () => {
    const { token } = await cookieFor("player038");
    await bet(token, "RNG-PG-0003", 300, "records-page-other");
    const { cookie } = await cookieFor("player037");
    const theirs = betsSince("player038", daysAgo(29));
    const mine = betsSince("player037", daysAgo(29));
    const response = await page("/member/personalHistoryCopy?range=30d", cookie);
    const stake = mine.reduce((sum, row) => sum + row.stake, 0);
    expect(totals(response.body).slice(1, 5)).toEqual([recordCount(mine.length), "", "", peso(stake)]);
    // player038's 3.00 bet is the only one of that stake today: it is not in player037's list.
    expect(theirs.some((row) => row.stake === 300)).toBe(true);
    const shownToday = brandTime("aurora", sb.sandbox.clock.now()).slice(0, 10);
    expect(rows(response.body).some((row) => row[4] === peso(300) && row[0].startsWith(shownToday))).toBe(
      mine.some((row) => row.stake === 300),
    );
  });

  it("falls back to the last 7 days, saying why, for a custom range it cannot use, and never asks the platform with it", async () => {
    const { cookie } = await cookieFor("player037");
    const cases: Array<[string, string]> = [
      [`from=${today()}&to=${daysAgo(3)}`, "The end date is before the start date. Showing the last 7 days instead."],
      [`from=${daysAgo(1)}&to=2999-01-01`, "The end date is after today. Showing the last 7 days instead."],
      [`from=${daysAgo(120)}&to=${today()}`, "A custom range can be at most 90 days. Showing the last 7 days instead."],
      ["from=2026-02-30&to=2026-03-01", "Please enter both custom dates as valid dates. Showing the last 7 days instead."],
      ["from=<script>&to=", "Please enter both custom dates as valid dates. Showing the last 7 days instead."],
    ];
    proxy.reset();
    for (const [query, message] of cases) {
      const response = await page(`/member/personalHistoryCopy?range=custom&${query}`, cookie);
      expect(response.status, query).toBe(200);
      expect(problem(response.body), query).toBe(message);
      expect(response.body).toContain(`${daysAgo(6)} to ${today()}`);
      expect(response.body).not.toContain("<script>&");
    }
    // Each of those pages asked for the last 7 days, and nothing else.
    const asked = proxy.calls
      .filter((call) => call.path.startsWith("/api/v1/records/bets?"))
      .map((call) => new URL(call.path, sb.url).searchParams);
    expect(asked).toHaveLength(cases.length);
    for (const params of asked) expect([params.get("from"), params.get("to")]).toEqual([daysAgo(6), today()]);
  });

  it("uses a valid custom range, and ignores an unknown range, type or page", async () => {
    const { cookie } = await cookieFor("player037");
    const custom = await page(`/member/personalHistoryCopy?range=custom&from=${today()}&to=${today()}`, cookie);
    expect(problem(custom.body)).toBeNull();
    expect(selected(custom.body, "range")).toBe("custom");
    expect(rows(custom.body)).toHaveLength(Math.min(betsSince("player037", today()).length, 20));

    const odd = await page("/member/personalHistoryCopy?range=forever&type=HACK&page=-3", cookie);
    expect(odd.status).toBe(200);
    expect([selected(odd.body, "range"), selected(odd.body, "type")]).toEqual(["7d", ""]);
    expect(problem(odd.body)).toBeNull();
  });

  it("shows the platform's failure in the page, with the filters still there", async () => {
    const { cookie } = await cookieFor("player037");
    await sb.control("/faults", { call: "records.bets", failureRate: 1 });
    const response = await page("/member/personalHistoryCopy?range=30d", cookie);
    expect(response.status).toBe(200);
    expect(stateOf(response.body)?.[1]).toContain("The records could not be loaded: Unknown error, please try again");
    expect(response.body).toContain('data-records="filters"');
  });
});

describe("when the platform's record settings fail", () => {
  it("still shows the form and says why the list is missing, asking for no list", async () => {
    const { cookie } = await cookieFor("player037");
    await sb.control("/faults", { call: "records.settings", failureRate: 1 });
    proxy.reset();
    const response = await page("/member/personalProfit?range=custom&from=2026-01-01&to=2026-01-02", cookie);
    expect(response.status).toBe(200);
    expect(response.body).toContain('data-records="filters"');
    expect(stateOf(response.body)?.[1]).toContain("The records could not be loaded");
    expect(proxy.calls.some((call) => call.path.startsWith("/api/v1/records/profit"))).toBe(false);
  });
});

describe("profit and loss", () => {
  it("sums each day's bets, newest day first, with the range's totals", async () => {
    const { cookie } = await cookieFor("player037");
    const expected = betsSince("player037", daysAgo(29));
    const days = new Map<string, { bets: number; stake: number; win: number }>();
    for (const row of db
      .prepare(
        "SELECT substr(created_at, 1, 10) AS day, stake_cents AS stake, win_cents AS win FROM bets WHERE account_id = ? AND created_at >= ?",
      )
      .all(accountId("player037"), `${daysAgo(29)}T00:00:00.000Z`) as Array<{ day: string; stake: number; win: number }>) {
      const sum = days.get(row.day) ?? { bets: 0, stake: 0, win: 0 };
      days.set(row.day, { bets: sum.bets + 1, stake: sum.stake + row.stake, win: sum.win + row.win });
    }
    const response = await page("/member/personalProfit?range=30d", cookie);
    const [day, first] = [...days.entries()].sort(([a], [b]) => b.localeCompare(a))[0];
    expect(rows(response.body)[0]).toEqual([day, String(first.bets), peso(first.stake), peso(first.win), peso(first.win - first.stake)]);
    const stake = expected.reduce((sum, row) => sum + row.stake, 0);
    const win = expected.reduce((sum, row) => sum + row.win, 0);
    expect(totals(response.body)).toEqual(["Totals", String(expected.length), peso(stake), peso(win), peso(win - stake)]);
  });

  it("says when the range has no results", async () => {
    const { cookie } = await cookieFor("player037");
    const response = await page(`/member/personalProfit?range=today&type=COCKFIGHT`, cookie);
    expect(stateOf(response.body)).toEqual(["empty", "You have no results in this period."]);
  });
});

describe("bonus details", () => {
  const insert = db.prepare(
    "INSERT INTO bonuses (account_id, merchant, type, title_en, title_ty, amount_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );

  it("pages the player's bonuses (20 a page) with the type filter and the range's total, in the page language", async () => {
    const { cookie } = await cookieFor("player039");
    const id = accountId("player039");
    db.prepare("DELETE FROM bonuses WHERE account_id = ?").run(id);
    // Seconds after today's midnight, Bonus 0 the newest: inside "today" at any time of day.
    const midnight = Date.parse(`${daysAgo(0)}T00:00:00.000Z`);
    for (let n = 0; n < 25; n++) {
      insert.run(
        id,
        MERCHANT,
        n % 5 === 0 ? "VIP" : "REBATE",
        `Bonus ${n}`,
        `Bonus TY ${n}`,
        100 + n,
        new Date(midnight + (25 - n) * 1000).toISOString(),
      );
    }
    const first = await page("/member/bonusDetails?range=today", cookie);
    expect(rows(first.body)).toHaveLength(20);
    expect(rows(first.body)[0]).toEqual([
      // UTC's day (the platform's "today"), shown in aurora's zone: 08:00:25 GMT+8.
      brandTime("aurora", midnight + 25_000, { seconds: true }),
      "VIP reward",
      "Bonus 0",
      peso(100),
    ]);
    const sum = Array.from({ length: 25 }, (_, n) => 100 + n).reduce((a, b) => a + b, 0);
    expect(totals(first.body)).toEqual(["Totals", "", recordCount(25), peso(sum)]);
    // The pager keeps the filters.
    expect(first.body).toContain('href="/member/bonusDetails?range=today&amp;page=2"');

    const second = await page("/member/bonusDetails?range=today&page=2", cookie);
    expect(rows(second.body).map((row) => row[2])).toEqual(["Bonus 20", "Bonus 21", "Bonus 22", "Bonus 23", "Bonus 24"]);

    const vip = await page("/member/bonusDetails?range=today&type=VIP&lng=TY", cookie);
    expect(rows(vip.body).map((row) => [row[1], row[2]])).toEqual([0, 5, 10, 15, 20].map((n) => ["Gantimpala ng VIP", `Bonus TY ${n}`]));

    const past = await page("/member/bonusDetails?range=today&page=9", cookie);
    expect(stateOf(past.body)?.[0]).toBe("past-end");
  });

  it("says when there are no bonuses in the range", async () => {
    const { cookie } = await cookieFor("player039");
    const response = await page(`/member/bonusDetails?range=custom&from=${daysAgo(89)}&to=${daysAgo(80)}`, cookie);
    expect(problem(response.body)).toBeNull();
    expect(stateOf(response.body)).toEqual(["empty", "You have no bonuses in this period."]);
  });
});

describe("the account record on the toolkit", () => {
  it("asks the ledger only for a checked window and a known type, and shows its failure in the page", async () => {
    const { cookie } = await cookieFor("player037");
    proxy.reset();
    const bad = await page(`/member/transactionHistory?range=custom&from=${daysAgo(120)}&to=${today()}&type=bet.stake%27`, cookie);
    expect(problem(bad.body)).toBe("A custom range can be at most 90 days. Showing the last 7 days instead.");
    const asked = proxy.calls
      .filter((call) => call.path.startsWith("/api/v1/transactions?"))
      .map((call) => new URL(call.path, sb.url).searchParams);
    expect(asked.map((params) => [params.get("from"), params.get("to"), params.get("kind"), params.get("page")])).toEqual([
      [daysAgo(6), today(), null, "1"],
    ]);

    await sb.control("/faults", { call: "transactions.list", failureRate: 1 });
    const failed = await page("/member/transactionHistory?range=30d", cookie);
    expect(failed.status).toBe(200);
    expect(stateOf(failed.body)?.[1]).toContain("The records could not be loaded: Unknown error, please try again");
    expect(failed.body).toContain('data-records="filters"');
  });
});

describe("a vertical the brand turns off", () => {
  it("is no choice of the betting record's or the profit's game type, and asking for it asks for every type", async () => {
    // Lumen turns cockfight off everywhere; aurora offers it in some countries, so its record names it.
    const lumen = await cookieFor(MEMBER.username, "lumen", "LUMEN");
    const aurora = await cookieFor(MEMBER.username);
    const choices = (html: string) =>
      [...html.matchAll(/<select[^>]*name="type"[^>]*>([\s\S]*?)<\/select>/g)].flatMap(([, options]) =>
        [...options.matchAll(/<option[^>]*value="([^"]*)"/g)].map(([, value]) => value),
      );
    for (const path of ["/member/personalHistoryCopy", "/member/personalProfit"]) {
      const offered = choices((await page(`${path}?type=COCKFIGHT`, lumen.cookie, "lumen")).body);
      expect(offered).toContain("RNG");
      expect(offered).not.toContain("COCKFIGHT");
      expect(choices((await page(path, aurora.cookie)).body)).toContain("COCKFIGHT");
    }
    expect(selected((await page("/member/personalHistoryCopy?type=COCKFIGHT", lumen.cookie, "lumen")).body, "type")).toBe("");
  });
});

describe("any query", () => {
  it("answers every record page with 200 and a page, never a 5xx, whatever the filters say", async () => {
    const { cookie } = await cookieFor("player037");
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        "today",
        "7d",
        "30d",
        "custom",
        "RNG",
        "VIP",
        "2026-02-29",
        "2026-13-01",
        "0000-00-00",
        "-1",
        "1e9",
        "%",
        "<b>",
        "__proto__",
      ),
      fc
        .date({ min: new Date("1970-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/member/personalHistoryCopy", "/member/personalProfit", "/member/bonusDetails", "/member/transactionHistory"),
        fc.dictionary(fc.constantFrom("range", "from", "to", "type", "page", "lng"), value),
        async (path, query) => {
          const response = await page(`${path}?${new URLSearchParams(query)}`, cookie);
          expect(response.status, `${path}?${new URLSearchParams(query)}`).toBe(200);
          expect(response.body).toContain('data-records="filters"');
        },
      ),
      { numRuns: 300, seed: 20_261_123 },
    );
  });
});
