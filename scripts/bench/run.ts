/**
 * `npm run bench`: every benchmark, one after the other (they would compete for
 * the two cores if run together). Loopback only. Quote medians and ratios.
 */
import { spawnSync } from "node:child_process";
import { ensureBuild } from "../lib/build-freshness";

const BENCHMARKS = [
  "scripts/bench/platform.ts",
  "scripts/bench/home.ts",
  "scripts/bench/navigation.ts",
  "scripts/bench/lobby.ts",
  "scripts/bench/lobby-stream.ts",
  "scripts/bench/resilience.ts",
  "scripts/bench/faults.ts",
  "scripts/bench/worker-restart.ts",
  "scripts/bench/records.ts",
  "scripts/bench/cluster-store.ts",
];

ensureBuild(process.cwd());
for (const script of BENCHMARKS) {
  console.log(`\n== ${script}`);
  const result = spawnSync(process.execPath, ["--import", "tsx", script], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
