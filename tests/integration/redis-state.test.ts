import { afterAll, describe, expect, it } from "vitest";
import { defineRateLimit } from "~/http/rate-limit.server";
import { REDIS_COMMAND_TIMEOUT_MS } from "../../server/redis/connection";
import { createSharedState } from "../../server/shared-state";
import { capturedLogger } from "../helpers/captured-logger";
import { startTestRedis } from "../helpers/redis";

/**
 * The Redis side of the shared state, two handles standing for two instances: the
 * fill lock, the rate limiter's counting, and what a hung Redis costs (a command
 * timeout, then the in-process tier), and event subscriptions across a restart. Order
 * matters: the last three tests freeze and restart Redis.
 */
const redis = await startTestRedis();
/** What the instances log: the Redis lines say when sharing stopped and when it resumed. */
const { logger, entries: lines } = capturedLogger();
const redisLines = () => lines.filter((line) => line.service === "redis").map((line) => line.msg);
const one = await createSharedState({ redisUrl: redis.url, logger, cacheNamespace: "test", workers: 2 });
const two = await createSharedState({ redisUrl: redis.url, logger, cacheNamespace: "test", workers: 2 });
afterAll(() => Promise.all([one.close(), two.close()]));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the shared state on Redis", () => {
  it("gives a fill lock to one instance at a time, released only by its holder", async () => {
    const release = await one.cache!.lock("lists:k", 5_000);
    expect(release).toBeTypeOf("function");
    expect(await two.cache!.lock("lists:k", 5_000)).toBeNull();
    await release!();
    const next = await two.cache!.lock("lists:k", 5_000);
    expect(next).toBeTypeOf("function");
    // A release after the lock has expired and been taken by another leaves the other's lock alone.
    const short = await one.cache!.lock("lists:short", 50);
    await sleep(80);
    const taken = await two.cache!.lock("lists:short", 5_000);
    expect(taken).toBeTypeOf("function");
    await short!();
    expect(await one.cache!.lock("lists:short", 5_000)).toBeNull();
    await Promise.all([next!(), taken!()]);
  });

  it("stores entries as JSON with their fill time, shared by every instance", async () => {
    await one.cache!.write("lists:entry", { value: { list: [1, 2] }, filledAt: 1234 }, 60_000);
    expect(await two.cache!.read("lists:entry")).toEqual({ value: { list: [1, 2] }, filledAt: 1234 });
    expect(await two.cache!.read("lists:missing")).toBeUndefined();
  });

  it("counts a rate limit's hits on every instance together, in fixed windows", async () => {
    // Long enough that four hits over two instances never straddle a window's end on a busy machine.
    const thrice = defineRateLimit({ name: "thrice", limit: 3, windowMs: 3_000 });
    expect((await one.rateLimiter.hit(thrice, "ip")).allowed).toBe(true);
    expect((await two.rateLimiter.hit(thrice, "ip")).allowed).toBe(true);
    expect((await one.rateLimiter.hit(thrice, "ip")).allowed).toBe(true);
    const refused = await two.rateLimiter.hit(thrice, "ip");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(thrice.windowMs);
    expect((await two.rateLimiter.hit(thrice, "other ip")).allowed).toBe(true);
    await sleep(refused.retryAfterMs + 20);
    expect((await one.rateLimiter.hit(thrice, "ip")).allowed).toBe(true);
  });

  it("answers from this process within the command timeout when Redis hangs, and goes back to Redis after, saying so", async () => {
    const once = defineRateLimit({ name: "hang", limit: 1, windowMs: 60_000 });
    expect((await one.rateLimiter.hit(once, "k")).allowed).toBe(true);
    redis.pause();
    try {
      const started = Date.now();
      const [hit, entry, lock] = await Promise.all([
        one.rateLimiter.hit(once, "k"),
        one.cache!.read("lists:entry"),
        one.cache!.lock("lists:hang", 5_000),
      ]);
      const took = Date.now() - started;
      // Counted in memory (a fresh count there), the entry unread, the lock granted: the instance loads for itself.
      expect(hit.allowed).toBe(true);
      expect(entry).toBeUndefined();
      expect(lock).toBeTypeOf("function");
      // Given up at the portal's command timeout, not at the Redis client's own 2 s backstop.
      expect(took).toBeGreaterThanOrEqual(REDIS_COMMAND_TIMEOUT_MS - 10);
      expect(took).toBeLessThan(2_000);
      // Meanwhile Redis is left alone: the next command is not sent, its answer comes before any I/O could.
      const first = await Promise.race([
        one.cache!.read("lists:entry").then(() => "answered"),
        new Promise((resolve) => setImmediate(() => resolve("waited on I/O"))),
      ]);
      expect(first).toBe("answered");
    } finally {
      redis.resume();
    }
    const deadline = Date.now() + 10_000;
    while ((await one.cache!.read("lists:entry")) === undefined) {
      expect(Date.now(), "Redis answers again within 10 s").toBeLessThan(deadline);
      await sleep(100);
    }
    expect((await one.rateLimiter.hit(once, "k")).allowed).toBe(false);
    // The connection was kept through the freeze (no reconnect): its answers alone say Redis is back.
    expect(redisLines().at(-2)).toMatch(/^redis unavailable/);
    expect(redisLines().at(-1)).toMatch(/^redis reachable again/);
  }, 120_000);

  it("says every time Redis goes away and comes back, however soon after the last time", async () => {
    // The test before ended an outage seconds ago: this one is well within the minute that throttles repeats.
    await one.cache!.write("lists:again", { value: 1, filledAt: 1 }, 60_000);
    const from = lines.length;
    redis.pause();
    try {
      expect(await one.cache!.read("lists:again")).toBeUndefined();
    } finally {
      redis.resume();
    }
    const deadline = Date.now() + 10_000;
    while ((await one.cache!.read("lists:again")) === undefined) {
      expect(Date.now(), "Redis answers again within 10 s").toBeLessThan(deadline);
      await sleep(100);
    }
    const said = lines
      .slice(from)
      .filter((line) => line.service === "redis")
      .map((line) => String(line.msg).split(":")[0]);
    expect(said).toEqual(["redis unavailable", "redis reachable again"]);
  }, 60_000);

  it("keeps event subscriptions across a Redis restart, including one made while Redis was down", async () => {
    const early: unknown[] = [];
    const late: unknown[] = [];
    await one.events.subscribe("restart", (message) => early.push(message));
    await redis.stop();
    // Made while Redis is down: resolves after a short wait, and is made once Redis is back.
    await one.events.subscribe("made-while-down", (message) => late.push(message));
    await redis.start();

    const deadline = Date.now() + 15_000;
    for (let n = 0; early.length === 0 || late.length === 0; n++) {
      expect(Date.now(), `subscriptions back within 15 s (got ${early.length}, ${late.length})`).toBeLessThan(deadline);
      await two.events.publish("restart", n);
      await two.events.publish("made-while-down", n);
      await sleep(200);
    }
  }, 120_000);
});
