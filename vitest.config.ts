import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const workers = Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism() + 2);

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    globalSetup: ["tests/integration/global-setup.ts"],
    // Test files side by side: each file starts its own sandbox, portal, Redis and project copies
    // on free ports and in temporary folders, so files share nothing. Two more files than cores:
    // an integration file spends part of its time waiting (timers, sockets, child processes);
    // with one per core the cores were busy two thirds of the run, with one more 88 %.
    // VITEST_MAX_WORKERS to change it.
    pool: "forks",
    // Files take turns in long-lived workers instead of a new process each: the portal's build and
    // the app's modules are loaded once per worker, not once per file (the run took 0.6 to 0.7 times as long).
    // Nothing a portal keeps is module state (its caches are the portal's own: `context.caches`),
    // and what a file changes of its process is put back after it (tests/setup/file-scope.ts).
    isolate: false,
    setupFiles: ["tests/setup/file-scope.ts"],
    maxWorkers: workers,
    // As many as the most: an idle worker above the minimum is stopped while the pool may still hand
    // it a file (tinypool), which ends the run with "Terminating worker thread" and leaves workers running.
    minWorkers: workers,
    // Safety nets for a hang, not speed checks: a busy machine may be several times slower than a quiet one.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
