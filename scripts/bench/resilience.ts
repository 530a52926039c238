/**
 * `tsx scripts/bench/resilience.ts` (also part of `npm run bench`): how soon the portal answers
 * when the platform does not. The tests check what happens (a hung status call answered 503
 * with Retry-After, an open breaker answering without a call, the Redis fallback); how long it
 * takes is measured here, where a busy machine makes a slow figure, not a failed test.
 *
 * An in-memory sandbox with its control surface and the production portal in this process
 * (scripts/lib/bench-servers.ts), each request on a fresh connection (time to last byte):
 *   (a) `/` with system.status hung (a 10 s latency fault): the critical budget (1.3 s, one
 *       attempt) ends it with a translated 503; BENCH_RESILIENCE_RUNS samples (3), each on
 *       a fresh portal, so its breaker is closed;
 *   (b) `/` with system.status failing and the breaker open (a portal with a 200 ms status
 *       budget, five failures first): the 503 with no platform call; BENCH_RESILIENCE_FAST_RUNS
 *       samples (30), against `/healthz` on the same portal.
 * Prints medians in milliseconds, and (b)'s ratio to `/healthz`. Runs with NODE_ENV=production
 * (it starts itself again with it if need be).
 */
import { pino } from "pino";
import { createPortalServer } from "../../server/portal";
import { BENCH_SESSION_SECRET, startBenchServers } from "../lib/bench-servers";
import { ensureBuild } from "../lib/build-freshness";
import { timedRequest } from "../lib/timed-request";
import { runInProductionMode } from "../lib/production-mode";

const RUNS = Number(process.env.BENCH_RESILIENCE_RUNS ?? 3);
const FAST_RUNS = Number(process.env.BENCH_RESILIENCE_FAST_RUNS ?? 30);

runInProductionMode();

ensureBuild(process.cwd());
const servers = await startBenchServers();
const { sandbox } = servers;

async function fault(body: Record<string, unknown> | null) {
  const response = await fetch(`${sandbox.url}/__control/faults${body ? "" : "/clear"}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-control-token": sandbox.controlToken! },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`control faults answered ${response.status}`);
}

const portalOf = (criticalBudgetMs?: number) =>
  createPortalServer({
    platformUrl: sandbox.url,
    port: 0,
    mode: "production",
    sessionSecret: BENCH_SESSION_SECRET,
    logger: pino({ level: "silent" }),
    criticalBudgetMs,
  });

const last = async (port: number, path: string, status: number) => {
  const response = await timedRequest(port, `aurora.localhost:${port}`, path);
  if (response.status !== status) throw new Error(`${path} answered ${response.status}, not ${status}`);
  return response.lastByteMs;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  // (a) A hung status call, each sample on a fresh portal.
  await fault({ call: "system.status", latencyMs: 10_000 });
  const hung: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const portal = await portalOf();
    try {
      hung.push(await last(portal.port, "/", 503));
    } finally {
      await portal.close();
    }
  }
  await fault(null);
  console.log(`hung system.status, / to its 503: n=${hung.length} median ${median(hung).toFixed(0)} ms (critical budget 1300 ms)`);

  // (b) The breaker open: five failures, then the fast 503s.
  const portal = await portalOf(200);
  try {
    await fault({ call: "system.status", failureRate: 1 });
    for (let run = 0; run < 5; run++) await last(portal.port, "/", 503);
    const open: number[] = [];
    const health: number[] = [];
    for (let run = 0; run < FAST_RUNS; run++) {
      open.push(await last(portal.port, "/", 503));
      health.push(await last(portal.port, "/healthz", 200));
    }
    console.log(
      `breaker open, / to its 503: n=${open.length} median ${median(open).toFixed(1)} ms; /healthz ${median(health).toFixed(1)} ms; ratio ${(
        median(open) / median(health)
      ).toFixed(2)}`,
    );
  } finally {
    await fault(null);
    await portal.close();
  }
} finally {
  await servers.close();
}
