import { createRequire } from "node:module";
import { resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { prepared } from "./statements";
import type { Db } from "./index";

/** One statement of a read: all its rows, or with `one` the first (undefined when none). */
export interface Read {
  sql: string;
  params: Record<string, unknown>;
  one?: boolean;
}

export interface ReaderState {
  /** Reads run on a thread of their own, with their own connection (a database file). */
  offLoop: boolean;
  /** Held by the control surface: reads start only once released. */
  held: boolean;
  /** Reads started and not finished (with `held`: the ones waiting at the gate). */
  running: number;
}

/**
 * Where the heavy reads run: the record lists and the agent reports. better-sqlite3 is
 * synchronous, so a query on the sandbox's connection holds every other call behind it (a
 * `system.status` waited out a 400 ms report and the portal answered 503). With a database
 * file they run on a worker thread with its own read-only connection (WAL: readers never
 * wait for the writer and see every committed write), one read transaction per `run`, so a
 * list and its totals agree. An in-memory database cannot be shared between connections;
 * there they run on the sandbox's own connection, as before.
 */
export interface Reader {
  /** Runs the statements in one read transaction; answers each one's result, in order. */
  run(reads: Read[]): Promise<unknown[]>;
  /**
   * Test control: the reader's thread stops before its next read (blocked, as a long query
   * blocks it) until `release`. In memory, reads wait in a queue instead.
   */
  hold(): void;
  release(): void;
  state(): ReaderState;
  close(): Promise<void>;
}

/**
 * The worker's code, plain JavaScript evaluated by the worker (no loader: it runs the same
 * under tsx, vitest and a build). gate[0] is 1 while held; gate[1] counts reads started.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma("query_only = ON");
const gate = new Int32Array(workerData.gate);
const statements = new Map();
const statement = (sql) => {
  let found = statements.get(sql);
  if (!found) statements.set(sql, (found = db.prepare(sql)));
  return found;
};
const readAll = db.transaction((reads) => reads.map((read) => (read.one ? statement(read.sql).get(read.params) : statement(read.sql).all(read.params))));
parentPort.on("message", ({ id, reads }) => {
  Atomics.add(gate, 1, 1);
  while (Atomics.load(gate, 0) === 1) Atomics.wait(gate, 0, 1);
  let answer;
  try {
    answer = { id, results: readAll(reads) };
  } catch (error) {
    answer = { id, error: String((error && error.message) || error) };
  }
  // Finished before it is told: whoever gets the answer sees the read done.
  Atomics.sub(gate, 1, 1);
  parentPort.postMessage(answer);
});
`;

const DRIVER = createRequire(import.meta.url).resolve("better-sqlite3");

/** A reader for `db`: on a worker thread when `path` is its file, else on `db` itself. */
export function createReader(db: Db, path: string | null): Reader {
  return path === null ? inlineReader(db) : workerReader(resolve(path));
}

function inlineReader(db: Db): Reader {
  let held = false;
  let running = 0;
  let waiters: Array<() => void> = [];
  const readAll = (reads: Read[]) =>
    db.transaction(() =>
      reads.map((read) => (read.one ? prepared(db, read.sql).get(read.params) : prepared(db, read.sql).all(read.params))),
    )();
  return {
    async run(reads) {
      running++;
      try {
        while (held) await new Promise<void>((resolve) => waiters.push(resolve));
        return readAll(reads);
      } finally {
        running--;
      }
    },
    hold: () => void (held = true),
    release() {
      held = false;
      const waiting = waiters;
      waiters = [];
      for (const wake of waiting) wake();
    },
    state: () => ({ offLoop: false, held, running }),
    async close() {
      this.release();
    },
  };
}

interface Pending {
  resolve(results: unknown[]): void;
  reject(error: Error): void;
}

function workerReader(path: string): Reader {
  const gate = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver: DRIVER, path, gate: gate.buffer } });
  // Never what keeps a process alive: the sandbox's server does that while it runs.
  worker.unref();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on("message", ({ id, results, error }: { id: number; results?: unknown[]; error?: string }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (error !== undefined) waiting?.reject(new Error(`sandbox read failed: ${error}`));
    else waiting?.resolve(results ?? []);
  });
  worker.on("error", failAll);
  worker.on("exit", () => failAll(failure ?? new Error("the sandbox's reader has stopped")));
  const release = () => {
    Atomics.store(gate, 0, 0);
    Atomics.notify(gate, 0);
  };
  return {
    run(reads) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, reads });
      });
    },
    hold: () => Atomics.store(gate, 0, 1),
    release,
    state: () => ({ offLoop: true, held: Atomics.load(gate, 0) === 1, running: Atomics.load(gate, 1) }),
    async close() {
      release();
      await worker.terminate();
    },
  };
}
