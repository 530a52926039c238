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
    // A process per file (vitest's isolation): files sharing long-lived workers took 0.7 times as long
    // on a quiet machine, but beside four CPU hogs the workers' reports to the runner timed out
    // (vitest's fixed 60 s), failing the run: docs/decisions/test-suite.md. What a helper started
    // is stopped after its file, however it was started (tests/setup/file-scope.ts).
    setupFiles: ["tests/setup/file-scope.ts"],
    maxWorkers: workers,
    minWorkers: 1,
    // Safety nets for a hang, not speed checks: a busy machine may be several times slower than a quiet one.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
