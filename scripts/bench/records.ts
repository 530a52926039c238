/**
 * `tsx scripts/bench/records.ts` (also part of `npm run bench`): a long betting record.
 *
 * A sandbox on a database file (in a temporary folder, removed after) seeded with its
 * `memberBets` option, 100,000 bets of AURORA's demo_member over the last 29 days
 * (BENCH_RECORDS_BETS), and the production portal in this process on it (scripts/lib/bench-servers.ts):
 *   (a) the sandbox's own cost: records.bets page 1 and page 5,000 of "the last 30 days" through
 *       the platform client, BENCH_RECORDS_RUNS (30) each, alternating; beside them, the
 *       query the sandbox used to run (OFFSET over the bets) on the same data, as the baseline;
 *   (b) the portal's page: `/member/personalHistoryCopy?range=30d&page=1` and `&page=5000`,
 *       signed in, each on a fresh connection (time to last byte), BENCH_RECORDS_RUNS each,
 *       alternating; the ratio page 5,000 / page 1 (goal ≤ 1.5);
 *   (c) BENCH_RECORDS_CONNECTIONS (10) keep-alive connections on page 5,000 for
 *       BENCH_RECORDS_SECONDS (10), in a worker thread, while visitors' `/` and `/rng` are
 *       asked one after the other on fresh connections: their answers by status (goal: 0 × 503).
 * Prints medians in milliseconds. Runs with NODE_ENV=production (it starts itself again with
 * it if need be). Both sides share this machine's cores: quote medians and ratios.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { createPlatformClient } from "../../app/platform/client.server";
import { benchMemberCookie, startBenchServers } from "../lib/bench-servers";
import { ensureBuild } from "../lib/build-freshness";
import { timedRequest } from "../lib/timed-request";
import { runInProductionMode } from "../lib/production-mode";

const BETS = Number(process.env.BENCH_RECORDS_BETS ?? 100_000);
const RUNS = Number(process.env.BENCH_RECORDS_RUNS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_RECORDS_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_RECORDS_SECONDS ?? 10);
const PAGE_SIZE = 20;
const DEEP_PAGE = Math.max(1, Math.ceil(BETS / PAGE_SIZE));
const WARM_UP_RUNS = 3;

runInProductionMode();

/** Runs in a worker thread (plain CommonJS): `connections` loops of keep-alive GETs until the deadline. */
const LOAD_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { port, host, path, connections, durationMs, cookie } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
const statuses = {};
const deadline = performance.now() + durationMs;
const one = () => new Promise((resolve) => {
  const started = performance.now();
  const req = http.get({ host: "127.0.0.1", port, path, agent, headers: { host, cookie } }, (res) => {
    res.on("data", () => {});
    res.on("end", () => {
      statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1;
      if (res.statusCode === 200) latencies.push(performance.now() - started);
      resolve();
    });
  });
  req.on("error", () => { statuses.error = (statuses.error || 0) + 1; resolve(); });
});
const loop = async () => { while (performance.now() < deadline) await one(); };
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, statuses });
});
`;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Times `a` and `b` alternately, `runs` each after a warm-up; answers both lists of samples. */
async function alternate(runs: number, a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number[], number[]]> {
  for (let run = 0; run < WARM_UP_RUNS; run++) {
    await a();
    await b();
  }
  const samples: [number[], number[]] = [[], []];
  for (let run = 0; run < runs; run++) {
    for (const [index, fn] of [a, b].entries()) {
      const started = performance.now();
      await fn();
      samples[index].push(performance.now() - started);
    }
  }
  return samples;
}

const folder = mkdtempSync(join(tmpdir(), "bench-records-"));
ensureBuild(process.cwd());
const seedStarted = performance.now();
const servers = await startBenchServers({ sandbox: { dbPath: join(folder, "sandbox.db"), memberBets: BETS } });
const { sandbox, portal } = servers;
console.log(
  `seeded ${BETS.toLocaleString("en")} bets of demo_member in ${(performance.now() - seedStarted).toFixed(0)} ms (database file)`,
);

try {
  const cookie = await benchMemberCookie(sandbox.url);
  const { token } = await createPlatformClient({ baseUrl: sandbox.url })
    .bind({ merchant: "AURORA" })
    .auth.login({ username: "demo_member", password: "Member#2026" });
  const platform = createPlatformClient({ baseUrl: sandbox.url, retries: 0, timeoutMs: 60_000 }).bind({ merchant: "AURORA", token });
  const { today } = await platform.records.settings();
  const from = new Date(Date.parse(today) - 29 * 86_400_000).toISOString().slice(0, 10);
  const bets = (pageNo: number) => platform.records.bets({ from, to: today, pageNo, pageSize: PAGE_SIZE, language: "EN" });

  // (a) The sandbox's call, and the query it used to run.
  const deep = await bets(DEEP_PAGE);
  if (deep.list.length === 0) throw new Error(`records.bets page ${DEEP_PAGE} is empty`);
  const [call1, callDeep] = await alternate(
    RUNS,
    () => bets(1),
    () => bets(DEEP_PAGE),
  );
  const accountId = sandbox.db.prepare("SELECT id FROM accounts WHERE merchant = 'AURORA' AND username = 'demo_member'").pluck().get();
  const offsetQuery = sandbox.db.prepare(
    `SELECT b.id, b.created_at, g.name_en, v.name, g.game_type, b.stake_cents, b.win_cents
       FROM bets b JOIN games g ON g.node_id = b.node_id JOIN vendors v ON v.code = g.vendor_code
      WHERE b.account_id = ? AND b.created_at >= ? ORDER BY b.created_at DESC, b.id DESC LIMIT ? OFFSET ?`,
  );
  const offsetPage = (pageNo: number) => async () =>
    offsetQuery.all(accountId, `${from}T00:00:00.000Z`, PAGE_SIZE, (pageNo - 1) * PAGE_SIZE);
  const [offset1, offsetDeep] = await alternate(Math.min(RUNS, 10), offsetPage(1), offsetPage(DEEP_PAGE));
  console.log(
    `records.bets (sandbox call, key paging): page 1 ${ms(median(call1))}, page ${DEEP_PAGE} ${ms(median(callDeep))}, ratio ${(median(callDeep) / median(call1)).toFixed(2)}`,
  );
  console.log(
    `  baseline, the OFFSET query it replaced (rows only, no totals): page 1 ${ms(median(offset1))}, page ${DEEP_PAGE} ${ms(median(offsetDeep))}, ratio ${(median(offsetDeep) / median(offset1)).toFixed(1)}`,
  );

  // (b) The portal's records page.
  const host = `aurora.localhost:${portal.port}`;
  const page = (pageNo: number) => `/member/personalHistoryCopy?range=30d&page=${pageNo}`;
  const firstRowTime = deep.list[0].time.slice(0, 19).replace("T", " ");
  const deepPage = await timedRequest(portal.port, host, page(DEEP_PAGE), { cookie });
  if (deepPage.status !== 200 || !deepPage.body.includes(firstRowTime)) {
    throw new Error(`${page(DEEP_PAGE)} answered ${deepPage.status} without its first row (${firstRowTime})`);
  }
  const fetchPage = (pageNo: number) => async () => {
    const response = await timedRequest(portal.port, host, page(pageNo), { cookie });
    if (response.status !== 200) throw new Error(`${page(pageNo)} answered ${response.status}`);
  };
  const [portal1, portalDeep] = await alternate(RUNS, fetchPage(1), fetchPage(DEEP_PAGE));
  const ratio = median(portalDeep) / median(portal1);
  console.log(
    `${page(1)} vs page=${DEEP_PAGE} (portal, time to last byte): ${ms(median(portal1))} vs ${ms(median(portalDeep))}, ratio ${ratio.toFixed(2)} (goal <= 1.5)`,
  );

  // (c) Deep pages under load, visitors beside them.
  const loaded = new Promise<{ latencies: number[]; statuses: Record<string, number> }>((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, {
      eval: true,
      workerData: { port: portal.port, host, path: page(DEEP_PAGE), connections: CONNECTIONS, durationMs: SECONDS * 1000, cookie },
    });
    worker.once("error", reject);
    worker.once("message", (result: { latencies: number[]; statuses: Record<string, number> }) => {
      resolve(result);
      void worker.terminate();
    });
  });
  let loading = true;
  void loaded.then(() => (loading = false));
  const visitors: Record<string, Record<number, number>> = { "/": {}, "/rng": {} };
  const visitorTimes: number[] = [];
  while (loading) {
    for (const path of ["/", "/rng"]) {
      const response = await timedRequest(portal.port, host, path);
      visitors[path][response.status] = (visitors[path][response.status] ?? 0) + 1;
      visitorTimes.push(response.lastByteMs);
    }
  }
  const load = await loaded;
  const statusText = (statuses: Record<string | number, number>) =>
    Object.entries(statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(", ");
  const unavailable = (visitors["/"][503] ?? 0) + (visitors["/rng"][503] ?? 0);
  console.log(
    `${CONNECTIONS} connections on page=${DEEP_PAGE} for ${SECONDS} s: ${statusText(load.statuses)}, median ${ms(median(load.latencies))}`,
  );
  console.log(
    `  beside them, visitors: / ${statusText(visitors["/"])}; /rng ${statusText(visitors["/rng"])}; median ${ms(median(visitorTimes))}; ${unavailable} × 503 (goal 0)`,
  );
} finally {
  await servers.close();
  rmSync(folder, { recursive: true, force: true });
}
