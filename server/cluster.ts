import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import type { Logger } from "pino";
import { onShutdown } from "./shutdown";

/**
 * Several worker processes behind one port (docs/decisions/scaling.md). The primary
 * forks them, replaces the ones that crash and stops them all on SIGTERM; each worker
 * is a whole portal (server/portal.ts), accepts its own connections and drains its own
 * requests.
 */

/**
 * How many workers: WEB_CONCURRENCY when set (checked by app/env.server.ts), else one per core
 * in production and one in development (each would run its own Vite).
 */
export function workerCount(value: number | undefined, mode: "development" | "production"): number {
  return value ?? (mode === "production" ? availableParallelism() : 1);
}

/** A worker that dies sooner than this after its start counts as crashing at start-up (the back-off grows). */
const STABLE_AFTER_MS = 30_000;
const FIRST_RESTART_MS = 500;
const MAX_RESTART_MS = 30_000;
/** How long the primary waits for its workers to drain: theirs (10 s, server/http-server.ts) and a margin. */
const SHUTDOWN_BOUND_MS = 15_000;
/** And for the embedded sandbox to stop after them. */
const AFTER_STOP_BOUND_MS = 5_000;

export interface ClusterOptions {
  workers: number;
  logger: Logger;
  /** Each worker's V8 old-space limit in MiB; 0 leaves V8's own. */
  heapMiB: number;
  /** Added to each worker's environment (which is the primary's as it is when the worker is forked). */
  env: Record<string, string>;
  /** Once, when every worker first forked listens: what is printed then comes after their log lines. */
  onListening(port: number): void;
  /** After every worker has exited on shutdown (the embedded sandbox stops here). */
  afterStop(): Promise<void>;
}

/**
 * The primary's side. A worker that exits before any worker has listened means the
 * portal cannot start: everything stops with exit code 1, as a single process would.
 * Later, a worker that exits is replaced, after 0.5 s, doubled for each worker in a
 * row that died within 30 s of its start, up to 30 s; never while shutting down.
 * SIGTERM or SIGINT: every worker gets SIGTERM and drains; the primary exits once
 * all have (0), or after 15 s, killing what is left (1). A second signal kills at once.
 */
export function runCluster(options: ClusterOptions): void {
  const log = options.logger.child({ role: "primary" });
  /** The workers not yet exited (by cluster id), with when each was forked. */
  const workers = new Map<number, { worker: Worker; startedAt: number }>();
  const restarts = new Set<NodeJS.Timeout>();
  let listened = false;
  let announced = false;
  /** The workers (by cluster id) that have said they listen. */
  const listening = new Set<number>();
  let crashesInARow = 0;
  let stopping = false;
  let exitCode = 0;
  let force: NodeJS.Timeout | undefined;
  let finishing = false;

  // Each worker accepts its own connections from the shared socket: a primary that is busy or
  // stopped delays none, and no connection waits in a queue of the primary's that is thrown
  // away (reset) when the last worker leaves on shutdown, as round-robin hand-out does.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // A worker runs the file the primary runs (Node's default: the compiled build/portal/server.js
  // under `npm start`, server.ts under tsx in development) with the primary's flags (tsx's loader
  // among them in development), and the heap limit after them.
  if (options.heapMiB > 0) cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-old-space-size=${options.heapMiB}`] });
  const fork = () => {
    const worker = cluster.fork(options.env);
    workers.set(worker.id, { worker, startedAt: Date.now() });
  };
  const alive = (): Worker[] => [...workers.values()].map((entry) => entry.worker);

  const finish = async () => {
    if (finishing) return;
    finishing = true;
    clearTimeout(force);
    const stopped = options.afterStop().catch((error: unknown) => log.error({ err: error }, "stopping the platform failed"));
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, AFTER_STOP_BOUND_MS))]);
    log.info({ code: exitCode }, "all workers stopped");
    process.exit(exitCode);
  };

  const stop = (reason: string, code = 0) => {
    if (stopping) {
      log.warn({ reason }, "stopping at once");
      for (const worker of alive()) worker.process.kill("SIGKILL");
      process.exit(1);
    }
    stopping = true;
    exitCode = code;
    for (const timer of restarts) clearTimeout(timer);
    log.info({ reason, workers: alive().length }, "shutting down: workers finish in-flight requests");
    for (const worker of alive()) worker.process.kill("SIGTERM");
    force = setTimeout(() => {
      log.error(
        { workers: alive().map((worker) => worker.process.pid) },
        `workers still running ${SHUTDOWN_BOUND_MS} ms after SIGTERM: killed`,
      );
      exitCode = 1;
      for (const worker of alive()) worker.process.kill("SIGKILL");
    }, SHUTDOWN_BOUND_MS);
    if (alive().length === 0) void finish();
  };

  // Told by the worker, not taken from cluster's "listening" event, which every server of a worker
  // fires (Vite's HMR socket in development too).
  cluster.on("message", (worker, message: unknown) => {
    if (!isListeningMessage(message)) return;
    // Debug: each worker's own "portal listening" line says it at info, and this one, written
    // asynchronously, would land after the brands' addresses the start prints last.
    log.debug({ pid: worker.process.pid, port: message.port }, "worker listening");
    listened = true;
    listening.add(worker.id);
    if (!announced && listening.size >= options.workers) {
      announced = true;
      options.onListening(message.port);
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (workers.get(worker.id)?.startedAt ?? Date.now());
    workers.delete(worker.id);
    if (stopping) {
      if (alive().length === 0) void finish();
      return;
    }
    if (!listened) {
      log.fatal({ pid: worker.process.pid, code, signal }, "a worker failed before the portal could start");
      stop("start-up failed", 1);
      return;
    }
    crashesInARow = lived < STABLE_AFTER_MS ? crashesInARow + 1 : 1;
    const delay = Math.min(MAX_RESTART_MS, FIRST_RESTART_MS * 2 ** (crashesInARow - 1));
    log.error({ pid: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay }, "worker exited: replacing it");
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    restarts.add(timer);
  });

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let i = 0; i < options.workers; i++) fork();
  log.info({ workers: options.workers }, "cluster started");
}

interface ListeningMessage {
  portal: "listening";
  port: number;
}

const isListeningMessage = (message: unknown): message is ListeningMessage =>
  typeof message === "object" && message !== null && (message as ListeningMessage).portal === "listening";

/** The worker's side: tells the primary that the portal listens (on `port`). */
export function announceListening(port: number): void {
  process.send?.({ portal: "listening", port } satisfies ListeningMessage);
}

interface BrandSecretsMessage {
  portal: "brand-secrets";
  secrets: Record<string, string>;
}

/**
 * The primary's side: the embedded sandbox's keys for brands and merchants added while
 * running, to every worker (a worker forked later copies them from the primary's environment).
 */
export function sendBrandSecrets(secrets: Record<string, string>): void {
  for (const worker of Object.values(cluster.workers ?? {})) {
    if (worker?.isConnected()) worker.send({ portal: "brand-secrets", secrets } satisfies BrandSecretsMessage);
  }
}

/** The worker's side: applies the secrets the primary sends. */
export function onBrandSecrets(apply: (secrets: Record<string, string>) => void): void {
  process.on("message", (message: unknown) => {
    if (typeof message === "object" && message !== null && (message as BrandSecretsMessage).portal === "brand-secrets") {
      apply((message as BrandSecretsMessage).secrets);
    }
  });
}

/**
 * The worker's side: SIGTERM (sent by the primary) drains and exits, and so does losing
 * the primary. SIGINT is left to the primary: a Ctrl-C in a terminal reaches every
 * process of the group, and the primary's SIGTERM follows it.
 */
export function onWorkerShutdown(logger: Logger, stop: () => Promise<void>): void {
  const begin = onShutdown(logger, stop, { signals: ["SIGTERM"] });
  process.on("SIGINT", () => {});
  process.on("disconnect", () => begin("primary gone"));
}
