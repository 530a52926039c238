import { readdirSync, existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "./scripts/lib/chromium";

/**
 * The browser matrix: one project per brand folder (`brands/<id>/`), each at
 * `http://<id>.localhost:<port>`, which Chromium resolves to loopback. The web
 * server is the production portal on an in-memory sandbox with its control
 * surface on (tests/e2e/serve.ts), one per worker: worker i's portal listens on
 * E2E_PORT + i and its sandbox on E2E_SANDBOX_PORT + i, so a test's faults and
 * merchant switches reach only the tests of its own worker. One worker per core
 * (E2E_WORKERS to change it).
 *   npm run test:e2e                       every brand
 *   npm run test:e2e -- --project=aurora   one brand
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4300);
const WORKERS = Number(process.env.E2E_WORKERS ?? availableParallelism());
/**
 * The operator console's project (`--project=console`): its flows (tests/console-e2e/) on a
 * server of their own, tests/console-e2e/serve.ts, at http://ops.localhost:<E2E_CONSOLE_PORT>.
 */
const CONSOLE_PORT = Number(process.env.E2E_CONSOLE_PORT ?? 3190);
const CONSOLE_SANDBOX_PORT = Number(process.env.E2E_CONSOLE_SANDBOX_PORT ?? 4390);
// The projects named on the command line (`--project=x` or `--project x`; none: all): a server
// is started only for projects that run, so the console's run starts no brand servers and a
// brand's run no console server.
const namedProjects = process.argv.flatMap((arg, index, args) =>
  arg.startsWith("--project=") ? [arg.slice("--project=".length)] : arg === "--project" ? [args[index + 1] ?? ""] : [],
);
const runsConsole = namedProjects.length === 0 || namedProjects.includes("console");
const runsBrands = namedProjects.length === 0 || namedProjects.some((name) => name !== "console");
/** The brand whose flags turn most features on: the feature flows of tests/e2e/features/ run on it. */
const FEATURE_BRAND = "aurora";

// As the brand registry: a folder with a brand.yaml, skipping "." and "_" names (the scaffold's staging folder).
const brandIds = readdirSync("brands", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !/^[._]/.test(entry.name) && existsSync(`brands/${entry.name}/brand.yaml`))
  .map((entry) => entry.name)
  .sort();

export default defineConfig<object, { brandId: string; portalPort: number; sandboxPort: number }>({
  testDir: ".",
  testMatch: ["tests/e2e/**/*.spec.ts", "brands/*/e2e/**/*.spec.ts"],
  outputDir: "test-results",
  // A spec file's tests run in order on one worker (some build on the state the one before left).
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: true,
  // A safety net for a hang, not a speed check: a page-by-page axe scan takes a few times longer
  // on a busy machine than on a quiet one.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    // Still frames unless a test asks for motion: a running carousel or marquee repaints all the
    // time, CPU the tests need on a 2-core machine (the tests of motion itself ask for it).
    reducedMotion: "reduce",
    // No traces by default: recording one (a DOM snapshot at every step) for every test, to keep
    // only the failures', took a quarter of the suite's CPU. A failure still leaves its screenshot
    // and its accessibility tree; `--trace=on` records a test again with its trace.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    ...brandIds.map((id) => ({
      name: id,
      // Feature flows (tests/e2e/features/) run on the reference brand only; what differs by brand is the matrix's.
      testIgnore: [
        // Throwaway project copies made by tests and benches (brand folders with their own specs).
        "**/.data/**",
        // The console's flows are its own project's.
        "tests/console-e2e/**",
        ...brandIds.filter((other) => other !== id).map((other) => `brands/${other}/**`),
        ...(id === FEATURE_BRAND ? [] : ["tests/e2e/features/**"]),
      ],
      // The worker's own server: baseURL and sandboxUrl add the worker's index to these (tests/e2e/fixtures.ts).
      use: { brandId: id, portalPort: PORT, sandboxPort: SANDBOX_PORT },
    })),
    {
      name: "console",
      testMatch: "tests/console-e2e/**/*.spec.ts",
      // One server for every worker: the console's tests share its store (each signs in as its own staff member).
      use: { baseURL: `http://ops.localhost:${CONSOLE_PORT}`, portalPort: CONSOLE_PORT, sandboxPort: CONSOLE_SANDBOX_PORT },
    },
  ],
  webServer: [
    ...Array.from({ length: runsBrands ? WORKERS : 0 }, (_, index) => ({
      command: "tsx tests/e2e/serve.ts",
      url: `http://127.0.0.1:${PORT + index}/healthz`,
      env: { NODE_ENV: "production", E2E_PORT: String(PORT + index), E2E_SANDBOX_PORT: String(SANDBOX_PORT + index) },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    })),
    ...(runsConsole
      ? [
          {
            command: "tsx tests/console-e2e/serve.ts",
            url: `http://127.0.0.1:${CONSOLE_PORT}/healthz`,
            env: { NODE_ENV: "production", E2E_CONSOLE_PORT: String(CONSOLE_PORT), E2E_CONSOLE_SANDBOX_PORT: String(CONSOLE_SANDBOX_PORT) },
            // Stopped, not killed: it removes its project copy as it stops.
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
        ]
      : []),
  ],
});
