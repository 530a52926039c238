import cluster from "node:cluster";
import type { Logger } from "pino";
import { createMemoryRateLimiter } from "~/http/rate-limit.server";
import { createLocalEvents } from "~/live/events.server";
import type { SharedState } from "~/load-context";
import { connectClusterStore, createClusterRateLimiter, createClusterRevocations } from "./cluster-store";
import { createRedisCacheTier } from "./redis/cache-tier";
import { connectRedis } from "./redis/connection";
import { createRedisEvents } from "./redis/events";
import { createRedisRateLimiter } from "./redis/rate-limiter";
import { createRedisRevocations } from "./redis/session-revocations";
import { createMemoryRevocations } from "~/session/revocations.server";

export interface SharedStateHandle extends SharedState {
  /** True when backed by Redis. */
  redis: boolean;
  close(): Promise<void>;
}

/**
 * The state every instance of the portal shares (docs/decisions/scaling.md): with a
 * Redis URL, the public-list caches' shared tier, the rate limits, the events and the
 * signed-out sessions go through Redis (and fall back to this process while it fails); without
 * one, a cluster's worker asks its primary for the rate limits and the signed-out sessions
 * (server/cluster-store.ts), so they hold across the machine's workers, and everything else stays
 * in this process. `cacheNamespace` keeps one build's cached values apart from another's.
 * `workers` is how many worker processes this machine runs (server/cluster.ts's `workerCount`):
 * while the primary or Redis does not answer, each counts a rate limit against its share of it,
 * Redis being assumed shared by that many instances (docs/decisions/scaling.md).
 */
export async function createSharedState(options: {
  redisUrl: string | undefined;
  logger: Logger;
  cacheNamespace: string;
  workers: number;
}): Promise<SharedStateHandle> {
  const onHandlerError = (error: unknown, channel: string) => options.logger.error({ err: error, channel }, "event handler failed");
  if (!options.redisUrl) {
    // A worker of `npm start`'s cluster (server.ts): the primary serves the store.
    const primary = cluster.isWorker && typeof process.send === "function" ? connectClusterStore(options.logger) : null;
    return {
      redis: false,
      rateLimiter: primary ? createClusterRateLimiter(primary, options.workers) : createMemoryRateLimiter(),
      events: createLocalEvents(onHandlerError),
      revocations: primary ? createClusterRevocations(primary) : createMemoryRevocations(),
      close: async () => {},
    };
  }
  const link = await connectRedis(options.redisUrl, options.logger);
  return {
    redis: true,
    cache: createRedisCacheTier(link, options.cacheNamespace),
    rateLimiter: createRedisRateLimiter(link, options.workers),
    events: createRedisEvents(link, onHandlerError),
    revocations: createRedisRevocations(link),
    close: () => link.close(),
  };
}
