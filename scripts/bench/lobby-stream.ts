/**
 * `tsx scripts/bench/lobby-stream.ts` (also part of `npm run bench`): how soon a lobby begins
 * when its game list is slow. A browser gets the header, vendor menu, filters, search and a
 * skeleton first and the list streams in after (docs/decisions/game-lobbies.md), so `/rng`'s
 * first byte should not wait for `games.list`.
 *
 * An in-memory sandbox with its control surface and the production portal in this process
 * (scripts/lib/bench-servers.ts), each request on a fresh connection with a browser's user
 * agent. After a warm-up (vendor lanes, system info, JIT), BENCH_LOBBY_STREAM_RUNS (5) samples
 * of each, interleaved: `/rng?page=<n>` with `games.list` 3 s slow (a latency fault) and with
 * it fast. Each sample asks a page no earlier one asked, so the list is never a cache hit (a
 * plain page is kept 60 s). Prints the medians of the first byte and the last byte in ms and
 * the first byte's ratio, slow against fast. Goal: <= 1.2x. Runs with NODE_ENV=production (it
 * starts itself again with it if need be).
 */
import { startBenchServers } from "../lib/bench-servers";
import { ensureBuild } from "../lib/build-freshness";
import { timedRequest, type TimedResponse } from "../lib/timed-request";
import { runInProductionMode } from "../lib/production-mode";

const RUNS = Number(process.env.BENCH_LOBBY_STREAM_RUNS ?? 5);
const WARM_UP_RUNS = 5;
const LIST_LATENCY_MS = 3000;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  ensureBuild(process.cwd());
  const servers = await startBenchServers();
  const { sandbox, portal } = servers;

  async function fault(body: Record<string, unknown> | null) {
    const response = await fetch(`${sandbox.url}/__control/faults${body ? "" : "/clear"}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-control-token": sandbox.controlToken! },
      body: JSON.stringify(body ?? {}),
    });
    if (!response.ok) throw new Error(`control faults answered ${response.status}`);
  }

  // Every sample a page of its own (RNG has hundreds): never a cached list.
  let nextPage = 2;
  const lobby = async (): Promise<TimedResponse> => {
    const path = `/rng?page=${nextPage++}`;
    const response = await timedRequest(portal.port, `aurora.localhost:${portal.port}`, path, { "user-agent": BROWSER });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (!response.body.includes("data-node-id")) throw new Error(`${path} ended without its games`);
    return response;
  };

  try {
    for (let run = 0; run < WARM_UP_RUNS; run++) await lobby();
    const slow: TimedResponse[] = [];
    const fast: TimedResponse[] = [];
    for (let run = 0; run < RUNS; run++) {
      await fault({ call: "games.list", latencyMs: LIST_LATENCY_MS });
      slow.push(await lobby());
      await fault(null);
      fast.push(await lobby());
    }
    const first = (list: TimedResponse[]) => median(list.map((response) => response.firstByteMs));
    const last = (list: TimedResponse[]) => median(list.map((response) => response.lastByteMs));
    console.log(`\n/rng (a cold page), browser user agent, n=${RUNS} each, interleaved, fresh connections`);
    console.log(`${"".padEnd(34)}${"first byte".padStart(12)}${"last byte".padStart(12)}`);
    console.log(`${"games.list fast".padEnd(34)}${first(fast).toFixed(1).padStart(12)}${last(fast).toFixed(1).padStart(12)}`);
    console.log(
      `${`games.list ${LIST_LATENCY_MS / 1000} s slow`.padEnd(34)}${first(slow).toFixed(1).padStart(12)}${last(slow).toFixed(1).padStart(12)}`,
    );
    console.log(`first byte, slow against fast: ${(first(slow) / first(fast)).toFixed(2)}x (goal <= 1.2x)`);
  } finally {
    await fault(null);
    await servers.close();
  }
}

runInProductionMode();
await main();
