import { createMemoryRevocations, type SessionRevocations } from "~/session/revocations.server";
import { failed, type RedisLink } from "./connection";

/**
 * Revocations in Redis (`<prefix>rv:<session key>`, expiring with the session), so a sign-out on
 * one instance refuses the cookie on every other. This instance also keeps its own, which it
 * answers from first (no round trip for a session it ended itself) and alone while Redis fails.
 */
export function createRedisRevocations(link: RedisLink): SessionRevocations {
  const local = createMemoryRevocations();
  return {
    async revoke(key, expiresAt) {
      await local.revoke(key, expiresAt);
      const ttl = expiresAt - Date.now();
      if (ttl <= 0) return;
      await link.attempt((redis) => redis.set(`${link.prefix}rv:${key}`, "1", "PX", ttl));
    },
    async isRevoked(key) {
      if (await local.isRevoked(key)) return true;
      const answer = await link.attempt((redis) => redis.exists(`${link.prefix}rv:${key}`));
      return answer !== failed && answer === 1;
    },
  };
}
