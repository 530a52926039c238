/**
 * `tsx scripts/bench/home.ts` (also part of `npm run bench`): the home page's cost.
 *
 * 1. Throughput: an in-memory sandbox and the production portal in this process, set up
 *    as `npm start` runs them (the sandbox's service keys exported, so the layout's
 *    customer service is decrypted as in production; the portal's request log and the
 *    sandbox's call log, here to /dev/null); a
 *    load generator in a worker thread (its own event loop, plain node:http, keep-alive,
 *    loopback only) holds BENCH_CONNECTIONS connections (20) busy for BENCH_SECONDS (10)
 *    on `GET /` of aurora for a visitor, then for a signed-in member (a session cookie of
 *    demo_member), then on the bare `/bench/hello` route of the same server
 *    (PORTAL_BENCH_ROUTES=1), in turn for BENCH_ROUNDS rounds (3) after a warm-up.
 *    BENCH_HOME_WORKERS=2 loads `npm start`'s cluster of two workers instead (the compiled
 *    server, the embedded sandbox in its primary), as production runs it.
 *    Requests per second, p50 and p99 latency, medians over the rounds, each as a ratio
 *    to hello's; the size of `/` as HTML and gzipped for both.
 * 2. Time to first byte of `/` on cold caches, with and without a 2000 ms latency fault
 *    on games.winners. The home's lists are cached per merchant and language for the
 *    life of the process (stale-while-revalidate), so a slow platform only shows on a
 *    cold cache: each sample is a fresh process (this script with --ttfb-child) that
 *    warms up on one brand and language, then times the first request of four others.
 *    Time to last byte shows the fault was in effect (the winner board streams last).
 *
 * Needs the production build (made here when stale); runs with NODE_ENV=production (it
 * starts itself again with it if need be). Quote medians and ratios: both sides share
 * this machine's two cores.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { BENCH_SESSION_SECRET, benchMemberCookie, responseBodyBytes, startBenchServers } from "../lib/bench-servers";
import { ensureBuild } from "../lib/build-freshness";
import { freePort } from "../lib/free-port";
import { startPortalCluster } from "../lib/portal-cluster";
import { timedRequest } from "../lib/timed-request";

process.env.PORTAL_BENCH_ROUTES = "1";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** 1: the portal in this process; more: `npm start`'s cluster of that many workers (the embedded sandbox in its primary). */
const WORKERS = Number(process.env.BENCH_HOME_WORKERS ?? 1);
const WARM_UP_SECONDS = 3;
/** Fresh processes per TTFB scenario (each times four cold pages). */
const TTFB_PROCESSES = Number(process.env.BENCH_TTFB_PROCESSES ?? 3);
const WINNERS_LATENCY_MS = 2000;

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** One request on a fresh connection: first body byte and last byte, in ms. */
const timeOne = (port: number, brand: string, path: string) => timedRequest(port, `${brand}.localhost:${port}`, path);

/** The size of a response body as sent, in bytes (compressed when `encoding` is gzip). */
const bodyBytes = (port: number, brand: string, path: string, encoding: "identity" | "gzip", cookie?: string) =>
  responseBodyBytes({ port, host: `${brand}.localhost:${port}`, path, encoding, cookie });

// ---------------------------------------------------------------- load generator

/** Runs in a worker thread (plain CommonJS): `connections` loops of keep-alive GETs until the deadline. */
const LOAD_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { port, host, path, connections, durationMs, cookie } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let failures = 0;
const deadline = performance.now() + durationMs;
const one = () => new Promise((resolve) => {
  const started = performance.now();
  const headers = cookie ? { host, "accept-encoding": "gzip", cookie } : { host, "accept-encoding": "gzip" };
  const req = http.get({ host: "127.0.0.1", port, path, agent, headers }, (res) => {
    res.on("data", () => {});
    res.on("end", () => {
      if (res.statusCode === 200) latencies.push(performance.now() - started);
      else failures++;
      resolve();
    });
  });
  req.on("error", () => { failures++; resolve(); });
});
const loop = async () => { while (performance.now() < deadline) await one(); };
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, failures });
});
`;

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

function load(port: number, brand: string, path: string, seconds: number, cookie?: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, {
      eval: true,
      workerData: { port, host: `${brand}.localhost:${port}`, path, connections: CONNECTIONS, durationMs: seconds * 1000, cookie },
    });
    worker.once("error", reject);
    worker.once("message", ({ latencies, failures }: { latencies: number[]; failures: number }) => {
      const sorted = latencies.sort((a, b) => a - b);
      resolve({ rps: sorted.length / seconds, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), failures });
      void worker.terminate();
    });
  });
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const median = (values: readonly number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

// ---------------------------------------------------------------- TTFB child

/** The first brand+language warms the process up; the others are timed cold. */
const TTFB_PAGES = [
  { brand: "tala", path: "/?lng=EN" },
  { brand: "aurora", path: "/?lng=EN" },
  { brand: "aurora", path: "/?lng=TY" },
  { brand: "lumen", path: "/" },
  { brand: "tala", path: "/?lng=TY" },
] as const;

async function ttfbChild(withFault: boolean) {
  const servers = await startBenchServers();
  try {
    if (withFault) {
      const response = await fetch(`${servers.sandbox.url}/__control/faults`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-control-token": servers.sandbox.controlToken ?? "" },
        body: JSON.stringify({ call: "games.winners", latencyMs: WINNERS_LATENCY_MS }),
      });
      if (!response.ok) throw new Error(`setting the fault answered ${response.status}`);
    }
    const [warmUp, ...timed] = TTFB_PAGES;
    for (let run = 0; run < 5; run++) await timeOne(servers.portal.port, warmUp.brand, "/bench/hello");
    await timeOne(servers.portal.port, warmUp.brand, warmUp.path);
    const samples = [];
    for (const page of timed) {
      const result = await timeOne(servers.portal.port, page.brand, page.path);
      if (result.status !== 200 || !result.body.includes('data-winner="entry"')) {
        throw new Error(`${page.brand}${page.path} answered ${result.status} without its winner board`);
      }
      samples.push({ firstByteMs: result.firstByteMs, lastByteMs: result.lastByteMs });
    }
    process.stdout.write(`${JSON.stringify(samples)}\n`);
  } finally {
    await servers.close();
  }
}

function ttfbSamples(withFault: boolean): Array<{ firstByteMs: number; lastByteMs: number }> {
  const result = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), "--ttfb-child", withFault ? "fault" : "none"],
    { encoding: "utf8", env: process.env, stdio: ["ignore", "pipe", "inherit"] },
  );
  if (result.status !== 0) throw new Error(`TTFB child failed (exit ${result.status})`);
  const line = result.stdout.trim().split("\n").pop() ?? "[]";
  return JSON.parse(line) as Array<{ firstByteMs: number; lastByteMs: number }>;
}

// ---------------------------------------------------------------- main

/** The portal to load: in this process, or `npm start`'s cluster (BENCH_HOME_WORKERS). */
async function startPortal(): Promise<{ port: number; platformUrl: string; close(): Promise<void> }> {
  if (WORKERS <= 1) {
    const servers = await startBenchServers();
    return { port: servers.portal.port, platformUrl: servers.sandbox.url, close: () => servers.close() };
  }
  const sandboxPort = await freePort();
  const cluster = await startPortalCluster(WORKERS, {
    SANDBOX_PORT: String(sandboxPort),
    SESSION_SECRET: BENCH_SESSION_SECRET,
    PORTAL_BENCH_ROUTES: "1",
  });
  return { port: cluster.port, platformUrl: `http://127.0.0.1:${sandboxPort}`, close: () => cluster.close() };
}

async function main() {
  ensureBuild(ROOT);
  const servers = await startPortal();
  const { port } = servers;
  const rounds: { visitor: LoadResult[]; member: LoadResult[]; hello: LoadResult[] } = { visitor: [], member: [], hello: [] };
  const sizes: Record<"visitor" | "member", { html: number; gzip: number }> = {
    visitor: { html: 0, gzip: 0 },
    member: { html: 0, gzip: 0 },
  };
  try {
    const cookie = await benchMemberCookie(servers.platformUrl);
    const home = await timeOne(port, "aurora", "/");
    const hello = await timeOne(port, "aurora", "/bench/hello");
    if (home.status !== 200 || !home.body.includes('data-section="hot"')) throw new Error(`GET / answered ${home.status}`);
    if (hello.status !== 200 || hello.body !== "hello") throw new Error(`GET /bench/hello answered ${hello.status}`);
    const signedIn = await timedRequest(port, `aurora.localhost:${port}`, "/", { cookie });
    if (signedIn.status !== 200 || !signedIn.body.includes("demo_member")) throw new Error(`signed-in GET / answered ${signedIn.status}`);

    for (const [who, withCookie] of [
      ["visitor", undefined],
      ["member", cookie],
    ] as const) {
      sizes[who] = {
        html: await bodyBytes(port, "aurora", "/", "identity", withCookie),
        gzip: await bodyBytes(port, "aurora", "/", "gzip", withCookie),
      };
    }
    console.log(
      `home page bench: ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds, loopback, gzip accepted, aurora; ` +
        (WORKERS > 1 ? `npm start's cluster of ${WORKERS} workers` : "the portal in this process"),
    );
    await load(port, "aurora", "/", WARM_UP_SECONDS);
    await load(port, "aurora", "/", WARM_UP_SECONDS, cookie);
    await load(port, "aurora", "/bench/hello", WARM_UP_SECONDS);
    for (let round = 0; round < ROUNDS; round++) {
      rounds.visitor.push(await load(port, "aurora", "/", SECONDS));
      rounds.member.push(await load(port, "aurora", "/", SECONDS, cookie));
      rounds.hello.push(await load(port, "aurora", "/bench/hello", SECONDS));
    }
  } finally {
    await servers.close();
  }

  const summary = (results: LoadResult[]) => ({
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    failures: results.reduce((sum, r) => sum + r.failures, 0),
  });
  const visitor = summary(rounds.visitor);
  const member = summary(rounds.member);
  const hello = summary(rounds.hello);
  const row = (label: string, s: ReturnType<typeof summary>) =>
    `${label.padEnd(26)}${s.rps.toFixed(0).padStart(8)}${s.p50.toFixed(1).padStart(9)}${s.p99.toFixed(1).padStart(9)}${String(s.failures).padStart(8)}${(s.rps / hello.rps).toFixed(3).padStart(12)}${(s.p99 / hello.p99).toFixed(1).padStart(12)}`;
  console.log(
    `\n${"".padEnd(26)}${"req/s".padStart(8)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"failed".padStart(8)}${"x hello rps".padStart(12)}${"x hello p99".padStart(12)}`,
  );
  console.log(row("GET / visitor", visitor));
  console.log(row("GET / signed in", member));
  console.log(row("GET /bench/hello", hello));
  console.log("goals: visitor >= 0.5x hello's req/s with p99 <= 3x hello's; signed in >= 0.8x with p99 <= 3x hello's");
  for (const who of ["visitor", "member"] as const) {
    console.log(`home HTML, ${who === "visitor" ? "visitor" : "signed in"}: ${sizes[who].html} bytes, ${sizes[who].gzip} gzipped`);
  }

  const none: Array<{ firstByteMs: number; lastByteMs: number }> = [];
  const fault: Array<{ firstByteMs: number; lastByteMs: number }> = [];
  for (let run = 0; run < TTFB_PROCESSES; run++) {
    none.push(...ttfbSamples(false));
    fault.push(...ttfbSamples(true));
  }
  console.log(`\ncold-cache GET / (${none.length} pages per scenario, ${TTFB_PROCESSES} fresh processes each)`);
  console.log(`${"".padEnd(34)}${"TTFB ms".padStart(10)}${"last byte ms".padStart(14)}`);
  const ttfbRow = (label: string, samples: typeof none) =>
    `${label.padEnd(34)}${median(samples.map((s) => s.firstByteMs))
      .toFixed(1)
      .padStart(10)}${median(samples.map((s) => s.lastByteMs))
      .toFixed(1)
      .padStart(14)}`;
  console.log(ttfbRow("no fault", none));
  console.log(ttfbRow(`games.winners +${WINNERS_LATENCY_MS} ms`, fault));
}

const childMode = process.argv.indexOf("--ttfb-child");
if (process.env.NODE_ENV !== "production") {
  // React picks its development build unless NODE_ENV is production when it is first loaded:
  // run again with it set, as `npm start` does.
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  process.exit(again.status ?? 1);
} else if (childMode !== -1) {
  await ttfbChild(process.argv[childMode + 1] === "fault");
} else {
  await main();
}
