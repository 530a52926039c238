import { gunzipSync } from "node:zlib";
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { createSessionCodec } from "~/session/codec.server";
import { startTestPortal, TEST_SESSION_SECRET } from "../helpers/portal";
import { AGENT_PASSWORD, MEMBER, startTestSandbox } from "../helpers/sandbox";

/**
 * The visitors' page cache (server/page-cache.ts): what it shares, with whom, and for
 * how long. Each answer is read whole; `x-page-cache` says whether it came from memory.
 */
const sb = await startTestSandbox();
const { portal, request } = await startTestPortal(sb.url);

const nonceOfCsp = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const noncesInHtml = (html: string) => [...new Set([...html.matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]))];

async function sessionCookie(username: string, password: string) {
  const token = await sb.login("AURORA", username, password);
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
    { token, isAgent: 0, username, expiresAt: Date.now() + 3_600_000 },
    "aurora",
  );
  return `__session=${sealed}`;
}

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

  it("never keeps or answers a signed-in page, and never shows a visitor a player's data", async () => {
    const alice = await sessionCookie(MEMBER.username, MEMBER.password);
    const bob = await sessionCookie("demo_agent1", AGENT_PASSWORD);
    const names = [MEMBER.username, "demo_agent1"];
    for (let round = 0; round < 3; round++) {
      for (const [who, cookie] of [["visitor", ""], [MEMBER.username, alice], ["visitor", ""], ["demo_agent1", bob]] as const) {
        const response = await request("aurora", "/", { headers: cookie ? { cookie } : {} });
        expect(response.status).toBe(200);
        if (who === "visitor") {
          for (const name of names) expect(response.body).not.toContain(name);
        } else {
          expect(response.headers["x-page-cache"]).toBeUndefined();
          expect(response.headers["cache-control"]).toBe("private, no-store");
          expect(response.body).toContain(who);
          for (const other of names.filter((name) => name !== who)) expect(response.body).not.toContain(other);
        }
      }
    }
  });

  it("never gives two answers the same nonce", async () => {
    const alice = await sessionCookie(MEMBER.username, MEMBER.password);
    const seen = new Set<string>();
    let answers = 0;
    for (let i = 0; i < 10; i++) {
      for (const [path, headers] of [["/", {}], ["/?tab=RNG", {}], ["/", { cookie: alice }], ["/nonsense", {}]] as const) {
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
      .prepare("UPDATE bets SET win_cents = 98765432100 WHERE id = (SELECT id FROM bets WHERE merchant = 'AURORA' ORDER BY win_cents DESC LIMIT 1)")
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
  }, 30_000);
});
