import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSharedState, type SharedStateHandle } from "../../server/shared-state";
import { startCountingProxy } from "../helpers/counting-proxy";
import { getOnce } from "../helpers/load";
import { startPortalProcess, type PortalProcess } from "../helpers/portal-process";
import { startTestRedis } from "../helpers/redis";
import { startTestSandbox } from "../helpers/sandbox";

/**
 * Two portal instances (two `server.ts` processes, as two machines would run them) on
 * one Redis, in front of one test sandbox seen through a counting proxy: they share
 * the public-list caches and the rate limits, events cross between instances, and a
 * Redis that stops takes no page down.
 *
 * Order matters: the first test needs cold caches, and the last one stops Redis.
 */
const sb = await startTestSandbox();
const proxy = await startCountingProxy(sb.url);
const redis = await startTestRedis();

let a: PortalProcess;
let b: PortalProcess;
/** What the instances logged (LOG_LEVEL=warn): Redis failures. */
let logA = "";
let logB = "";
const logs = () => `instance A:\n${logA}\ninstance B:\n${logB}`;

beforeAll(async () => {
  [a, b] = await Promise.all([
    startPortalProcess(proxy.url, { REDIS_URL: redis.url, LOG_LEVEL: "warn" }, { onStdout: (chunk) => (logA += chunk) }),
    startPortalProcess(proxy.url, { REDIS_URL: redis.url, LOG_LEVEL: "warn" }, { onStdout: (chunk) => (logB += chunk) }),
  ]);
}, 90_000);

afterAll(async () => {
  for (const portal of [a, b]) {
    if (portal && portal.child.exitCode === null) {
      portal.child.kill("SIGKILL");
      await portal.exited;
    }
  }
});

/** The platform calls whose answers the public-list caches keep. */
const CACHED_CALLS = [
  "/api/v1/games?",
  "/api/v1/games/hot?",
  "/api/v1/games/winners?",
  "/api/v1/games/lanes?",
  "/api/v1/content/banners?",
  "/api/v1/content/announcements?",
  "/api/v1/system/countries",
];
const isCached = (path: string) => CACHED_CALLS.some((prefix) => path.startsWith(prefix));

/** Asks instance `portal` for a registration captcha image: at most one a second per brand and address. */
const captchaImage = (portal: PortalProcess) => getOnce(portal.port, `aurora.localhost:${portal.port}`, "/register/captcha");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("two instances on one Redis", () => {
  it("share one fill of each public list between their cold pages", async () => {
    proxy.reset();
    // Both instances render a cold home at the same moment: one fills each list, the other waits for its value.
    const [onA, onB] = await Promise.all([
      getOnce(a.port, `aurora.localhost:${a.port}`, "/"),
      getOnce(b.port, `aurora.localhost:${b.port}`, "/"),
    ]);
    expect(onA.status).toBe(200);
    expect(onB.status).toBe(200);
    expect(onA.body).toContain('data-section="banners"');
    expect(onB.body).toContain('data-section="banners"');

    const counts = proxy.counts(isCached);
    const paths = [...counts.keys()];
    expect(
      paths.some((path) => path.startsWith("GET /api/v1/games?")),
      paths.join("\n"),
    ).toBe(true);
    expect(
      paths.some((path) => path.startsWith("GET /api/v1/content/banners?")),
      paths.join("\n"),
    ).toBe(true);
    const repeated = [...counts].filter(([, count]) => count > 1);
    expect(repeated, `platform calls made more than once for two instances; ${logs()}`).toEqual([]);

    // A warm instance asks the platform for none of them again.
    proxy.reset();
    expect((await getOnce(b.port, `lumen.localhost:${b.port}`, "/")).status).toBe(200);
    const lumenFills = proxy.counts(isCached).size;
    expect(lumenFills).toBeGreaterThan(0);
    proxy.reset();
    expect((await getOnce(a.port, `lumen.localhost:${a.port}`, "/")).status).toBe(200);
    expect([...proxy.counts(isCached).keys()], "instance A refilled what instance B had filled").toEqual([]);
  });

  it("count a rate limit together: of a captcha image on A and one on B at once, one is refused", async () => {
    proxy.reset();
    // Asked together, so both fall in the limit's one-second window however busy the machine.
    const answers = await Promise.all([captchaImage(a), captchaImage(b)]);
    const [second, first] = [...answers].sort((x, y) => y.status - x.status);
    expect(first.status, first.body).toBe(200);
    expect(second.status, `${second.body}; ${logs()}`).toBe(429);
    expect(proxy.calls.filter((call) => call.path.startsWith("/api/v1/registration/captcha")).length).toBe(1);

    // A new window opens a second after the first send.
    await sleep(1100);
    expect((await captchaImage(b)).status).toBe(200);
  });

  it("deliver an event published on one instance to the subscribers of every instance", async () => {
    const logger = pino({ level: "silent" });
    const one = await createSharedState({ redisUrl: redis.url, logger, cacheNamespace: "test", workers: 2 });
    const two = await createSharedState({ redisUrl: redis.url, logger, cacheNamespace: "test", workers: 2 });
    try {
      const onOne: unknown[] = [];
      const onTwo: unknown[] = [];
      const unsubscribeOne = await one.events.subscribe("jackpot", (message) => onOne.push(message));
      await two.events.subscribe("jackpot", (message) => onTwo.push(message));
      await two.events.subscribe("other", () => onTwo.push("wrong channel"));

      await two.events.publish("jackpot", { amount: "1500.00", game: 42 });
      await waitFor(() => onOne.length === 1 && onTwo.length === 1);
      expect(onOne).toEqual([{ amount: "1500.00", game: 42 }]);
      expect(onTwo).toEqual([{ amount: "1500.00", game: 42 }]);

      await unsubscribeOne();
      await one.events.publish("jackpot", "second");
      await waitFor(() => onTwo.length === 2);
      expect(onTwo[1]).toBe("second");
      await sleep(100);
      expect(onOne).toHaveLength(1);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it("keep serving pages while Redis is down, log it once, and share again once it is back", async () => {
    await redis.stop();

    // Warm pages, a cold brand's page (fills with no Redis at all) and the health check all answer.
    for (const portal of [a, b]) {
      expect((await getOnce(portal.port, `aurora.localhost:${portal.port}`, "/")).status).toBe(200);
      expect((await getOnce(portal.port, `tala.localhost:${portal.port}`, "/")).status).toBe(200);
      expect((await getOnce(portal.port, `aurora.localhost:${portal.port}`, "/healthz")).status).toBe(200);
    }

    // Rate limits fall back to each instance: each counts its own.
    await sleep(1100);
    expect((await captchaImage(a)).status).toBe(200);
    expect((await captchaImage(a)).status).toBe(429);
    expect((await captchaImage(b)).status).toBe(200);

    // One line for the whole outage (at most one a minute), however many requests it touched.
    const lines = logA.split("\n").filter((line) => line.includes("redis unavailable"));
    expect(lines).toHaveLength(1);

    // Back: the instances reconnect by themselves and count together again.
    await redis.start();
    const deadline = Date.now() + 15_000;
    let shared = false;
    while (!shared && Date.now() < deadline) {
      await sleep(1100);
      const first = await captchaImage(a);
      const second = await captchaImage(b);
      shared = first.status === 200 && second.status === 429;
    }
    expect(shared, "the rate limit is shared again within 15 s of Redis coming back").toBe(true);
  }, 120_000);
});

describe("without Redis", () => {
  it("delivers events within the process", async () => {
    const state: SharedStateHandle = await createSharedState({
      redisUrl: undefined,
      logger: pino({ level: "silent" }),
      cacheNamespace: "test",
      workers: 1,
    });
    expect(state.redis).toBe(false);
    expect(state.cache).toBeUndefined();
    const received: unknown[] = [];
    const unsubscribe = await state.events.subscribe("news", (message) => received.push(message));
    await state.events.publish("news", { id: 1 });
    await waitFor(() => received.length === 1);
    await unsubscribe();
    await state.events.publish("news", { id: 2 });
    await sleep(50);
    expect(received).toEqual([{ id: 1 }]);
  });
});

/** Waits for `done` to hold, 5 s at most. */
async function waitFor(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("not within 5 s");
    await sleep(20);
  }
}
