import { readdirSync, existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

/**
 * The browser matrix: one project per brand folder (`brands/<id>/`), each at
 * `http://<id>.localhost:<port>`, which Chromium resolves to loopback. The web
 * server is the production portal on an in-memory sandbox with its control
 * surface on (tests/e2e/serve.ts).
 *   npm run test:e2e                       every brand
 *   npm run test:e2e -- --project=aurora   one brand
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4300);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The brand whose flags turn most features on: the feature flows of tests/e2e/features/ run on it. */
const FEATURE_BRAND = "aurora";

// As the brand registry: a folder with a brand.ts, skipping "." and "_" names (the scaffold's staging folder).
const brandIds = readdirSync("brands", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !/^[._]/.test(entry.name) && existsSync(`brands/${entry.name}/brand.ts`))
  .map((entry) => entry.name)
  .sort();

export default defineConfig({
  testDir: ".",
  testMatch: ["tests/e2e/**/*.spec.ts", "brands/*/e2e/**/*.spec.ts"],
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: brandIds.map((id) => ({
    name: id,
    // Feature flows (tests/e2e/features/) run on the reference brand only; what differs by brand is the matrix's.
    testIgnore: [
      // Throwaway project copies made by tests and benches (brand folders with their own specs).
      "**/.data/**",
      ...brandIds.filter((other) => other !== id).map((other) => `brands/${other}/**`),
      ...(id === FEATURE_BRAND ? [] : ["tests/e2e/features/**"]),
    ],
    use: { baseURL: `http://${id}.localhost:${PORT}`, brandId: id, sandboxUrl: `http://127.0.0.1:${SANDBOX_PORT}` },
  })),
  webServer: {
    command: "tsx tests/e2e/serve.ts",
    url: `http://127.0.0.1:${PORT}/healthz`,
    env: { NODE_ENV: "production", E2E_PORT: String(PORT), E2E_SANDBOX_PORT: String(SANDBOX_PORT) },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
