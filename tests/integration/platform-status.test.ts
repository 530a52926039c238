import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { listCalls } from "~/platform/contract";
import { createSessionCodec } from "~/session/codec.server";
import { createPortalServer, type PortalServerOptions } from "../../server/portal";
import { timedRequest, type TimedResponse } from "../../scripts/lib/timed-request";
import { startCountingProxy } from "../helpers/counting-proxy";
import { startTestRedis } from "../helpers/redis";
import { TEST_SESSION_SECRET } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/**
 * What the portal knows of the platform (app/platform/platform-status.server.ts): a hung
 * platform ends a page's calls at once and is then known down (no call at all); a request
 * asks the system status once; a page that ends as "Service unavailable" asks for no list;
 * a worker that was too busy to listen does not take a late answer for an outage. Every
 * portal here is its own (its knowledge and breakers start fresh), behind a proxy that
 * records what the platform was asked and can hold calls back: holding every call is a
 * frozen platform (connections accepted, nothing answered).
 */
const sb = await startTestSandbox();
const proxy = await startCountingProxy(sb.url);

const portalOf = (options: Partial<PortalServerOptions> = {}) =>
  createPortalServer({
    platformUrl: proxy.url,
    port: 0,
    mode: "production",
    sessionSecret: TEST_SESSION_SECRET,
    logger: pino({ level: "silent" }),
    ...options,
    // No operator console: these portals are about the platform, and its store would be a file.
    console: false,
  });

const get = (port: number, brand: string, path: string, cookie?: string) =>
  timedRequest(port, `${brand}.localhost:${port}`, path, cookie ? { cookie } : {});

async function memberCookie(brandId: string, merchant: string) {
  const token = await sb.login(merchant, MEMBER.username, MEMBER.password);
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
    { token, isAgent: 0, username: MEMBER.username, expiresAt: Date.now() + 3_600_000 },
    brandId,
  );
  return `__session=${sealed}`;
}

/** Server-Timing as entries: `member.info;desc="cut";dur=0.2` is `{ call: "member.info", desc: "cut" }`. */
const timings = (header: string | string[] | undefined) =>
  String(header ?? "")
    .split(", ")
    .filter(Boolean)
    .map((entry) => ({ call: entry.split(";")[0], desc: /;desc="([^"]*)"/.exec(entry)?.[1] }));

/** The public lists (GETs that need no session, other than the system calls every page asks first). */
const LIST_PATHS = listCalls()
  .filter(({ name, call }) => call.method === "GET" && call.auth === "none" && !name.startsWith("system."))
  .map(({ call }) => call.path);
const listCallsAsked = () => proxy.calls.filter(({ path }) => LIST_PATHS.includes(path.split("?")[0]));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a frozen platform", () => {
  it("answers a signed-in page 503 with Retry-After, cutting its other calls and asking no list, then asks nothing once the hang is known", async () => {
    const own = await portalOf({ criticalBudgetMs: 600 });
    const cookie = await memberCookie("aurora", "AURORA");
    proxy.reset();
    const frozen = proxy.hold(() => true);
    try {
      const first = await get(own.port, "aurora", "/", cookie);
      expect(first.status).toBe(503);
      expect(first.headers["retry-after"]).toBe("5");
      expect(first.body).toContain("Service unavailable");
      // The status call gave up (no answer, nothing else answering); the player's calls in flight
      // beside it were cut then, not each left to wait out its own time.
      const calls = timings(first.headers["server-timing"]);
      expect(calls).toContainEqual({ call: "system.status", desc: undefined });
      const others = calls.filter(({ call }) => call !== "system.status");
      expect(others.map(({ call }) => call)).toEqual(expect.arrayContaining(["member.info", "wallet.balance"]));
      expect(others.filter(({ desc }) => desc !== "cut")).toEqual([]);
      expect(listCallsAsked()).toEqual([]);

      // A few seconds in, the hang is confirmed: a page answers its 503 without asking the platform
      // (its calls fail at once, none goes out).
      const asked = (page: TimedResponse) => timings(page.headers["server-timing"]).some(({ call }) => call === "system.status");
      let page = first;
      for (let tries = 0; tries < 60 && asked(page); tries++) page = await get(own.port, "aurora", "/", cookie);
      expect(page.status).toBe(503);
      expect(page.headers["retry-after"]).toBe("5");
      expect(asked(page)).toBe(false);
      proxy.reset();
      const next = await get(own.port, "aurora", "/member/transactionHistory", cookie);
      expect(next.status).toBe(503);
      expect(timings(next.headers["server-timing"]).filter(({ desc }) => desc !== "cut")).toEqual([]);
      // Only the portal's own probes (system status, no request id) reached the platform meanwhile.
      expect(proxy.calls.filter(({ path }) => !path.startsWith("/api/v1/system/status"))).toEqual([]);
      expect(listCallsAsked()).toEqual([]);
    } finally {
      frozen.release();
      await own.close();
    }
  });
});

describe("one judgement for every instance", () => {
  it("tells the other instances (through Redis) of an outage one confirmed: their first page asks the platform nothing", async () => {
    const redis = await startTestRedis();
    const shared = () => portalOf({ criticalBudgetMs: 600, redisUrl: redis.url });
    const [one, two] = await Promise.all([shared(), shared()]);
    const asked = (page: TimedResponse) => timings(page.headers["server-timing"]).some(({ call }) => call === "system.status");
    const frozen = proxy.hold(() => true);
    try {
      let page = await get(one.port, "aurora", "/login");
      for (let tries = 0; tries < 60 && asked(page); tries++) page = await get(one.port, "aurora", "/login");
      expect(asked(page), "the first instance knows the outage").toBe(false);
      // The other instance has asked the platform nothing yet, and knows it too.
      const told = await get(two.port, "aurora", "/login");
      expect(told.status).toBe(503);
      expect(asked(told)).toBe(false);
    } finally {
      frozen.release();
    }
    // Once the platform answers again, both serve again.
    for (const portal of [one, two]) {
      const deadline = Date.now() + 20_000;
      while ((await get(portal.port, "aurora", "/login")).status !== 200) {
        expect(Date.now(), "served again within 20 s").toBeLessThan(deadline);
        await sleep(100);
      }
    }
    await Promise.all([one.close(), two.close()]);
    await redis.stop();
  }, 60_000);
});

describe("a request asks the system status once", () => {
  it("asks a slow system status once for a signed-in home", async () => {
    const own = await portalOf();
    try {
      const cookie = await memberCookie("lumen", "LUMEN");
      await sb.control("/faults", { call: "system.status", latencyMs: 300 });
      const home = await get(own.port, "lumen", "/", cookie);
      expect(home.status).toBe(200);
      expect(timings(home.headers["server-timing"]).filter(({ call }) => call === "system.status")).toHaveLength(1);
    } finally {
      await sb.control("/faults/clear");
      await own.close();
    }
  });

  it("asks for no list on a page that ends as Service unavailable", async () => {
    const own = await portalOf();
    try {
      await sb.control("/faults", { call: "system.status", failureRate: 1 });
      proxy.reset();
      const home = await get(own.port, "tala", "/?lng=TY");
      expect(home.status).toBe(503);
      expect(home.headers["retry-after"]).toBe("5");
      expect(proxy.calls.length).toBeGreaterThan(0);
      expect(listCallsAsked()).toEqual([]);
    } finally {
      await sb.control("/faults/clear");
      await own.close();
    }
  });
});

describe("a busy worker", () => {
  it("answers 200, not a false 503, when its event loop was blocked for 2 s while the system status was answered", async () => {
    const own = await portalOf();
    const status = proxy.hold((path) => path.startsWith("/api/v1/system/status"));
    try {
      const page = get(own.port, "tala", "/");
      while (status.held() === 0) await sleep(5);
      // The worker is busy (a long render, a collection): it cannot read the answer meanwhile.
      const until = performance.now() + 2000;
      while (performance.now() < until) {
        // blocked
      }
      status.release();
      const answered = await page;
      expect(answered.status).toBe(200);
      expect(answered.body).not.toContain("Service unavailable");
    } finally {
      status.release();
      await own.close();
    }
  });
});
