import { randomUUID } from "node:crypto";
import type { SharedCacheTier, SharedEntry } from "~/platform/cache.server";
import { failed, type RedisLink } from "./connection";

/** Deletes the lock only if it is still the one this fill took (it may have expired and been taken by another). */
const RELEASE_LOCK = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) else return 0 end`;

/**
 * The public-list caches' shared tier on Redis: `<prefix>cache:<namespace>:<cache>:<key>`
 * holds `{"value":...,"filledAt":ms}` as JSON with a TTL; `...:lock` is the fill lock
 * (SET NX PX with a random token, released only by its holder). `namespace` is the
 * build's version, so a deploy that changes a value's shape never reads the old one.
 * Any Redis failure reads as a miss and grants the lock: the instance loads for itself.
 */
export function createRedisCacheTier(link: RedisLink, namespace: string): SharedCacheTier {
  const keyOf = (key: string) => `${link.prefix}cache:${namespace}:${key}`;
  return {
    async read<V>(key: string): Promise<SharedEntry<V> | undefined> {
      const raw = await link.attempt((redis) => redis.get(keyOf(key)));
      if (raw === failed || raw === null) return undefined;
      try {
        const entry = JSON.parse(raw) as SharedEntry<V>;
        return typeof entry?.filledAt === "number" && entry.value !== undefined && entry.value !== null ? entry : undefined;
      } catch {
        return undefined;
      }
    },
    async write(key, entry, keepMs) {
      await link.attempt((redis) => redis.set(keyOf(key), JSON.stringify(entry), "PX", Math.max(1, Math.round(keepMs))));
    },
    async lock(key, ms) {
      const lockKey = `${keyOf(key)}:lock`;
      const token = randomUUID();
      const taken = await link.attempt((redis) => redis.set(lockKey, token, "PX", Math.max(1, Math.round(ms)), "NX"));
      if (taken === failed) return async () => {};
      if (taken !== "OK") return null;
      return async () => {
        await link.attempt((redis) => redis.eval(RELEASE_LOCK, 1, lockKey, token));
      };
    },
  };
}
