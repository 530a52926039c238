import { spawnSync } from "node:child_process";

/**
 * Runs this script again with NODE_ENV=production and exits with its code, unless it already
 * runs so: React (and the sandbox) pick their development paths when NODE_ENV is not production
 * as they are first loaded, and a benchmark measures what production runs.
 */
export function runInProductionMode(): void {
  if (process.env.NODE_ENV === "production") return;
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  process.exit(again.status ?? 1);
}
