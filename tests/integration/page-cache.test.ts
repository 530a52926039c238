import { gunzipSync } from "node:zlib";
import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { createSessionCodec } from "~/session/codec.server";
import { startTestPortal, TEST_SESSION_SECRET } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/**
 * The visitors' page cache (server/page-cache.ts): what it shares, with whom, and for
 * how long. Each answer is read whole; `x-page-cache` says whether it came from memory.
 */
const sb = await startTestSandbox();
const { portal, request } = await startTestPortal(sb.url);
/** The same portal without the page cache: every answer a fresh render. */
const fresh = await startTestPortal(sb.url, { pageCacheMs: 0 });
/** A portal whose kept pages live 1.5 s, to follow them over several lifetimes. */
const RENEWING_MS = 1500;
const renewing = await startTestPortal(sb.url, { pageCacheMs: RENEWING_MS });

const nonceOfCsp = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const noncesInHtml = (html: string) => [...new Set([...html.matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]))];

async function sessionCookie(username: string, password: string, isAgent: 0 | 1 = 0) {
  const token = await sb.login("AURORA", username, password);
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
    { token, isAgent, username, expiresAt: Date.now() + 3_600_000 },
    "aurora",
  );
  return `__session=${sealed}`;
}

/** A page as two renders of it compare: without its nonces, and with any of the brand's image hosts. */
const comparable = (html: string) => html.replaceAll(/ nonce="[^"]+"/g, "").replaceAll(/\/\/img\d\./g, "//img.");

/** GETs until the answer comes from the page cache (a kept copy is stored once its render has been sent). */
async function untilHit(path: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await request("aurora", path, { headers });
    if (response.headers["x-page-cache"] === "hit") return response;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} never came from the page cache`);
}

/** The raw (still compressed) body of a GET that accepts gzip. */
function gzipped(path: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: portal.port, path, headers: { host: `aurora.localhost:${portal.port}`, "accept-encoding": "gzip" } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

// First: the visitors' tests change the platform's winners, which two portals would cache at different times.
describe("signed-in players' pages", () => {
  const bob = { username: "demo_newbie", password: MEMBER.password };
  const setAccount = (username: string, column: "nickname" | "vip" | "balance_cents", value: string | number) =>
    sb.sandbox.db.prepare(`UPDATE accounts SET ${column} = ? WHERE merchant = 'AURORA' AND username = ?`).run(value, username);
  /** Leaves the account's inbox with `count` messages, all unread. */
  const setUnread = (username: string, count: number) => {
    const { db } = sb.sandbox;
    const id = db.prepare("SELECT id FROM accounts WHERE merchant = 'AURORA' AND username = ?").pluck().get(username);
    db.prepare("DELETE FROM messages WHERE account_id = ?").run(id);
    for (let n = 0; n < count; n++) {
      db.prepare("INSERT INTO messages (account_id, title, content, sent_at) VALUES (?, 'Note', 'Text', ?)").run(
        id,
        new Date().toISOString(),
      );
    }
  };

  let alice = "";
  let bobCookie = "";
  beforeAll(async () => {
    // Two members of one shape (same VIP flag and unread count, a nickname each): they share a kept page.
    setAccount(MEMBER.username, "nickname", `<b>"Ann" & 'Bo'</b>\u2028✓`);
    setAccount(bob.username, "nickname", "Bob 🎰");
    for (const username of [MEMBER.username, bob.username]) {
      setAccount(username, "vip", 1);
      setUnread(username, 2);
      // A balance no other text of the page equals: the hydration data stores an equal text once
      // (as a fresh render would), where a kept page stores it again (tests/unit/player-template.test.ts).
      setAccount(username, "balance_cents", 4_321_09);
    }
    alice = await sessionCookie(MEMBER.username, MEMBER.password);
    bobCookie = await sessionCookie(bob.username, bob.password);
  });

  /** A fresh render of the page, once its lists are all cached (none streams in late). */
  async function freshRender(path: string, cookie: string) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await fresh.request("aurora", path, { headers: { cookie } });
      if (!response.body.includes('data-state="loading"')) return response;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${path} kept streaming`);
  }

  it("answers a player's home from a kept page that is byte for byte the page a render makes for them", async () => {
    for (const [cookie, path] of [
      [alice, "/"],
      [bobCookie, "/"],
      [alice, "/?tab=RNG"],
      [bobCookie, "/?tab=LIVE&lng=TY"],
    ] as const) {
      const kept = await untilHit(path, { cookie });
      expect(kept.headers["cache-control"]).toBe("private, no-store");
      const nonce = nonceOfCsp(kept.headers["content-security-policy"]);
      expect(noncesInHtml(kept.body)).toEqual([nonce]);
      expect(comparable(kept.body)).toBe(comparable((await freshRender(path, cookie)).body));
    }
    // Escaped where it stands: as page text, and in the hydration data.
    const page = (await request("aurora", "/", { headers: { cookie: alice } })).body;
    expect(page).toContain("&lt;b&gt;&quot;Ann&quot; &amp; &#x27;Bo&#x27;&lt;/b&gt;");
    expect(page).not.toContain('<b>"Ann');
  });

  it("shows each player only their own data, and a visitor no one's, interleaved", async () => {
    const players = [
      { cookie: alice, texts: [MEMBER.username, "&quot;Ann&quot;"] },
      { cookie: bobCookie, texts: [bob.username, "Bob 🎰"] },
    ];
    await untilHit("/", { cookie: alice });
    let hits = 0;
    for (let round = 0; round < 3; round++) {
      for (const who of [null, players[0], null, players[1]]) {
        const response = await request("aurora", "/", { headers: who ? { cookie: who.cookie } : {} });
        expect(response.status).toBe(200);
        if (response.headers["x-page-cache"] === "hit") hits++;
        for (const player of players) {
          // A player's texts are on their own page only.
          for (const text of player.texts) expect(response.body.includes(text), text).toBe(player === who);
        }
      }
    }
    expect(hits).toBeGreaterThan(6);
  });

  it("shows the player's balance and unread count as they are now, on every answer", async () => {
    await untilHit("/", { cookie: alice });
    setAccount(MEMBER.username, "balance_cents", 123_456_78);
    setUnread(MEMBER.username, 7);
    const response = await request("aurora", "/", { headers: { cookie: alice } });
    expect(response.body).toContain("₱123,456.78");
    expect(response.body).toMatch(/>7<\/span>/);
    // Another unread count is another shape: the page renders, and is kept in its turn.
    expect(comparable((await untilHit("/", { cookie: alice })).body)).toBe(comparable((await freshRender("/", alice)).body));
    setUnread(MEMBER.username, 2);
  });

  it("answers a burst of a new shape's first requests, two players at once, each from the one template with their own texts", async () => {
    // A shape no page has had yet (four unread), asked for by both players at once.
    for (const username of [MEMBER.username, bob.username]) setUnread(username, 4);
    try {
      const players = [
        { cookie: alice, texts: [MEMBER.username, "&quot;Ann&quot;"] },
        { cookie: bobCookie, texts: [bob.username, "Bob 🎰"] },
      ];
      const burst = [...players, ...players, ...players];
      const answers = await Promise.all(burst.map((who) => request("aurora", "/?tab=RNG", { headers: { cookie: who.cookie } })));
      answers.forEach((response, index) => {
        expect(response.status).toBe(200);
        expect(response.body).toMatch(/>4<\/span>/);
        for (const player of players) {
          for (const text of player.texts) expect(response.body.includes(text), text).toBe(player === burst[index]);
        }
        expect(response.body).not.toMatch(/plyr[0-9a-f]{12}s\d+z/);
      });
      expect(comparable(answers[0].body)).toBe(comparable((await freshRender("/?tab=RNG", alice)).body));
    } finally {
      for (const username of [MEMBER.username, bob.username]) setUnread(username, 2);
    }
  });

  it("renews kept pages while they are in use: over three lifetimes each player and a visitor get their own page from memory", async () => {
    const audiences = [
      { name: "alice", cookie: alice, texts: [MEMBER.username, "&quot;Ann&quot;"] },
      { name: "bob", cookie: bobCookie, texts: [bob.username, "Bob 🎰"] },
      { name: "visitor", cookie: null, texts: [] },
    ];
    const renewingHit = async (cookie: string | null) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const response = await renewing.request("aurora", "/", { headers: cookie ? { cookie } : {} });
        if (response.headers["x-page-cache"] === "hit") return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("never came from the page cache");
    };
    for (const audience of audiences) await renewingHit(audience.cookie);

    // Each kept page expires twice or three times meanwhile: without renewal, the first answer after
    // each expiry is rendered (and a player's until their template is kept again).
    const misses = new Map(audiences.map((audience) => [audience.name, 0]));
    const started = Date.now();
    while (Date.now() - started < 3 * RENEWING_MS) {
      for (const who of audiences) {
        const response = await renewing.request("aurora", "/", { headers: who.cookie ? { cookie: who.cookie } : {} });
        expect(response.status).toBe(200);
        if (response.headers["x-page-cache"] !== "hit") misses.set(who.name, (misses.get(who.name) ?? 0) + 1);
        // A player's texts are on their own page only, never on another player's or a visitor's, nor a marker anywhere.
        for (const other of audiences) {
          for (const text of other.texts)
            expect(response.body.includes(text), `${other.name}'s ${text} for ${who.name}`).toBe(other === who);
        }
        expect(response.body).not.toMatch(/plyr[0-9a-f]{12}s\d+z/);
      }
    }
    // One render (a renewal slower than half a lifetime on a busy machine) is tolerated.
    for (const [name, count] of misses) expect(count, name).toBeLessThanOrEqual(1);
  });

  it("renders, and never keeps, the FAV tab and a page whose member info failed", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await request("aurora", "/?tab=FAV", { headers: { cookie: alice } })).headers["x-page-cache"]).toBeUndefined();
    }
    await untilHit("/", { cookie: alice });
    await sb.control("/faults", { call: "member.info", failureRate: 1 });
    try {
      const failed = await request("aurora", "/", { headers: { cookie: alice } });
      expect(failed.headers["x-page-cache"]).toBeUndefined();
      expect(failed.body).toContain('role="alert"');
    } finally {
      await sb.control("/faults/clear");
    }
  });
});

describe("the visitors' page cache", () => {
  it("answers a visitor's home from memory with a fresh nonce in the header and the page every time", async () => {
    const first = await untilHit("/");
    const second = await request("aurora", "/");
    expect(second.headers["x-page-cache"]).toBe("hit");
    for (const response of [first, second]) {
      const nonce = nonceOfCsp(response.headers["content-security-policy"]);
      expect(nonce).toBeTruthy();
      expect(noncesInHtml(response.body)).toEqual([nonce]);
    }
    expect(nonceOfCsp(first.headers["content-security-policy"])).not.toBe(nonceOfCsp(second.headers["content-security-policy"]));
    // The same page apart from the nonce.
    const strip = (html: string) => html.replaceAll(/ nonce="[^"]+"/g, "");
    expect(strip(second.body)).toBe(strip(first.body));
    expect(first.headers["cache-control"]).toBe("private, no-cache");
  });

  it("sends a kept page gzipped, decoding to the page with this answer's nonce", async () => {
    await untilHit("/?tab=RNG");
    const { headers, body } = await gzipped("/?tab=RNG");
    expect(headers["x-page-cache"]).toBe("hit");
    expect(headers["content-encoding"]).toBe("gzip");
    const html = gunzipSync(body).toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain("</html>");
    expect(noncesInHtml(html)).toEqual([nonceOfCsp(headers["content-security-policy"])]);
  });

  it("keeps pages apart by language, theme and tab", async () => {
    const en = await untilHit("/?lng=EN");
    const ty = await untilHit("/?lng=TY");
    expect(en.body).toContain('lang="en"');
    expect(ty.body).toContain('lang="tl"');
    const light = await untilHit("/", { cookie: "theme=light" });
    expect(light.body).toContain('data-mode="light"');
    expect((await request("aurora", "/")).body).toContain('data-mode="dark"');
  });

  it("never gives two answers the same nonce", async () => {
    const alice = await sessionCookie(MEMBER.username, MEMBER.password);
    const seen = new Set<string>();
    let answers = 0;
    for (let i = 0; i < 10; i++) {
      for (const [path, headers] of [
        ["/", {}],
        ["/?tab=RNG", {}],
        ["/", { cookie: alice }],
        ["/nonsense", {}],
      ] as const) {
        const response = await request("aurora", path, { headers });
        const nonce = nonceOfCsp(response.headers["content-security-policy"]);
        expect(nonce).toBeTruthy();
        seen.add(nonce as string);
        answers++;
      }
    }
    expect(seen.size).toBe(answers);
  });

  it("renders what is not a plain home: other query parameters, popups, other pages", async () => {
    for (const path of ["/?notice=1", "/login", "/register", "/?tab=RNG&tab=LIVE"]) {
      await request("aurora", path);
      expect((await request("aurora", path)).headers["x-page-cache"], path).toBeUndefined();
    }
  });

  it("still shows maintenance at once", async () => {
    await untilHit("/");
    await sb.control("/merchants/AURORA/status", { status: 1 });
    try {
      const response = await request("aurora", "/");
      expect(response.status).toBe(503);
      expect(response.headers["x-page-cache"]).toBeUndefined();
    } finally {
      await sb.control("/merchants/AURORA/status", { status: 0 });
    }
  });

  it("shows a platform change within the winner board's cache time plus the page's (15 s + 5 s)", async () => {
    await untilHit("/");
    // The biggest win of the merchant becomes a figure no page has shown.
    sb.sandbox.db
      .prepare(
        "UPDATE bets SET win_cents = 98765432100 WHERE id = (SELECT id FROM bets WHERE merchant = 'AURORA' ORDER BY win_cents DESC LIMIT 1)",
      )
      .run();
    const changed = Date.now();
    let seenAfterMs = -1;
    while (Date.now() - changed < 25_000) {
      if ((await request("aurora", "/")).body.includes("987,654,321.00")) {
        seenAfterMs = Date.now() - changed;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    console.info(`page cache: the change showed after ${seenAfterMs} ms`);
    expect(seenAfterMs).toBeGreaterThanOrEqual(0);
    expect(seenAfterMs).toBeLessThanOrEqual(21_000);
  }, 120_000);
});
