import { createSharedRateLimiter, type RateLimiter } from "~/http/rate-limit.server";
import { failed, type RedisLink } from "./connection";

/**
 * One fixed window, atomically: the first hit creates the counter with the window's
 * expiry; every hit counts; the answer is the count and the time left in the window.
 * (A counter left without an expiry, which should never happen, is given one.)
 */
const HIT = `
local count = redis.call("INCR", KEYS[1])
if count == 1 then redis.call("PEXPIRE", KEYS[1], ARGV[1]) end
local left = redis.call("PTTL", KEYS[1])
if left < 0 then
  redis.call("PEXPIRE", KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}`;

/**
 * Rate limits counted in Redis (`<prefix>rl:<limit>:<key>`), so every instance sees
 * every hit. While Redis fails, each instance counts in its own memory against its share of
 * the limit (the limit divided by `sharers`, the instances assumed to share Redis:
 * docs/decisions/scaling.md), so the instances together still allow no more.
 */
export function createRedisRateLimiter(link: Pick<RedisLink, "prefix" | "attempt">, sharers: number): RateLimiter {
  return createSharedRateLimiter(sharers, async (rule, key) => {
    const answer = await link.attempt((redis) => redis.eval(HIT, 1, `${link.prefix}rl:${rule.name}:${key}`, rule.windowMs));
    if (answer === failed) return undefined;
    const [count, left] = answer as [number, number];
    return count <= rule.limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: Math.max(0, left) };
  });
}
