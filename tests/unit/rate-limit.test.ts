import { describe, expect, it } from "vitest";
import {
  createMemoryRateLimiter,
  defineRateLimit,
  retryAfterSeconds,
  type RateLimiter,
  type RateLimitRule,
} from "~/http/rate-limit.server";
import { createClusterRateLimiter, primaryStoreOps, unanswered, type ClusterStoreLink } from "../../server/cluster-store";
import { failed } from "../../server/redis/connection";
import { createRedisRateLimiter } from "../../server/redis/rate-limiter";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the in-process rate limiter", () => {
  // Long enough that the hits of one test never straddle a window's end on a busy machine.
  const twice = defineRateLimit({ name: "twice", limit: 2, windowMs: 2_000 });

  it("allows `limit` hits per window, then answers how long until the window ends", async () => {
    const limiter = createMemoryRateLimiter();
    expect(await limiter.hit(twice, "k")).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await limiter.hit(twice, "k")).toEqual({ allowed: true, retryAfterMs: 0 });
    const refused = await limiter.hit(twice, "k");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(twice.windowMs);
    expect(retryAfterSeconds(refused)).toBe(Math.ceil(refused.retryAfterMs / 1000));

    await sleep(refused.retryAfterMs + 10);
    expect((await limiter.hit(twice, "k")).allowed).toBe(true);
  });

  it("counts each key and each limit apart", async () => {
    const limiter = createMemoryRateLimiter();
    const once = defineRateLimit({ name: "once", limit: 1, windowMs: 1000 });
    expect((await limiter.hit(once, "a")).allowed).toBe(true);
    expect((await limiter.hit(once, "a")).allowed).toBe(false);
    expect((await limiter.hit(once, "b")).allowed).toBe(true);
    expect((await limiter.hit(twice, "a")).allowed).toBe(true);
  });

  it("rejects a rule that could not mean anything", () => {
    expect(() => defineRateLimit({ name: "Bad Name", limit: 1, windowMs: 1000 })).toThrow(/name/);
    expect(() => defineRateLimit({ name: "zero", limit: 0, windowMs: 1000 })).toThrow(/limit/);
    expect(() => defineRateLimit({ name: "short", limit: 1, windowMs: 0.5 })).toThrow(/windowMs/);
  });
});

/*
 * A limit whose count a process shares with others (a cluster's workers through the primary, the
 * instances through Redis), while the store does not answer, and while it does. The primary's
 * store is its own operations (`primaryStoreOps`), answered in this process instead of over IPC.
 */
describe("a shared rate limit", () => {
  // Long enough that no window ends during a test on a busy machine.
  const rule = (limit: number): RateLimitRule => defineRateLimit({ name: `limit-${limit}`, limit, windowMs: 60_000 });
  /** How many of `hits` hits of one key `limiter` allows. */
  async function allowed(limiter: RateLimiter, limit: RateLimitRule, hits: number): Promise<number> {
    let count = 0;
    for (let i = 0; i < hits; i++) if ((await limiter.hit(limit, "key")).allowed) count++;
    return count;
  }
  const gone: ClusterStoreLink = { ask: async () => unanswered };
  const redisDown = { prefix: "portal:", attempt: () => Promise.resolve<typeof failed>(failed) };
  const unansweredStores = [
    ["the cluster's primary", (workers: number) => createClusterRateLimiter(gone, workers)],
    ["Redis", (workers: number) => createRedisRateLimiter(redisDown, workers)],
  ] as const;

  it.each(unansweredStores)(
    "while %s does not answer, a worker allows its share of the limit: floor(N / K), at least 1",
    async (_, limiterOf) => {
      for (const [limit, workers, share] of [
        [20, 2, 10],
        [20, 3, 6],
        [5, 2, 2],
        [1, 4, 1],
        [3, 1, 3],
      ]) {
        expect(await allowed(limiterOf(workers), rule(limit), limit + 5), `${limit} across ${workers}`).toBe(share);
      }
    },
  );

  it.each(unansweredStores)("while %s does not answer, the workers together allow no more than the limit", async (_, limiterOf) => {
    const workers = [limiterOf(2), limiterOf(2)];
    const counts = await Promise.all(workers.map((worker) => allowed(worker, rule(20), 30)));
    expect(counts).toEqual([10, 10]);
  });

  it("counts with the whole limit across the workers while the primary answers, as before", async () => {
    const ops = primaryStoreOps();
    const primary: ClusterStoreLink = { ask: async <T>(op: string, args: unknown) => (await ops[op](args as never)) as T };
    const [first, second] = [createClusterRateLimiter(primary, 2), createClusterRateLimiter(primary, 2)];
    expect(await allowed(first, rule(20), 15)).toBe(15);
    expect(await allowed(second, rule(20), 10)).toBe(5);
    const refused = await first.hit(rule(20), "key");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
  });
});
