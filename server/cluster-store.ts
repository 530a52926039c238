import cluster from "node:cluster";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import {
  createMemoryRateLimiter,
  createSharedRateLimiter,
  type RateLimiter,
  type RateLimitResult,
  type RateLimitRule,
} from "~/http/rate-limit.server";
import { createMemoryRevocations, type SessionRevocations } from "~/session/revocations.server";

/**
 * The state a machine's workers share without Redis (docs/decisions/scaling.md, "One machine
 * without Redis"): the cluster's primary holds it, and each worker asks it over the IPC
 * channel node:cluster already keeps between them. A counter or a key held by the primary
 * outlives a worker's crash and counts every worker's hits once.
 *
 * An operation is a name and JSON arguments, answered by the primary's handler of that name
 * (`primaryStoreOps`). A question the primary does not answer within the bound (busy, gone,
 * a worker being replaced) answers `unanswered`: each part then falls back to its own memory
 * in the worker, as the Redis parts fall back to the process, so a slow primary neither hangs
 * a request nor lets attempts through unlimited (a worker then counts against its share of a limit).
 */

/** How long a worker waits for the primary's answer: as long as for Redis. */
export const CLUSTER_STORE_TIMEOUT_MS = 250;
/** Failures are logged at most this often. */
const LOG_EVERY_MS = 60_000;

export const unanswered: unique symbol = Symbol("cluster store unanswered");

interface StoreRequest {
  portal: "store";
  id: number;
  op: string;
  args: unknown;
}

interface StoreReply {
  portal: "store-reply";
  id: number;
  ok: boolean;
  result?: unknown;
}

const isStoreRequest = (message: unknown): message is StoreRequest =>
  typeof message === "object" && message !== null && (message as StoreRequest).portal === "store";
const isStoreReply = (message: unknown): message is StoreReply =>
  typeof message === "object" && message !== null && (message as StoreReply).portal === "store-reply";

export type StoreOp = (args: never) => unknown;

/**
 * What the primary holds, by operation name. A new shared part adds its operations here
 * (and a worker-side client that asks for them, falling back to its own memory).
 */
export function primaryStoreOps(options: { maxKeys?: number } = {}): Record<string, StoreOp> {
  const limiter = createMemoryRateLimiter();
  const keys = new LRUCache<string, string>({ max: options.maxKeys ?? 100_000 });
  return {
    "rate-limit.hit": ({ rule, key }: { rule: RateLimitRule; key: string }) => limiter.hit(rule, key),
    "keys.get": ({ key }: { key: string }) => keys.get(key) ?? null,
    "keys.set": ({ key, value, ttlMs }: { key: string; value: string; ttlMs: number }) => {
      keys.set(key, value, { ttl: ttlMs });
      return true;
    },
    "keys.delete": ({ key }: { key: string }) => keys.delete(key),
  };
}

/** The primary's side: answers its workers' questions with `ops` (`primaryStoreOps`). */
export function serveClusterStore(ops: Record<string, StoreOp>, logger: Logger): void {
  cluster.on("message", (worker, message: unknown) => {
    if (!isStoreRequest(message)) return;
    const answer = (reply: Omit<StoreReply, "portal" | "id">) => {
      // A worker that went away meanwhile asked for nothing any more.
      if (worker.isConnected()) worker.send({ portal: "store-reply", id: message.id, ...reply } satisfies StoreReply, () => undefined);
    };
    const op = ops[message.op];
    if (!op) {
      logger.error({ op: message.op }, "cluster store: unknown operation");
      answer({ ok: false });
      return;
    }
    Promise.resolve()
      .then(() => op(message.args as never))
      .then(
        (result) => answer({ ok: true, result }),
        (error: unknown) => {
          logger.error({ err: error, op: message.op }, "cluster store: operation failed");
          answer({ ok: false });
        },
      );
  });
}

/** A worker's line to the primary's store. */
export interface ClusterStoreLink {
  /** The primary's answer to `op`, or `unanswered` within the bound. */
  ask<T>(op: string, args: unknown): Promise<T | typeof unanswered>;
}

/** The worker's side. `timeoutMs` bounds every question (tests shorten or lengthen it). */
export function connectClusterStore(logger: Logger, options: { timeoutMs?: number } = {}): ClusterStoreLink {
  const timeoutMs = options.timeoutMs ?? CLUSTER_STORE_TIMEOUT_MS;
  const pending = new Map<number, (reply: StoreReply | undefined) => void>();
  let lastId = 0;
  let loggedAt = -Infinity;
  const failedOnce = (op: string, why: string) => {
    if (Date.now() - loggedAt < LOG_EVERY_MS) return;
    loggedAt = Date.now();
    logger.warn({ op, why }, "cluster store unavailable: shared state falls back to this worker");
  };
  process.on("message", (message: unknown) => {
    if (isStoreReply(message)) pending.get(message.id)?.(message);
  });
  // The primary is gone: nothing pending will be answered.
  process.on("disconnect", () => {
    for (const settle of [...pending.values()]) settle(undefined);
  });

  return {
    ask<T>(op: string, args: unknown): Promise<T | typeof unanswered> {
      if (!process.send || !process.connected) {
        failedOnce(op, "no channel to the primary");
        return Promise.resolve(unanswered);
      }
      return new Promise((resolve) => {
        const id = ++lastId;
        const settle = (reply: StoreReply | undefined) => {
          if (!pending.delete(id)) return;
          clearTimeout(timer);
          if (reply?.ok) resolve(reply.result as T);
          else {
            failedOnce(op, reply ? "the primary could not answer" : `no answer within ${timeoutMs} ms`);
            resolve(unanswered);
          }
        };
        // Decided after the event loop's next round of I/O: an answer that arrived while this worker
        // was busy rendering is read first, not mistaken for a late one.
        const timer = setTimeout(() => setImmediate(() => settle(undefined)), timeoutMs);
        pending.set(id, settle);
        process.send!({ portal: "store", id, op, args } satisfies StoreRequest, undefined, {}, (error: Error | null) => {
          if (error) settle(undefined);
        });
      });
    },
  };
}

/**
 * Rate limits held by the primary, so every worker of the machine counts each hit once.
 * Unanswered, a hit is counted in this worker's own memory against its share of the limit
 * (the limit divided by the machine's `workers`): the workers together still allow no more.
 */
export function createClusterRateLimiter(link: ClusterStoreLink, workers: number): RateLimiter {
  return createSharedRateLimiter(workers, async (rule, key) => {
    const answer = await link.ask<RateLimitResult>("rate-limit.hit", { rule, key });
    return answer === unanswered ? undefined : answer;
  });
}

/**
 * Signed-out sessions held by the primary (as `rv:<session key>` keys expiring with the session), so
 * a sign-out on one worker refuses the cookie on every worker at its next request. This worker also
 * keeps its own, answered first (no round trip for a session it ended itself) and alone while the
 * primary does not answer, as the Redis revocations do while Redis fails.
 */
export function createClusterRevocations(link: ClusterStoreLink): SessionRevocations {
  const local = createMemoryRevocations();
  return {
    async revoke(key, expiresAt) {
      await local.revoke(key, expiresAt);
      const ttlMs = expiresAt - Date.now();
      if (ttlMs > 0) await link.ask("keys.set", { key: `rv:${key}`, value: "1", ttlMs });
    },
    async isRevoked(key) {
      if (await local.isRevoked(key)) return true;
      return (await link.ask<string | null>("keys.get", { key: `rv:${key}` })) === "1";
    },
  };
}
