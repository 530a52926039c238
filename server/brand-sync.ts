import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import {
  assertBrandId,
  decodeBrandFiles,
  encodeBrandFiles,
  readBrandFolder,
  removeStaleScratch,
  sameBrandFiles,
  writeBrandFolder,
  type BrandChange,
  type BrandChangeReport,
  type BrandChanges,
  type BrandFiles,
  type BrandPart,
} from "~/brand/brand-folder.server";
import type { ReloadReport } from "~/brand/registry.server";
import type { Events, Unsubscribe } from "~/live/events.server";
import { connectRedis, failed, type RedisLink } from "./redis/connection";
import { createRedisEvents } from "./redis/events";

/**
 * Every write to a brand folder made while the portal runs (a draft saved, a publish, a
 * rollback, a new brand) goes through here (docs/decisions/brand-versions.md):
 *
 * 1. the files are written atomically into this machine's `brands/` (app/brand/brand-folder.server.ts);
 * 2. this process reloads its brands at once, and the machine's other processes are told to
 *    (a cluster's worker tells the primary, which tells the other workers): no waiting for the
 *    file watcher, which may be off (BRANDS_WATCH=0);
 * 3. with REDIS_URL, the brand's whole state (its live files and its draft) is stored in Redis
 *    under one key with a sequence number, and announced; every other instance fetches the
 *    newest state, writes it into its own `brands/` when it differs, and reloads. An instance
 *    that starts takes the stored states before it loads its brands, so a new instance agrees
 *    with the fleet from its first request.
 *
 * One process per machine talks to Redis for the brands: the cluster's primary (or the only
 * process): it alone writes what other instances changed, so two processes of a machine never
 * write one brand folder at once for the same remote change.
 */

export type BrandSyncRole = "single" | "primary" | "worker";

/** The state of one brand as Redis holds it (`portal:brand:<id>`). */
interface StoredBrand {
  seq: number;
  id: string;
  /** path → base64; empty when the brand was removed. */
  live: Record<string, string>;
  draft: Record<string, string> | null;
  /** The process that stored it (it does not apply its own state again). */
  from: string;
  at: string;
}

/** What is announced on the channel: which brand changed, and its state's sequence number. */
interface BrandAnnouncement {
  id: string;
  seq: number;
  from: string;
}

const CHANNEL = "brands";
/** Not on a page's path: a state with its assets may take longer than a request's Redis budget. */
const COMMAND_TIMEOUT_MS = 2_000;
/** While Redis does not answer, a change not yet stored (or a catch-up) is tried again this often. */
const RETRY_MS = 2_000;

/**
 * Stores the state with the brand's next sequence number, in one step (so two instances storing
 * at once get distinct numbers, and the key always holds the higher one's state). The number is
 * Redis's clock in milliseconds, and above the last one given and the highest this instance has
 * seen: a Redis restarted empty (no persistence) still numbers a new state above the old ones
 * the instances remember, so they take it.
 */
const STORE = `
if redis.replicate_commands then redis.replicate_commands() end
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local last = tonumber(redis.call('GET', KEYS[2]) or '0')
local seq = string.format('%d', math.max(last + 1, ms, tonumber(ARGV[2]) + 1))
redis.call('SET', KEYS[2], seq)
redis.call('SET', KEYS[1], '{"seq":' .. seq .. ',' .. string.sub(ARGV[1], 2))
return seq
`;

/**
 * Stores a state Redis lost again under the number it had (the instance's last applied), unless
 * Redis holds that brand at the same number or a higher one: of several instances putting back
 * what they remember, the one that saw the newest state wins. Answers 1 when stored.
 */
const RESTORE = `
local current = redis.call('GET', KEYS[1])
if current then
  local seq = tonumber(string.match(current, '^{"seq":(%d+),'))
  if seq and seq >= tonumber(ARGV[2]) then return 0 end
end
redis.call('SET', KEYS[1], '{"seq":' .. ARGV[2] .. ',' .. string.sub(ARGV[1], 2))
if tonumber(redis.call('GET', KEYS[2]) or '0') < tonumber(ARGV[2]) then redis.call('SET', KEYS[2], ARGV[2]) end
return 1
`;

/** Between the processes of one machine (the cluster's IPC channel). */
interface ClusterBrandMessage {
  portal: "brands";
  /** "changed": a worker changed `id` (to the primary); "reload": read brands/ again (to a worker). */
  kind: "changed" | "reload";
  id?: string;
}

const isClusterBrandMessage = (message: unknown): message is ClusterBrandMessage =>
  typeof message === "object" && message !== null && (message as ClusterBrandMessage).portal === "brands";

const isAnnouncement = (message: unknown): message is BrandAnnouncement =>
  typeof message === "object" &&
  message !== null &&
  typeof (message as BrandAnnouncement).id === "string" &&
  typeof (message as BrandAnnouncement).seq === "number" &&
  typeof (message as BrandAnnouncement).from === "string";

export interface BrandSyncOptions {
  /** The project folder (its `brands/`). */
  root: string;
  logger: Logger;
  /** Shares the brands with every instance on this Redis; unset: this machine only. A worker does not connect: its primary does for it. */
  redisUrl?: string;
  /** Default: "worker" in a cluster's worker; else "single" (server.ts says "primary" for a cluster's primary). */
  role?: BrandSyncRole;
}

export interface BrandSync extends BrandChanges {
  readonly root: string;
  /**
   * From now on, `reload` reloads this process's brands after every change: its own, its
   * machine's other processes', other instances'. A change heard before (while the registry was
   * loading) reloads once now.
   */
  follow(reload: () => Promise<ReloadReport>): void;
  close(): Promise<void>;
}

/**
 * Opens the brands' sync for this process. With Redis (and not a worker), it connects,
 * subscribes, and writes every stored brand state that differs into `brands/` before it
 * resolves: call it before the brands are loaded.
 */
export async function openBrandSync(options: BrandSyncOptions): Promise<BrandSync> {
  const { root } = options;
  const role: BrandSyncRole = options.role ?? (cluster.isWorker && typeof process.send === "function" ? "worker" : "single");
  const log = options.logger.child({ service: "brand-sync" });
  const self = `${process.pid}:${randomBytes(4).toString("hex")}`;
  /** The sequence number of each brand's newest state applied (or stored) here. */
  const applied = new Map<string, number>();
  /** Brands changed here whose state Redis has not taken yet. */
  const pending = new Set<string>();
  let reload: (() => Promise<ReloadReport>) | undefined;
  let reloadWanted = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const cleanups: (() => void)[] = [];

  // One change at a time in this process: a write, its reload and its sharing finish before the next starts.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task);
    queue = next.catch(() => undefined);
    return next;
  };

  const reloadHere = async (): Promise<ReloadReport> => {
    if (!reload) {
      reloadWanted = true;
      return { brands: [], problems: [] };
    }
    return reload();
  };

  /** The primary's side: every worker but `except` reads brands/ again. */
  const tellWorkers = (except?: number) => {
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker.id !== except && worker.isConnected()) {
        worker.send({ portal: "brands", kind: "reload" } satisfies ClusterBrandMessage);
      }
    }
  };

  /** This process reloads, and in a cluster's primary the workers do too. */
  const reloadMachine = async (except?: number) => {
    const report = await reloadHere();
    if (role === "primary") tellWorkers(except);
    return report;
  };

  if (role !== "worker") {
    const removed = removeStaleScratch(root);
    if (removed.length > 0) log.warn({ removed }, "half-written brand folders left by a stopped process removed");
  }

  // Redis's comings and goings are logged once per process by the shared state's link (server/shared-state.ts);
  // this link logs only its errors, and this module what a Redis outage means for the brands.
  const linkLog = log.levelVal >= log.levels.values.error ? log : log.child({}, { level: "error" });
  const link: RedisLink | undefined =
    options.redisUrl && role !== "worker"
      ? await connectRedis(options.redisUrl, linkLog, { commandTimeoutMs: COMMAND_TIMEOUT_MS })
      : undefined;
  const events: Events | undefined = link ? createRedisEvents(link, (error) => log.error({ err: error }, "brand event failed")) : undefined;
  const stateKey = (id: string) => `${link!.prefix}brand:${id}`;
  const seqKey = (id: string) => `${link!.prefix}brand-seq:${id}`;

  /**
   * Stores the brand's state as it is on disk now and announces it: true once Redis has it.
   * `restore`: the state Redis lost, stored under the number this instance last applied.
   */
  async function share(id: string, restore = false): Promise<boolean> {
    if (!link || !events) return false;
    const live = readBrandFolder(root, id, { part: "live" });
    const draft = live.size > 0 ? readBrandFolder(root, id, { part: "draft" }) : new Map();
    const state: Omit<StoredBrand, "seq"> = {
      id,
      live: encodeBrandFiles(live),
      draft: draft.size > 0 ? encodeBrandFiles(draft) : null,
      from: self,
      at: new Date().toISOString(),
    };
    const known = applied.get(id) ?? 0;
    const answer = await link.attempt((redis) =>
      restore
        ? redis.eval(RESTORE, 2, stateKey(id), seqKey(id), JSON.stringify(state), known)
        : redis.eval(STORE, 2, stateKey(id), seqKey(id), JSON.stringify(state), known),
    );
    if (answer === failed) {
      if (restore) return false;
      pending.add(id);
      scheduleRetry();
      log.warn({ brand: id }, "brand change served here only: Redis did not take it (stored when Redis answers)");
      return false;
    }
    // Refused: Redis holds this brand's state at a number as high or higher, which it announced or will.
    if (restore && Number(answer) === 0) return true;
    const seq = restore ? known : Number(answer);
    pending.delete(id);
    applied.set(id, Math.max(known, seq));
    await events.publish(CHANNEL, { id, seq, from: self } satisfies BrandAnnouncement);
    log.info({ brand: id, seq, restored: restore }, restore ? "brand state Redis had lost stored again" : "brand change shared");
    return true;
  }

  /** Writes a stored state into brands/ when it is newer than what was applied here and differs from the disk: true if written. */
  function applyStored(state: StoredBrand): boolean {
    assertBrandId(state.id);
    if (state.seq <= (applied.get(state.id) ?? 0)) return false;
    if (state.from === self) {
      applied.set(state.id, state.seq);
      return false;
    }
    const live = decodeBrandFiles(state.live);
    const draft = live.size > 0 && state.draft ? decodeBrandFiles(state.draft) : new Map<string, Buffer>();
    let written = false;
    if (!sameBrandFiles(readBrandFolder(root, state.id, { part: "live" }), live)) {
      writeBrandFolder(root, state.id, live, { part: "live" });
      written = true;
    }
    if (live.size > 0 && !sameBrandFiles(readBrandFolder(root, state.id, { part: "draft" }), draft)) {
      writeBrandFolder(root, state.id, draft, { part: "draft" });
      written = true;
    }
    // Recorded once written: a state that failed to write is tried again at the next announcement or catch-up.
    applied.set(state.id, state.seq);
    if (written) log.info({ brand: state.id, seq: state.seq, from: state.from }, "brand change from another instance written");
    return written;
  }

  const readStored = async (id: string): Promise<StoredBrand | undefined | typeof failed> => {
    const json = await link!.attempt((redis) => redis.get(stateKey(id)));
    if (json === failed || json === null) return json === null ? undefined : failed;
    return JSON.parse(json) as StoredBrand;
  };

  /** Every brand state in Redis, written here where newer and different: whether all were read, and whether any was written. */
  async function takeAll(): Promise<{ complete: boolean; written: boolean; ids: string[] }> {
    if (!link) return { complete: true, written: false, ids: [] };
    const ids: string[] = [];
    let cursor = "0";
    do {
      const page = await link.attempt((redis) => redis.scan(cursor, "MATCH", `${link.prefix}brand:*`, "COUNT", 100));
      if (page === failed) return { complete: false, written: false, ids };
      cursor = page[0];
      ids.push(...page[1].map((key) => key.slice(`${link.prefix}brand:`.length)));
    } while (cursor !== "0");
    let written = false;
    for (const id of ids) {
      const state = await readStored(id);
      if (state === failed) return { complete: false, written, ids };
      try {
        if (state && applyStored(state)) written = true;
      } catch (error) {
        log.error({ err: error, brand: id }, "a stored brand state could not be written");
      }
    }
    return { complete: true, written, ids };
  }

  /**
   * After Redis was away: stores the changes it missed, takes what the others changed meanwhile,
   * and stores again the states Redis lost (one restarted without persistence) from this
   * machine's folders, so an instance started later still agrees.
   */
  function catchUp(): Promise<void> {
    return serially(async () => {
      if (closed) return;
      let complete = true;
      for (const id of [...pending]) if (!(await share(id))) complete = false;
      const taken = await takeAll();
      if (taken.written) await reloadMachine();
      if (taken.complete) {
        for (const id of applied.keys()) if (!taken.ids.includes(id) && !(await share(id, true))) complete = false;
      }
      if (!complete || !taken.complete) scheduleRetry();
    });
  }

  function scheduleRetry(): void {
    if (retry || closed) return;
    retry = setTimeout(() => {
      retry = undefined;
      void catchUp();
    }, RETRY_MS);
    retry.unref();
  }

  let unsubscribe: Unsubscribe | undefined;
  if (link && events) {
    // Subscribed before the stored states are read: a change made meanwhile is heard, not lost.
    unsubscribe = await events.subscribe(CHANNEL, (message) => {
      if (!isAnnouncement(message) || message.from === self) return;
      if (message.seq <= (applied.get(message.id) ?? 0)) return;
      void serially(async () => {
        const state = await readStored(message.id);
        if (state === failed) return scheduleRetry();
        if (state && applyStored(state)) await reloadMachine();
      }).catch((error: unknown) =>
        log.error({ err: error, brand: message.id }, "a brand change from another instance could not be written"),
      );
    });
    // Redis back after an outage, or there at last after a start without it (the subscriber
    // connection was ready before this listener, when Redis answered at start): catch up.
    const subscriber = link.subscriber();
    const onReady = () => void catchUp();
    subscriber.on("ready", onReady);
    cleanups.push(() => subscriber.off("ready", onReady));
    const taken = await serially(takeAll);
    if (!taken.complete) {
      log.warn("the brands' states in Redis could not be read at start: serving the local brands/ until Redis answers");
      scheduleRetry();
    }
  }

  if (role === "primary") {
    // A worker changed a brand: the other workers reload, this process reloads (the embedded sandbox's
    // brands), and the fleet is told.
    const onWorkerMessage = (worker: { id: number }, message: unknown) => {
      if (!isClusterBrandMessage(message) || message.kind !== "changed" || typeof message.id !== "string") return;
      const id = message.id;
      void serially(async () => {
        await reloadMachine(worker.id);
        await share(id);
      }).catch((error: unknown) => log.error({ err: error, brand: id }, "a worker's brand change could not be passed on"));
    };
    cluster.on("message", onWorkerMessage);
    cleanups.push(() => cluster.off("message", onWorkerMessage));
  } else if (role === "worker") {
    const onPrimaryMessage = (message: unknown) => {
      if (isClusterBrandMessage(message) && message.kind === "reload") void serially(reloadHere);
    };
    process.on("message", onPrimaryMessage);
    cleanups.push(() => process.off("message", onPrimaryMessage));
  }

  return {
    root,
    read: (id: string, part: BrandPart): BrandFiles => readBrandFolder(root, id, { part }),
    applyBrandChange: (change: BrandChange): Promise<BrandChangeReport> =>
      serially(async () => {
        const { id } = change;
        assertBrandId(id);
        const removed = change.live !== undefined && change.live.size === 0;
        const before = change.refuseProblems
          ? { live: readBrandFolder(root, id, { part: "live" }), draft: readBrandFolder(root, id, { part: "draft" }) }
          : undefined;
        const write = (live: BrandFiles | undefined, draft: BrandFiles | null | undefined) => {
          if (live !== undefined) writeBrandFolder(root, id, live, { part: "live" });
          if (draft !== undefined && (live === undefined || live.size > 0))
            writeBrandFolder(root, id, draft ?? new Map(), { part: "draft" });
        };
        write(change.live, removed ? undefined : change.draft);
        // This process first: a refused change is undone before any other process or instance hears of it.
        const report = await reloadHere();
        // The brand's problems; its draft's only when this change wrote the draft (a draft in progress never blocks a rollback).
        const problems = report.problems.filter(
          (line) => line.includes(`brands/${id}/`) && (change.draft !== undefined || !line.includes(`brands/${id}/draft/`)),
        );
        if (before && problems.length > 0) {
          write(before.live, before.live.size > 0 ? before.draft : undefined);
          await reloadHere();
          log.warn({ brand: id, problems }, "brand change refused: its files were put back");
          return { problems, refused: true, shared: false };
        }
        let shared: BrandChangeReport["shared"] = false;
        if (role === "worker") {
          // The primary reloads the other workers and tells the fleet.
          process.send!({ portal: "brands", kind: "changed", id } satisfies ClusterBrandMessage);
          shared = Boolean(options.redisUrl);
        } else {
          if (role === "primary") tellWorkers();
          if (link) shared = (await share(id)) ? true : "pending";
        }
        log.info({ brand: id, live: change.live !== undefined, draft: change.draft !== undefined, shared }, "brand changed");
        return { problems, refused: false, shared };
      }),
    follow(next) {
      reload = next;
      if (reloadWanted) {
        reloadWanted = false;
        void serially(reloadHere);
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      for (const cleanup of cleanups) cleanup();
      await queue;
      await unsubscribe?.();
      await link?.close();
    },
  };
}
