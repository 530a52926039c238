import { afterAll, vi } from "vitest";
import { runFileCleanups } from "../helpers/file-cleanup";

/**
 * Run before each test file (vitest.config.ts `setupFiles`). Files take turns in a worker process
 * (`isolate: false`), so once a file's own `afterAll`s have run, what it started is stopped
 * (tests/helpers/file-cleanup.ts) and what it changed of the process is put back: environment
 * variables (TRUST_PROXY, the service keys and identity providers a sandbox exports) and fake timers.
 */
const environment = { ...process.env };

afterAll(async () => {
  try {
    await runFileCleanups();
  } finally {
    for (const name of Object.keys(process.env)) {
      if (!(name in environment)) delete process.env[name];
    }
    Object.assign(process.env, environment);
    vi.useRealTimers();
  }
});
