import { LRUCache } from "lru-cache";

/**
 * A stale-while-revalidate cache for public platform data (banners, vendor
 * lanes, hot games, winner board), keyed per merchant and language by callers.
 * A fresh entry is served as is; a stale one is served at once while one
 * background load refreshes it; a failed refresh keeps the stale value.
 * Concurrent misses for one key share a single load. Never put per-user or
 * money data in here.
 */
export function createSwrCache<V extends {}>(options: { ttlMs: number; max?: number }) {
  const lru = new LRUCache<string, V, () => Promise<V>>({
    max: options.max ?? 1000,
    ttl: options.ttlMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    fetchMethod: async (_key, stale, { context }) => {
      try {
        return await context();
      } catch (error) {
        if (stale !== undefined) return stale;
        throw error;
      }
    },
  });
  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      // Resolves undefined only when a load did, and loads here always return a value.
      return (await lru.fetch(key, { context: load })) as V;
    },
    clear() {
      lru.clear();
    },
  };
}
