import { LRUCache } from "lru-cache";

/** A value as some instance of the portal loaded it, and when (ms since the epoch). */
export interface SharedEntry<V> {
  value: V;
  filledAt: number;
}

/**
 * The tier under the in-process cache that every instance of the portal shares
 * (Redis with REDIS_URL: server/redis/cache-tier.ts; docs/decisions/scaling.md).
 * It never throws: while it is unavailable it reads as empty and grants every
 * lock, so each instance loads for itself, as without it.
 */
export interface SharedCacheTier {
  read<V>(key: string): Promise<SharedEntry<V> | undefined>;
  /** Stores the entry for `keepMs`. */
  write<V>(key: string, entry: SharedEntry<V>, keepMs: number): Promise<void>;
  /** Takes the fill lock of `key` for at most `ms`: its release, or null while another instance holds it. */
  lock(key: string, ms: number): Promise<(() => Promise<void>) | null>;
}

export interface SwrCacheOptions {
  ttlMs: number;
  max?: number;
  /**
   * The cache's name in the shared tier. A cache without a name stays in this process,
   * whatever tier its callers pass.
   */
  name?: string;
}

/** How long the shared tier keeps an entry past its freshness: a cold instance's fallback when a load fails. */
export const SHARED_KEEP_MS = 10 * 60_000;
/** The fill lock: longer than any load may take (a page's upstream budget is 4 s). */
export const FILL_LOCK_MS = 5_000;
/** How long an instance waits for another's fill before it loads for itself, and how often it looks. */
export const FILL_WAIT_MS = 1_500;
const FILL_POLL_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface FetchContext<V> {
  load: () => Promise<V>;
  tier: SharedCacheTier | undefined;
}

/**
 * A stale-while-revalidate cache for public platform data (banners, vendor
 * lanes, hot games, winner board), keyed per merchant and language by callers.
 * A fresh entry is served as is; a stale one is served at once while one
 * background load refreshes it; a failed refresh keeps the stale value.
 * Concurrent misses for one key share a single load. Never put per-user or
 * money data in here: with REDIS_URL a named cache's entries are shared by
 * every instance of the portal.
 *
 * With a shared tier (`get`'s third argument, the request's `context.shared.cache`),
 * a miss or a stale entry here first reads the tier: an entry another instance
 * filled is used while it is fresh (its age counts from its fill, so it goes
 * stale here when it does there). Otherwise one instance, the one that takes the
 * tier's fill lock, loads and writes the tier; the others wait up to
 * FILL_WAIT_MS for its value, then load for themselves.
 */
export function createSwrCache<V extends NonNullable<unknown>>(options: SwrCacheOptions) {
  const { ttlMs, name } = options;
  const age = (entry: SharedEntry<V>) => Math.max(0, Date.now() - entry.filledAt);
  const isFresh = (entry: SharedEntry<V> | undefined): entry is SharedEntry<V> => entry !== undefined && age(entry) < ttlMs;

  /** Loads, and writes the tier once loaded, so instances waiting on the lock find the value. */
  async function fill(tier: SharedCacheTier, key: string, load: () => Promise<V>): Promise<SharedEntry<V>> {
    const entry = { value: await load(), filledAt: Date.now() };
    await tier.write(key, entry, ttlMs + SHARED_KEEP_MS);
    return entry;
  }

  /** The tier's fresh entry of `key`, or the one this instance loaded (holding the lock when it could take it). */
  async function throughTier(tier: SharedCacheTier, key: string, load: () => Promise<V>): Promise<SharedEntry<V>> {
    const deadline = Date.now() + FILL_WAIT_MS;
    for (;;) {
      const entry = await tier.read<V>(key);
      if (isFresh(entry)) return entry;
      const release = await tier.lock(key, FILL_LOCK_MS);
      if (release) {
        try {
          // Another instance may have filled it and let go of the lock between the read and the lock.
          const filled = await tier.read<V>(key);
          return isFresh(filled) ? filled : await fill(tier, key, load);
        } finally {
          await release();
        }
      }
      if (Date.now() >= deadline) return fill(tier, key, load);
      await sleep(FILL_POLL_MS);
    }
  }

  const lru = new LRUCache<string, V, FetchContext<V>>({
    max: options.max ?? 1000,
    ttl: ttlMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    fetchMethod: async (key, stale, { options: entryOptions, context: { load, tier } }) => {
      try {
        if (!tier) return await load();
        const entry = await throughTier(tier, `${name}:${key}`, load);
        // Stale here when it goes stale for the instance that filled it.
        entryOptions.ttl = Math.max(1, ttlMs - age(entry));
        return entry.value;
      } catch (error) {
        if (stale !== undefined) return stale;
        if (tier) {
          // A cold instance (nothing stale of its own) falls back to the tier's stale entry.
          const kept = await tier.read<V>(`${name}:${key}`);
          if (kept) return kept.value;
        }
        throw error;
      }
    },
  });

  return {
    /** The value of `key`; `shared` is the request's shared tier (`context.shared.cache`), if any. */
    async get(key: string, load: () => Promise<V>, shared?: SharedCacheTier): Promise<V> {
      const tier = name !== undefined ? shared : undefined;
      // Resolves undefined only when a load did, and loads here always return a value.
      return (await lru.fetch(key, { context: { load, tier } })) as V;
    },
    clear() {
      lru.clear();
    },
  };
}

export type SwrCache<V extends NonNullable<unknown>> = ReturnType<typeof createSwrCache<V>>;

/** What a cached list needs of a request's load context: its portal's caches, and the shared tier if any. */
export interface SwrCacheContext {
  caches: SwrCaches;
  shared?: { cache?: SharedCacheTier };
}

/**
 * A kind of cached list (`defineSwrCache`), defined once by the module that uses it. Its
 * entries live in the request's portal (`context.caches`), never in the module: two portals
 * in one process (the tests run several) share nothing, as two instances share only the tier.
 */
export interface SwrCacheKind<V extends NonNullable<unknown>> {
  readonly options: SwrCacheOptions;
  /** The value of `key` in the request's portal's cache of this kind, through the shared tier if any. */
  get(context: SwrCacheContext, key: string, load: () => Promise<V>): Promise<V>;
}

export function defineSwrCache<V extends NonNullable<unknown>>(options: SwrCacheOptions): SwrCacheKind<V> {
  const kind: SwrCacheKind<V> = {
    options,
    get: (context, key, load) => context.caches.of(kind).get(key, load, context.shared?.cache),
  };
  return kind;
}

/** A portal's caches (`PortalContext.caches`): one of each kind, made when first asked for. */
export interface SwrCaches {
  of<V extends NonNullable<unknown>>(kind: SwrCacheKind<V>): SwrCache<V>;
}

export function createSwrCaches(): SwrCaches {
  // By the kind itself: a module Vite loads anew (development) defines new kinds, and the old ones' caches go.
  const caches = new WeakMap<SwrCacheKind<never>, SwrCache<never>>();
  return {
    of<V extends NonNullable<unknown>>(kind: SwrCacheKind<V>): SwrCache<V> {
      let cache = caches.get(kind as SwrCacheKind<never>) as SwrCache<V> | undefined;
      if (!cache) {
        cache = createSwrCache<V>(kind.options);
        caches.set(kind as SwrCacheKind<never>, cache as SwrCache<never>);
      }
      return cache;
    },
  };
}
