import { Redis } from "ioredis";
import type { Logger } from "pino";

/** A command that takes longer than this counts as a failure: the page goes on with the in-process tier. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
/** The client's own timeout, a backstop that drops commands a hung server never answers. */
const CLIENT_COMMAND_TIMEOUT_MS = 2_000;
/** After a timeout, Redis is left alone this long (a hung server would otherwise cost every request the timeout). */
const PAUSE_AFTER_TIMEOUT_MS = 2_000;
/** How long start-up waits for the first connection before it goes on without (and keeps trying). */
const FIRST_CONNECT_WAIT_MS = 2_000;
/** Failures during an outage are logged again at most this often: it would otherwise log a line per request. */
const FAILURE_LOG_INTERVAL_MS = 60_000;

export interface RedisLink {
  /** Every key and channel starts with it (`portal:`). */
  prefix: string;
  /**
   * Runs `command` on Redis: its value, or `failed` when Redis is unreachable, slow or
   * answers an error (logged as `failure` does). Never throws.
   */
  attempt<T>(command: (redis: Redis) => Promise<T>): Promise<T | typeof failed>;
  /** A connection of its own for subscriptions (made on first use). */
  subscriber(): Redis;
  /** Logs a failure: the first of an outage at once, the ones after it at most once a minute. */
  failure(error: unknown): void;
  close(): Promise<void>;
}

/** What `attempt` answers when Redis could not: the caller uses its in-process tier. */
export const failed: unique symbol = Symbol("redis failed");

/**
 * One connection to REDIS_URL, made so that Redis can never hold a page: commands
 * are not queued while it is disconnected (they fail at once), each has a short
 * timeout, and the client reconnects in the background (every 2 s at most).
 */
export async function connectRedis(url: string, logger: Logger, options: { commandTimeoutMs?: number } = {}): Promise<RedisLink> {
  const log = logger.child({ service: "redis" });
  let lastFailureLog = 0;
  /** Between a failure and the next answer: each change of state is logged, only repeats are throttled. */
  let failing = false;
  let pausedUntil = 0;

  const failure = (error: unknown) => {
    const now = Date.now();
    const err = error instanceof Error ? error.message : String(error);
    if (!failing) {
      failing = true;
      lastFailureLog = now;
      log.warn({ err }, "redis unavailable: shared state falls back to this process");
      return;
    }
    if (now - lastFailureLog < FAILURE_LOG_INTERVAL_MS) return;
    lastFailureLog = now;
    log.warn({ err }, "redis still unavailable: shared state falls back to this process");
  };

  const base = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: (times: number) => Math.min(100 * times, 2_000),
    disableClientInfo: true,
    lazyConnect: true,
  } as const;
  const timeoutMs = options.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS;
  const redis = new Redis(url, { ...base, commandTimeout: Math.max(timeoutMs, CLIENT_COMMAND_TIMEOUT_MS) });
  /**
   * Redis answers again: said once, whichever way it came back (a new connection is `ready`; a
   * frozen server that thaws answers on the connection it kept, with no event but its answers).
   */
  const back = () => {
    if (!failing) return;
    failing = false;
    log.info("redis reachable again: shared state goes through it");
  };
  redis.on("error", failure);
  redis.on("ready", back);

  let sub: Redis | undefined;
  const first = redis.connect().then(
    () => true,
    () => false,
  );
  const connected = await Promise.race([
    first,
    new Promise<false>((resolve) => setTimeout(() => resolve(false), FIRST_CONNECT_WAIT_MS).unref()),
  ]);
  if (connected) log.info("redis connected: caches, rate limits and events are shared");
  else failure(new Error("no connection to Redis at start; retrying in the background"));

  return {
    prefix: "portal:",
    failure,
    async attempt<T>(command: (redis: Redis) => Promise<T>): Promise<T | typeof failed> {
      if (redis.status !== "ready" || Date.now() < pausedUntil) return failed;
      let answered = false;
      const running: Promise<T | typeof failed> = command(redis).then(
        (value) => {
          answered = true;
          // An answer that came after the command was given up on still shows Redis is back.
          back();
          return value;
        },
        (error: unknown) => {
          answered = true;
          failure(error);
          return failed;
        },
      );
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<typeof failed>((resolve) => {
        timer = setTimeout(
          // Decided after the event loop's next round of I/O: when a busy loop held up both the
          // answer and this timer, the timer runs first, and the answer waiting to be read is not late.
          () =>
            setImmediate(() => {
              if (answered) return;
              pausedUntil = Date.now() + PAUSE_AFTER_TIMEOUT_MS;
              failure(new Error(`no answer within ${timeoutMs} ms`));
              resolve(failed);
            }),
          timeoutMs,
        );
      });
      try {
        return await Promise.race([running, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    subscriber() {
      if (!sub) {
        // Subscriptions are queued while disconnected (kept until Redis is back) and made again on every reconnect.
        sub = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined, lazyConnect: false });
        sub.on("error", failure);
      }
      return sub;
    },
    async close() {
      await Promise.all([redis, sub].map((connection) => connection && closeConnection(connection)));
    },
  };
}

/** QUIT when connected (bounded), then no more reconnecting. */
async function closeConnection(connection: Redis): Promise<void> {
  if (connection.status === "ready") {
    await Promise.race([connection.quit().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 500).unref())]);
  }
  connection.disconnect();
}
