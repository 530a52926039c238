/**
 * `tsx scripts/bench/platform.ts`: times platform calls through the portal's client
 * against an in-memory sandbox (10,000 seeded games).
 *   (a) games.list with a name search, (b) a sign-in round trip, payload encryption included.
 * Prints median and p95 in milliseconds.
 */
import { createPlatformClient } from "../../app/platform/client.server";
import { pino } from "pino";
import { createSandbox } from "../../sandbox/server";

const SEARCH_RUNS = 300;
const LOGIN_RUNS = 60;
const WARM_UP_RUNS = 20;
const SEARCH_TERMS = ["dragon", "gold", "LUCKY", "tiger", "fortune", "zzz", "hold'em", "bingo"];

// The call log is silent: a line per call would bury the report.
const sandbox = await createSandbox({ dbPath: ":memory:", port: 0, control: false, logger: pino({ level: "silent" }) });
try {
  const platform = createPlatformClient({ baseUrl: sandbox.url, retries: 0 }).bind({ merchant: "AURORA", clientIp: "127.0.0.1" });
  const search = (run: number) =>
    platform.games.list({
      clientType: "3",
      platform: "html5-desktop",
      merchant: "AURORA",
      language: "EN",
      gameName: SEARCH_TERMS[run % SEARCH_TERMS.length],
    });
  const login = () => platform.auth.login({ username: "demo_member", password: "Member#2026" });

  // Warm-up: JIT, prepared-statement cache, the client's key fetch.
  for (let run = 0; run < WARM_UP_RUNS; run++) await search(run);
  for (let run = 0; run < 3; run++) await login();

  report("games.list, name search over 10,000 games", await time(SEARCH_RUNS, search));
  report("auth.login round trip (JWE + scrypt)", await time(LOGIN_RUNS, login));
} finally {
  await sandbox.close();
}

async function time(runs: number, fn: (run: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await fn(run);
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

function report(label: string, sorted: number[]): void {
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)];
  console.log(`${label}: n=${sorted.length} median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`);
}
