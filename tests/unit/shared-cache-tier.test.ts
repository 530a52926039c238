import { describe, expect, it, vi } from "vitest";
import { createSwrCache, FILL_WAIT_MS, type SharedCacheTier, type SharedEntry } from "~/platform/cache.server";

/**
 * The stale-while-revalidate cache over a shared tier, with the tier held in memory
 * (tests/integration/shared-state.test.ts runs it on Redis): two caches of one name
 * stand for two instances of the portal.
 */
function memoryTier(): SharedCacheTier & { entries: Map<string, string>; holdLock(key: string): void } {
  const entries = new Map<string, string>();
  const locks = new Map<string, { token: number; until: number }>();
  let tokens = 0;
  return {
    entries,
    holdLock(key) {
      locks.set(key, { token: -1, until: Date.now() + 60_000 });
    },
    async read<V>(key: string) {
      const json = entries.get(key);
      return json === undefined ? undefined : (JSON.parse(json) as SharedEntry<V>);
    },
    async write(key, entry) {
      entries.set(key, JSON.stringify(entry));
    },
    async lock(key, ms) {
      const held = locks.get(key);
      if (held && held.until > Date.now()) return null;
      const token = ++tokens;
      locks.set(key, { token, until: Date.now() + ms });
      return async () => {
        if (locks.get(key)?.token === token) locks.delete(key);
      };
    },
  };
}

/** A tier whose server is down: reads nothing, grants every lock, keeps nothing. */
const downTier: SharedCacheTier = {
  read: async () => undefined,
  write: async () => {},
  lock: async () => async () => {},
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the public-list cache over a shared tier", () => {
  it("shares one load between two instances' concurrent misses", async () => {
    const tier = memoryTier();
    const a = createSwrCache<{ n: number }>({ name: "lists", ttlMs: 10_000 });
    const b = createSwrCache<{ n: number }>({ name: "lists", ttlMs: 10_000 });
    const load = vi.fn(() => sleep(50).then(() => ({ n: 1 })));
    const [onA, onB] = await Promise.all([a.get("k", load, tier), b.get("k", load, tier)]);
    expect(onA).toEqual({ n: 1 });
    expect(onB).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(tier.entries.get("lists:k")!)).toMatchObject({ value: { n: 1 }, filledAt: expect.any(Number) });
  });

  it("uses another instance's entry, and lets it go stale when it does there", async () => {
    const tier = memoryTier();
    // Filled elsewhere 60 ms ago; fresh for 100 ms.
    await tier.write("lists:k", { value: { v: "theirs" }, filledAt: Date.now() - 60 }, 60_000);
    const cache = createSwrCache<{ v: string }>({ name: "lists", ttlMs: 100 });
    const load = vi.fn(async () => ({ v: "mine" }));
    expect(await cache.get("k", load, tier)).toEqual({ v: "theirs" });
    expect(load).not.toHaveBeenCalled();

    await sleep(60);
    // Stale now: answered at once, refreshed in the background (here: loaded, as no one else did).
    expect(await cache.get("k", load, tier)).toEqual({ v: "theirs" });
    await sleep(20);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get("k", load, tier)).toEqual({ v: "mine" });
  });

  it(`loads for itself when another instance holds the fill lock for more than ${FILL_WAIT_MS} ms`, async () => {
    const tier = memoryTier();
    tier.holdLock("lists:k");
    const cache = createSwrCache<{ v: number }>({ name: "lists", ttlMs: 10_000 });
    const started = Date.now();
    expect(await cache.get("k", async () => ({ v: 7 }), tier)).toEqual({ v: 7 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(FILL_WAIT_MS - 50);
    expect(JSON.parse(tier.entries.get("lists:k")!).value).toEqual({ v: 7 });
  });

  it("takes the value as soon as the instance holding the lock writes it", async () => {
    const tier = memoryTier();
    const release = (await tier.lock("lists:k", 5_000))!;
    const cache = createSwrCache<{ v: number }>({ name: "lists", ttlMs: 10_000 });
    const load = vi.fn(async () => ({ v: 0 }));
    const waiting = cache.get("k", load, tier);
    await sleep(100);
    await tier.write("lists:k", { value: { v: 1 }, filledAt: Date.now() }, 60_000);
    await release();
    expect(await waiting).toEqual({ v: 1 });
    expect(load).not.toHaveBeenCalled();
  });

  it("behaves as an in-process cache when the tier is down", async () => {
    const cache = createSwrCache<{ v: number }>({ name: "lists", ttlMs: 10_000 });
    const load = vi.fn(async () => ({ v: 1 }));
    expect(await cache.get("k", load, downTier)).toEqual({ v: 1 });
    expect(await cache.get("k", load, downTier)).toEqual({ v: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("falls back to the tier's stale entry when a cold instance's load fails", async () => {
    const tier = memoryTier();
    await tier.write("lists:k", { value: { v: "old" }, filledAt: Date.now() - 3_600_000 }, 60_000);
    const cache = createSwrCache<{ v: string }>({ name: "lists", ttlMs: 1_000 });
    expect(await cache.get("k", () => Promise.reject(new Error("platform down")), tier)).toEqual({ v: "old" });
  });

  it("keeps a cache without a name out of the tier", async () => {
    const tier = memoryTier();
    const cache = createSwrCache<{ v: number }>({ ttlMs: 10_000 });
    expect(await cache.get("k", async () => ({ v: 1 }), tier)).toEqual({ v: 1 });
    expect(tier.entries.size).toBe(0);
  });
});
