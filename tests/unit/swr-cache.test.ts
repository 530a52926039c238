import { describe, expect, it, vi } from "vitest";
import { createSwrCache } from "~/platform/cache.server";

describe("stale-while-revalidate cache", () => {
  it("serves a fresh value without loading again", async () => {
    const cache = createSwrCache<string[]>({ ttlMs: 1000 });
    const load = vi.fn(async () => ["a"]);
    expect(await cache.get("k", load)).toEqual(["a"]);
    expect(await cache.get("k", load)).toEqual(["a"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shares one load between concurrent misses", async () => {
    const cache = createSwrCache<{ n: number }>({ ttlMs: 1000 });
    const load = vi.fn(() => new Promise<{ n: number }>((r) => setTimeout(() => r({ n: 1 }), 20)));
    await Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers a stale value at once and refreshes it in the background", async () => {
    const cache = createSwrCache<{ v: number }>({ ttlMs: 10 });
    await cache.get("k", async () => ({ v: 1 }));
    await new Promise((r) => setTimeout(r, 20));
    let release!: () => void;
    const slow = () => new Promise<{ v: number }>((r) => (release = () => r({ v: 2 })));
    expect(await cache.get("k", slow)).toEqual({ v: 1 });
    release();
    await new Promise((r) => setTimeout(r, 5));
    expect(await cache.get("k", async () => ({ v: 3 }))).toEqual({ v: 2 });
  });

  it("keeps the stale value when a refresh fails", async () => {
    const cache = createSwrCache<{ v: number }>({ ttlMs: 10 });
    await cache.get("k", async () => ({ v: 1 }));
    await new Promise((r) => setTimeout(r, 20));
    expect(await cache.get("k", () => Promise.reject(new Error("down")))).toEqual({ v: 1 });
    await new Promise((r) => setTimeout(r, 5));
    expect(await cache.get("k", () => Promise.reject(new Error("down")))).toEqual({ v: 1 });
  });

  it("propagates a failed first load and caches nothing", async () => {
    const cache = createSwrCache<{ v: number }>({ ttlMs: 1000 });
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => ({ v: 5 }))).toEqual({ v: 5 });
  });
});
