/**
 * `npm run soak` (`-- --minutes 10`, `--connections 20`, `--url http://127.0.0.1:3000`): mixed
 * traffic against a running portal for a set time, to see what hours of it would do: errors
 * that only come under steady load, latency that creeps up, memory that only grows.
 *
 * By default it starts the portal as `npm start` does (the production build, the cluster of
 * one worker per core, the embedded sandbox) on free loopback ports, and stops it after. With
 * `--url` it uses a portal already running on this machine (loopback only); `--pid` names that
 * portal's primary process so its workers' memory can be read, and `--cookie` a signed-in
 * session cookie (without it, only visitor traffic).
 *
 * Each of `--connections` loops (default 10) sends one request at a time, in turn: a visitor's
 * home and lobby pages and a search, a signed-in player's home and member pages, and a
 * favourite toggled on and off (a form post, the action). Printed each minute: requests,
 * errors (5xx and requests with no complete answer) and their rate, p50 and p99 in ms, and
 * each worker's resident memory (median of a sample every 5 s) and, for a portal started here,
 * its JavaScript heap left after each full garbage collection and the heap V8 holds from the
 * system (medians of the minute's collections, from V8's `--trace-gc` lines). Resident memory
 * alone misleads: V8 lets its heap grow into the room it has before it collects. Under load the
 * heap after collection misleads too: it carries the requests in flight and what they
 * allocated while the collection ran, so it follows the request rate and V8's own pace; it is
 * an upper bound of what the process keeps (a heap snapshot, which collects in full, is the
 * exact figure). Then the totals, the 503s told apart (the platform judged down, or shed as
 * busy: how many and the slowest), the answers by status, and each process's memory at its first
 * minute, its third and its last. Loopback only; bounded by `--minutes` (default 2, at most 60).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createPlatformClient } from "../../app/platform/client.server";
import { createSessionCodec } from "../../app/session/codec.server";
import { SERVER_BUNDLE } from "../build/server-bundle";
import { ensureBuild } from "../lib/build-freshness";
import { freePort } from "../lib/free-port";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SESSION_SECRET = "soak-only-session-secret-of-sufficient-length";
const MEMBER = { username: "demo_member", password: "Member#2026" };
const BRAND = "aurora";
const MERCHANT = "AURORA";
const RSS_SAMPLE_MS = 5_000;
/** Minutes of filling caches and compiling before memory should be flat. */
const SETTLED_AFTER_MINUTES = 2;
const REQUEST_TIMEOUT_MS = 30_000;
const SEARCH_TERMS = ["dragon", "gold", "lucky", "tiger", "fortune", "gem"];
/**
 * A full collection's line of `--trace-gc` (scavenges are not printed): "[pid:0x…]  1234 ms:
 * Mark-Compact 612.3 (640.1) -> 148.2 (630.5) MB, …"; after the arrow, the heap still used
 * after it and (in brackets) the heap V8 holds from the system. A process has more than one
 * heap (an isolate per thread: the embedded sandbox's reader, tsx's module loader in
 * development), told apart by the address after the pid; the one that serves is the largest.
 */
const FULL_GC_LINE = /^\[(\d+):(0x[0-9a-f]+)\]\s+[\d.]+ ms: Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \(([\d.]+)\) MB/;

const { values: args } = parseArgs({
  options: {
    minutes: { type: "string", default: "2" },
    connections: { type: "string", default: "10" },
    url: { type: "string" },
    pid: { type: "string" },
    cookie: { type: "string" },
  },
});
const minutes = Number(args.minutes);
const connections = Number(args.connections);
if (!(minutes > 0 && minutes <= 60)) throw new Error("--minutes: a number of minutes from 0 to 60");
if (!(Number.isInteger(connections) && connections >= 1 && connections <= 200))
  throw new Error("--connections: a whole number from 1 to 200");

/** A request of the mix. */
interface Step {
  kind: "visitor" | "lobby" | "signed-in" | "action";
  method: "GET" | "POST";
  path: string;
  form?: Record<string, string>;
}

/** One request's outcome: its status (0 when no complete answer came) and time to its last byte. */
interface Sample {
  at: number;
  kind: Step["kind"];
  status: number;
  /** Answered 503 "busy" by load shedding. */
  busy: boolean;
  ms: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for /healthz; the portal's start (build check, brands, sandbox seed, forks) takes a while on a busy machine. */
async function waitUntilUp(port: number, child: ChildProcess | null): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the portal exited at start (code ${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error("the portal did not answer /healthz within 120 s");
    await sleep(250);
  }
}

/**
 * The portal as `npm start` runs it (the compiled server), on free loopback ports, its embedded sandbox included;
 * V8 prints each full collection (the workers are forked with the primary's flags), and
 * `onFullGc` gets each one's process and isolate, its heap used after it and the heap V8 holds.
 */
async function startPortal(
  onFullGc: (pid: number, isolate: string, usedMiB: number, heldMiB: number) => void,
): Promise<{ port: number; sandboxPort: number; child: ChildProcess }> {
  ensureBuild(ROOT);
  const [port, sandboxPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ["--trace-gc", "--trace-gc-ignore-scavenger", SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      SESSION_SECRET,
      LOG_LEVEL: "warn",
      BRANDS_WATCH: "0",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Of the portal's own output on stdout only one line is read: "Brands:", which it prints once
  // every worker listens. /healthz answers as soon as the first one does, and the soak's
  // keep-alive connections, opened then, would all go to it and leave the others idle.
  let allListening: () => void = () => {};
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the portal's workers did not all listen within 120 s")), 120_000);
    allListening = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  createInterface({ input: child.stdout! }).on("line", (line) => {
    const match = FULL_GC_LINE.exec(line);
    if (match) onFullGc(Number(match[1]), match[2], Number(match[3]), Number(match[4]));
    else if (line.trim() === "Brands:") allListening();
  });
  await waitUntilUp(port, child);
  await listening;
  return { port, sandboxPort, child };
}

/** A signed-in session for the demo member: signed in on the platform, sealed as the portal seals it. */
async function memberCookie(sandboxPort: number): Promise<string> {
  const platform = createPlatformClient({ baseUrl: `http://127.0.0.1:${sandboxPort}`, retries: 0 }).bind({
    merchant: MERCHANT,
    clientIp: "127.0.0.1",
  });
  const { token } = await platform.auth.login(MEMBER);
  const sealed = await createSessionCodec(SESSION_SECRET).seal(
    { token, isAgent: 0, username: MEMBER.username, expiresAt: Date.now() + (minutes + 60) * 60_000 },
    BRAND,
  );
  return `__session=${sealed}`;
}

/**
 * The cluster's workers: the processes whose parent is `pid` and that run the portal, compiled
 * or under tsx (not the esbuild helper that compiles brand files), from /proc.
 */
function workersOf(pid: number): number[] {
  return childrenOf(pid).filter((child) => {
    try {
      const command = readFileSync(`/proc/${child}/cmdline`, "utf8");
      return command.includes(SERVER_BUNDLE) || command.includes("server.ts");
    } catch {
      return false;
    }
  });
}

/** The processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // The process ended while it was read.
    }
  }
  return children;
}

/** Resident memory in MiB, or null once the process is gone. */
function rssMiB(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** The mix, in the order each loop walks it (each loop starts at its own place). */
function mix(signedIn: boolean): (run: number) => Step {
  const steps: Array<(run: number) => Step> = [
    () => ({ kind: "visitor", method: "GET", path: "/" }),
    (run) => ({ kind: "lobby", method: "GET", path: `/rng?page=${1 + (run % 40)}` }),
    () => ({ kind: "visitor", method: "GET", path: "/promotions" }),
    (run) => ({ kind: "lobby", method: "GET", path: `/rng?q=${SEARCH_TERMS[run % SEARCH_TERMS.length]}` }),
    () => ({ kind: "lobby", method: "GET", path: "/live" }),
  ];
  if (signedIn) {
    steps.push(
      () => ({ kind: "signed-in", method: "GET", path: "/" }),
      () => ({ kind: "signed-in", method: "GET", path: "/member/vip" }),
      () => ({ kind: "signed-in", method: "GET", path: "/rng?filter=FAV" }),
      (run) => ({
        kind: "action",
        method: "POST",
        path: "/games/favourite",
        form: { nodeId: `RNG-PG-${String(1 + (run % 9)).padStart(4, "0")}`, intent: run % 2 === 0 ? "add" : "remove", returnTo: "/rng" },
      }),
    );
  }
  return (run) => steps[run % steps.length](run);
}

/**
 * Sends one step; `renewed` gets a new session cookie when the answer sets one, as a browser keeps
 * it (the portal renews a session's cookie as the player navigates: the idle time-out's record).
 */
function send(
  agent: Agent,
  port: number,
  step: Step,
  cookie: string | null,
  renewed: (cookie: string) => void,
): Promise<{ status: number; busy: boolean }> {
  const host = `${BRAND}.localhost:${port}`;
  const body = step.form ? new URLSearchParams(step.form).toString() : undefined;
  const headers: Record<string, string> = { host, "accept-encoding": "gzip" };
  if (step.kind !== "visitor" && step.kind !== "lobby" && cookie) headers.cookie = cookie;
  if (body !== undefined) {
    Object.assign(headers, {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(body)),
      origin: `http://${host}`,
      "sec-fetch-site": "same-origin",
    });
  }
  return new Promise((resolve) => {
    let settled = false;
    let busy = false;
    const settle = (status: number) => {
      if (settled) return;
      settled = true;
      resolve({ status, busy });
    };
    const req = httpRequest({ host: "127.0.0.1", port, path: step.path, method: step.method, agent, headers }, (res) => {
      const session = (res.headers["set-cookie"] ?? []).find((line) => /^__session=[^;]+;/.test(line));
      if (session && cookie && headers.cookie) renewed(session.split(";")[0]);
      // Load shedding's "busy, retry" (server/load-shedding.ts), told apart from "Service unavailable".
      busy = res.headers["x-portal-busy"] === "1";
      res.on("data", () => {});
      res.on("end", () => settle(res.complete ? (res.statusCode ?? 0) : 0));
      res.on("error", () => settle(0));
      res.on("close", () => settle(0));
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy());
    req.on("error", () => settle(0));
    req.end(body);
  });
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const isError = (status: number) => status === 0 || status >= 500;

async function main() {
  let port: number;
  let primary: number | null;
  let child: ChildProcess | null = null;
  let cookie: string | null = args.cookie ?? null;
  /** The heap used after each full collection, and the heap V8 holds, per minute (index), per process; only for a portal started here. */
  const heap: Array<Map<string, number[]>> = [];
  const held: Array<Map<string, number[]>> = [];
  /** Each process's serving heap: its isolate with the largest heap so far ("pid:isolate", its size). */
  const servingHeap = new Map<number, { key: string; heldMiB: number }>();
  const heapKey = (pid: number) => servingHeap.get(pid)?.key ?? "";
  let soakStartedAt: number | null = null;
  const lastMinute = Math.ceil(minutes) - 1;
  const onFullGc = (pid: number, isolate: string, usedMiB: number, heldMiB: number) => {
    const key = `${pid}:${isolate}`;
    if (heldMiB > (servingHeap.get(pid)?.heldMiB ?? -1)) servingHeap.set(pid, { key, heldMiB });
    // Collections of the start (before the first request) are not the soak's.
    if (soakStartedAt === null) return;
    const minute = Math.min(Math.floor((Date.now() - soakStartedAt) / 60_000), lastMinute);
    for (const [perMinute, value] of [
      [heap, usedMiB],
      [held, heldMiB],
    ] as const) {
      const bucket = (perMinute[minute] ??= new Map());
      bucket.set(key, [...(bucket.get(key) ?? []), value]);
    }
  };
  if (args.url) {
    const url = new URL(args.url);
    if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) throw new Error("--url: a portal on this machine (loopback) only");
    port = Number(url.port || 80);
    primary = args.pid ? Number(args.pid) : null;
    await waitUntilUp(port, null);
  } else {
    const started = await startPortal(onFullGc);
    port = started.port;
    child = started.child;
    primary = child.pid ?? null;
    cookie = await memberCookie(started.sandboxPort);
  }
  const stopPortal = () => {
    if (child && child.exitCode === null) child.kill("SIGTERM");
  };
  process.once("SIGINT", () => {
    stopPortal();
    process.exit(130);
  });

  const workers = primary === null ? [] : workersOf(primary);
  console.log(
    `soak: ${minutes} min, ${connections} connections, http://${BRAND}.localhost:${port} (${child ? "started here" : "given"}); ` +
      `${cookie ? "visitor, signed-in and action traffic" : "visitor traffic only (no --cookie)"}; ` +
      (primary === null ? "no memory figures (no --pid)" : `primary ${primary}, workers ${workers.join(", ") || "none (one process)"}`),
  );

  const samples: Sample[] = [];
  /** RSS samples per minute (index), per process. */
  const rss: Array<Map<number, number[]>> = [];
  const started = Date.now();
  soakStartedAt = started;
  const endAt = started + minutes * 60_000;
  const minuteOf = (at: number) => Math.floor((at - started) / 60_000);
  const sampleRss = () => {
    if (primary === null) return;
    const minute = Math.min(minuteOf(Date.now()), lastMinute);
    const bucket = (rss[minute] ??= new Map());
    for (const pid of [primary, ...workersOf(primary)]) {
      const value = rssMiB(pid);
      if (value !== null) bucket.set(pid, [...(bucket.get(pid) ?? []), value]);
    }
  };
  sampleRss();
  const rssTimer = setInterval(sampleRss, RSS_SAMPLE_MS);

  let printed = 0;
  const pids = () => [...new Set(rss.flatMap((bucket) => [...(bucket?.keys() ?? [])]))];
  const label = (pid: number) => (pid === primary ? `primary ${pid}` : `worker ${pid}`);
  const heapOf = (minute: number, pid: number) => {
    const [used, size] = [heap[minute]?.get(heapKey(pid)), held[minute]?.get(heapKey(pid))];
    return used === undefined || size === undefined ? "-" : `${median(used).toFixed(0)} / ${median(size).toFixed(0)}`;
  };
  console.log(
    `\n${"min".padEnd(5)}${"requests".padStart(9)}${"errors".padStart(8)}${"error %".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}  ` +
      (child ? "RSS MiB (heap used after full collection / V8's heap, MiB; - when none that minute)" : "RSS MiB"),
  );
  const printMinute = (minute: number) => {
    const inMinute = samples.filter((sample) => minuteOf(sample.at) === minute);
    const times = inMinute.map((sample) => sample.ms).sort((a, b) => a - b);
    const errors = inMinute.filter((sample) => isError(sample.status)).length;
    const memory = [...(rss[minute]?.entries() ?? [])]
      .map(([pid, values]) => `${label(pid)}: ${median(values).toFixed(0)}${child ? ` (${heapOf(minute, pid)})` : ""}`)
      .join(", ");
    console.log(
      `${String(minute + 1).padEnd(5)}${String(inMinute.length).padStart(9)}${String(errors).padStart(8)}${(
        (100 * errors) /
        Math.max(1, inMinute.length)
      )
        .toFixed(2)
        .padStart(9)}${percentile(times, 0.5).toFixed(1).padStart(9)}${percentile(times, 0.99).toFixed(1).padStart(9)}  ${memory}`,
    );
  };
  const progress = setInterval(() => {
    while (printed < minuteOf(Date.now()) && printed < Math.ceil(minutes)) printMinute(printed++);
  }, 1_000);

  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const next = mix(cookie !== null);
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      for (let run = loop; Date.now() < endAt; run += connections) {
        const step = next(run);
        const at = Date.now();
        const begun = performance.now();
        const { status, busy } = await send(
          agent,
          port,
          step,
          cookie,
          (fresh) => (cookie = cookie?.replace(/__session=[^;]*/, fresh) ?? null),
        );
        samples.push({ at, kind: step.kind, status, busy, ms: performance.now() - begun });
      }
    }),
  );
  clearInterval(progress);
  clearInterval(rssTimer);
  agent.destroy();
  while (printed < Math.ceil(minutes)) printMinute(printed++);

  const errors = samples.filter((sample) => isError(sample.status)).length;
  const all = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  console.log(
    `\nall: ${samples.length} requests, ${errors} errors (${((100 * errors) / Math.max(1, samples.length)).toFixed(2)} %), ` +
      `p50 ${percentile(all, 0.5).toFixed(1)} ms, p99 ${percentile(all, 0.99).toFixed(1)} ms`,
  );
  // A 503 is either the portal too busy to serve in time (shed at once) or the platform judged down.
  const shed = samples.filter((sample) => sample.busy);
  const unavailable = samples.filter((sample) => sample.status === 503 && !sample.busy).length;
  console.log(
    `  503 answers: ${unavailable} "Service unavailable" (the platform judged down); ${shed.length} shed as busy ` +
      `(${((100 * shed.length) / Math.max(1, samples.length)).toFixed(2)} %` +
      (shed.length > 0 ? `, slowest ${Math.max(...shed.map((sample) => sample.ms)).toFixed(0)} ms)` : ")"),
  );
  const byKind = new Map<string, Map<number, number>>();
  for (const { kind, status } of samples) {
    const counts = byKind.get(kind) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    byKind.set(kind, counts);
  }
  for (const [kind, counts] of byKind) {
    console.log(
      `  ${kind.padEnd(10)} ${[...counts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status === 0 ? "no answer" : status} x ${count}`)
        .join(", ")}`,
    );
  }
  if (primary !== null) {
    // The first minutes fill the caches and compile the code: the slope that matters is the one after them.
    const from = Math.min(SETTLED_AFTER_MINUTES, lastMinute);
    console.log(`memory, median of the first minute, of minute ${from + 1} -> of the last (change from minute ${from + 1}):`);
    const trend = <K>(perMinute: Array<Map<K, number[]> | undefined>, key: K) => {
      const at = (minute: number) => {
        const values = perMinute[minute]?.get(key);
        return values === undefined ? NaN : median(values);
      };
      const [first, settled, last] = [at(0), at(from), at(lastMinute)];
      // A minute without a full collection has no heap figure.
      const mib = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(0));
      const change = Number.isNaN(settled) || Number.isNaN(last) ? "-" : `${(((last - settled) / settled) * 100).toFixed(1)} %`;
      return `${mib(first)}, ${mib(settled)} -> ${mib(last)} MiB (${change})`;
    };
    for (const pid of pids()) {
      console.log(
        `  ${label(pid).padEnd(16)} RSS ${trend(rss, pid)}${child ? `; heap after full collection ${trend(heap, heapKey(pid))}; V8's heap ${trend(held, heapKey(pid))}` : ""}`,
      );
    }
  }
  stopPortal();
  if (child) await new Promise((resolve) => child.once("exit", resolve));
}

await main();
