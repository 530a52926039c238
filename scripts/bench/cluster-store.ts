/**
 * `tsx scripts/bench/cluster-store.ts` (also part of `npm run bench`): what a rate-limit hit
 * costs when the cluster's primary holds the limits (server/cluster-store.ts, `npm start` without
 * REDIS_URL) against the worker's own memory, as before. This script is the primary: it serves
 * the store and forks two workers, as server.ts does; each worker then times, in turn for
 * BENCH_ROUNDS rounds (3), BENCH_HITS (2000) single hits one after the other, and as many
 * sign-in checks (`hitAll` of the address's and the account's limits, what a sign-in action
 * asks), in its memory and through the primary, both workers at once. Medians in microseconds
 * and the ratio through the primary / in memory. The signed-in home asks no limit: it does not
 * pay this. Loopback only; quote medians and ratios.
 */
import cluster from "node:cluster";
import pino from "pino";
import { createMemoryRateLimiter, hitAll, SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_IP_LIMIT, type RateLimiter } from "~/http/rate-limit.server";
import { connectClusterStore, createClusterRateLimiter, primaryStoreOps, serveClusterStore } from "../../server/cluster-store";

const HITS = Number(process.env.BENCH_HITS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WORKERS = 2;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Median microseconds of `HITS` runs of `one`, each awaited before the next. */
async function time(one: (i: number) => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < HITS; i++) {
    const start = process.hrtime.bigint();
    await one(i);
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  return median(samples);
}

async function workerMain() {
  const logger = pino({ level: "error" });
  const memory = createMemoryRateLimiter();
  const shared = createClusterRateLimiter(connectClusterStore(logger), WORKERS);
  const tag = `${process.pid}`;
  const rule = { name: "bench", limit: 1_000_000, windowMs: 60_000 };
  const single = (limiter: RateLimiter) => (i: number) => limiter.hit(rule, `${tag}|${i % 50}`);
  const signIn = (limiter: RateLimiter) => (i: number) =>
    hitAll(limiter, [
      [{ ...SIGN_IN_IP_LIMIT, limit: 1_000_000 }, `aurora|10.0.${i % 50}.1`],
      [{ ...SIGN_IN_ACCOUNT_LIMIT, limit: 1_000_000 }, `aurora|${tag}-${i % 50}`],
    ]);
  const results: Record<string, number[]> = { singleMemory: [], singleShared: [], signInMemory: [], signInShared: [] };
  for (let round = 0; round < ROUNDS; round++) {
    results.singleMemory.push(await time(single(memory)));
    results.singleShared.push(await time(single(shared)));
    results.signInMemory.push(await time(signIn(memory)));
    results.signInShared.push(await time(signIn(shared)));
  }
  process.send!({ bench: Object.fromEntries(Object.entries(results).map(([name, values]) => [name, median(values)])) });
  process.disconnect();
}

async function primaryMain() {
  serveClusterStore(primaryStoreOps(), pino({ level: "error" }));
  const reports: Array<Record<string, number>> = [];
  await new Promise<void>((resolve) => {
    for (let i = 0; i < WORKERS; i++) {
      const worker = cluster.fork();
      worker.on("message", (message: { bench?: Record<string, number> }) => {
        if (message.bench) reports.push(message.bench);
        if (reports.length === WORKERS) resolve();
      });
    }
  });
  const across = (name: string) => median(reports.map((report) => report[name]));
  console.log(`cluster store bench: ${WORKERS} workers at once, ${HITS} awaited calls per run, ${ROUNDS} rounds, medians in µs`);
  console.log(`${"".padEnd(34)}${"memory".padStart(10)}${"primary".padStart(10)}${"ratio".padStart(8)}`);
  for (const [label, name] of [
    ["one rate-limit hit", "single"],
    ["a sign-in's check (two limits)", "signIn"],
  ] as const) {
    const memory = across(`${name}Memory`);
    const shared = across(`${name}Shared`);
    console.log(
      `${label.padEnd(34)}${memory.toFixed(1).padStart(10)}${shared.toFixed(1).padStart(10)}${(shared / memory).toFixed(1).padStart(8)}`,
    );
  }
  process.exit(0);
}

await (cluster.isPrimary ? primaryMain() : workerMain());
