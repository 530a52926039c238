import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter, defineRateLimit, retryAfterSeconds } from "~/http/rate-limit.server";

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
