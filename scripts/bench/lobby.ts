/**
 * `tsx scripts/bench/lobby.ts` (also part of `npm run bench`): what a lobby name search costs.
 *
 * 1. Through the portal: an in-memory sandbox and the production portal in this process, as
 *    `npm start` runs them (scripts/lib/bench-servers.ts). After a warm-up (vendor lanes, system info and
 *    the plain page in their caches, JIT), BENCH_LOBBY_RUNS (300) HTML requests of each kind,
 *    interleaved on one keep-alive connection so both see the same machine: `/rng` (the
 *    plain first page) and `/rng?q=<term>` (a name search; searches are never cached, so each
 *    asks the platform). Goal: the search's p50 <= 1.5x the plain page's.
 * 2. Through the portal's platform client: games.list of RNG's first page, with and without a
 *    name search, against system.status (a trivial call), interleaved. Goal: each list <= 2x.
 *
 * Runs with NODE_ENV=production (it starts itself again with it if need be), so React and
 * the sandbox run as in production. Quote medians and ratios: both sides share the two cores.
 */
import { Agent, request as httpRequest } from "node:http";
import { fileURLToPath } from "node:url";
import { createPlatformClient } from "../../app/platform/client.server";
import { startBenchServers } from "../lib/bench-servers";
import { ensureBuild } from "../lib/build-freshness";
import { runInProductionMode } from "../lib/production-mode";

const RUNS = Number(process.env.BENCH_LOBBY_RUNS ?? 300);
const WARM_UP_RUNS = 30;
const SEARCH_TERMS = ["dragon", "gold", "lucky", "tiger", "fortune", "zzz", "hold'em", "bingo"];
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** One GET on a keep-alive connection, the whole body read; its time in ms. */
function get(agent: Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(
      { host: "127.0.0.1", port, path, agent, headers: { host: `aurora.localhost:${port}`, "accept-encoding": "gzip" } },
      (res) => {
        res.on("data", () => {});
        res.on("end", () =>
          res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${path}: ${res.statusCode}`)),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Runs each named task RUNS times, in turn (a, b, c, a, b, c, ...), and returns each one's sorted times. */
async function interleaved(tasks: Record<string, (run: number) => Promise<unknown>>): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(tasks).map((name) => [name, []]));
  for (let run = 0; run < WARM_UP_RUNS; run++) for (const task of Object.values(tasks)) await task(run);
  for (let run = 0; run < RUNS; run++) {
    for (const [name, task] of Object.entries(tasks)) {
      const started = performance.now();
      await task(run);
      times[name].push(performance.now() - started);
    }
  }
  for (const list of Object.values(times)) list.sort((a, b) => a - b);
  return times;
}

const p50 = (sorted: readonly number[]) => sorted[Math.ceil(sorted.length / 2) - 1];
const p95 = (sorted: readonly number[]) => sorted[Math.ceil(sorted.length * 0.95) - 1];

function table(title: string, times: Record<string, number[]>, baseline: string, goal: string) {
  console.log(`\n${title} (n=${RUNS} each, interleaved)`);
  console.log(`${"".padEnd(40)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}  x ${baseline} p50`);
  for (const [name, sorted] of Object.entries(times)) {
    console.log(
      `${name.padEnd(40)}${p50(sorted).toFixed(2).padStart(9)}${p95(sorted).toFixed(2).padStart(9)}  ${(p50(sorted) / p50(times[baseline])).toFixed(2)}`,
    );
  }
  console.log(`goal: ${goal}`);
}

async function main() {
  ensureBuild(ROOT);
  const { sandbox, portal, close } = await startBenchServers();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const term = (run: number) => encodeURIComponent(SEARCH_TERMS[run % SEARCH_TERMS.length]);
    const pages = await interleaved({
      "GET /rng (first page)": () => get(agent, portal.port, "/rng"),
      "GET /rng?q=<term> (name search)": (run) => get(agent, portal.port, `/rng?q=${term(run)}`),
    });
    table(
      "lobby HTML through the portal, aurora, warm caches",
      pages,
      "GET /rng (first page)",
      "the search's p50 <= 1.5x the first page's",
    );

    const platform = createPlatformClient({ baseUrl: sandbox.url, retries: 0 }).bind({ merchant: "AURORA", clientIp: "127.0.0.1" });
    const list = { clientType: "3", platform: "html5-desktop", merchant: "AURORA", gameType: "RNG", language: "EN", pageSize: 18 } as const;
    const calls = await interleaved({
      "system.status": () => platform.system.status(),
      "games.list RNG, first page": () => platform.games.list(list),
      "games.list RNG, name search": (run) => platform.games.list({ ...list, gameName: SEARCH_TERMS[run % SEARCH_TERMS.length] }),
    });
    table(
      "platform calls through the portal's client, in-memory sandbox (10,000 games)",
      calls,
      "system.status",
      "each games.list p50 <= 2x system.status's",
    );
  } finally {
    agent.destroy();
    await close();
  }
}

runInProductionMode();
await main();
