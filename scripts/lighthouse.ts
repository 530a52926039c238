/**
 * `npm run lighthouse`: Lighthouse 12 (mobile form factor, default simulated throttling)
 * on the home (`/`) and the login popup (`/login`) of every brand, against the
 * production build.
 *
 * - The servers: an in-memory sandbox and the production portal, loopback only, free
 *   ports, set up as `npm start` runs them (the sandbox's service keys exported). They run
 *   in a child process (this script with --serve), so Lighthouse's own work in this
 *   process never delays a response it is timing.
 * - The browser: the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium), headless,
 *   launched here with a throwaway profile; Lighthouse drives it over its debugging port.
 *   Pages are opened at `http://<brand domain>:<port>`; Chromium resolves `*.localhost`
 *   (the brand domains and the sandbox's image CDN hosts, `img1.<brand>.localhost`) to
 *   loopback by itself, so the banners and icons load as on a real CDN: another origin.
 * - Each page is loaded once first (the portal's public lists are cached per merchant and
 *   language, as on a running server), then measured LIGHTHOUSE_RUNS times (3). The table
 *   gives the median of every figure, and for the median run (by performance score) the
 *   LCP element and the accessibility and SEO audits that failed. The median run's report
 *   is kept as JSON in .data/lighthouse/<brand>-<page>.json (open it in any Lighthouse viewer).
 *
 * LIGHTHOUSE_BRANDS=aurora,tala and LIGHTHOUSE_PAGES=home narrow the run.
 * Bounded: the whole run stops after LIGHTHOUSE_DEADLINE_MS (20 min) with exit code 1.
 * Quote medians: the servers, Chromium and Lighthouse share this machine's two cores, and
 * the blocking time (TBT, so the performance score) follows whatever else runs on them:
 * each page's runs are listed with Lighthouse's CPU benchmark (lower = busier machine).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const DEADLINE_MS = Number(process.env.LIGHTHOUSE_DEADLINE_MS ?? 20 * 60_000);
const PAGES = [
  { name: "home", path: "/" },
  { name: "login", path: "/login" },
] as const;
const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--no-default-browser-check",
  "--disable-dev-shm-usage",
];
/** The phone goals of every brand's home and sign-in popup: a performance score at least this, and a blocking time at most this. */
const GOAL_PERFORMANCE = 95;
const GOAL_TBT_MS = 150;
const REPORT_DIR = join(ROOT, ".data/lighthouse");
const SNAPSHOT_ROOT = join(REPORT_DIR, "snapshot");

interface ServerInfo {
  port: number;
  brands: Array<{ id: string; domain: string }>;
}

// ---------------------------------------------------------------- child: the servers

async function serve(root: string) {
  const { pino } = await import("pino");
  const { loadBrandRegistry } = await import("../app/brand/registry.server");
  const { createSandbox } = await import("../sandbox/server");
  const { exportSandboxServiceKeys } = await import("../server/platform-target");
  const { createPortalServer } = await import("../server/portal");
  // Both logs to /dev/null: written as in production, read by no one (stdout carries the ports).
  const logger = pino({ level: "info", base: undefined }, pino.destination("/dev/null"));
  const sandbox = await createSandbox({ dbPath: ":memory:", port: 0, control: false, logger });
  await exportSandboxServiceKeys(sandbox.db);
  const portal = await createPortalServer({
    platformUrl: sandbox.url,
    port: 0,
    mode: "production",
    sessionSecret: "lighthouse-only-session-secret-of-sufficient-length",
    logger,
    // The build from the snapshot; the brands from the project.
    root,
    registry: await loadBrandRegistry(ROOT),
  });
  const info: ServerInfo = {
    port: portal.port,
    brands: portal.brands.map((brand) => ({ id: brand.id, domain: brand.domains[0] })),
  };
  process.stdout.write(`${JSON.stringify(info)}\n`);
  // The parent closes stdin when it is done (or dies): then stop.
  process.stdin.resume();
  process.stdin.on("end", () => {
    void Promise.allSettled([portal.close(), sandbox.close()]).then(() => process.exit(0));
  });
}

function startServers(root: string): Promise<{ info: ServerInfo; child: ChildProcess }> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), "--serve", root], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["pipe", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once("line", (line) => {
      try {
        resolve({ info: JSON.parse(line) as ServerInfo, child });
      } catch (error) {
        reject(new Error(`the server process said: ${line}`, { cause: error }));
      }
    });
    child.once("exit", (code) => reject(new Error(`the server process exited (${code}) before it was ready`)));
  });
}

// ---------------------------------------------------------------- the build

/**
 * A copy of the production build for this run (SNAPSHOT_ROOT/build), so a build made
 * meanwhile in the project (another terminal, the browser tests) cannot swap the hashed
 * files under the server and turn the page's scripts and styles into 404s. Inside the
 * project, so the build's imports still find node_modules. A copy made while a build was
 * being written is caught (a file the server build names is missing) and made again.
 */
function snapshotBuild(ensureBuild: (root: string) => boolean): string {
  for (let attempt = 1; ; attempt++) {
    ensureBuild(ROOT);
    rmSync(SNAPSHOT_ROOT, { recursive: true, force: true });
    mkdirSync(SNAPSHOT_ROOT, { recursive: true });
    cpSync(join(ROOT, "build"), join(SNAPSHOT_ROOT, "build"), { recursive: true });
    const server = readFileSync(join(SNAPSHOT_ROOT, "build/server/index.js"), "utf8");
    const named = new Set(server.match(/\/assets\/[\w.()-]+\.(?:js|css)/g) ?? []);
    // The browser's files (build/client/assets) and the server's own chunks (build/server/assets).
    const missing = [...named].filter(
      (file) => !existsSync(join(SNAPSHOT_ROOT, "build/client", file)) && !existsSync(join(SNAPSHOT_ROOT, "build/server", file)),
    );
    if (named.size > 0 && missing.length === 0) return SNAPSHOT_ROOT;
    if (attempt === 3) throw new Error(`the build is incomplete (missing ${missing.slice(0, 3).join(", ")}): run npm run build`);
    console.error(`lighthouse: the build changed while it was copied; copying again`);
    spawnSync("sleep", ["5"]);
  }
}

// ---------------------------------------------------------------- Chromium

function launchChromium(): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const profile = mkdtempSync(join(tmpdir(), "portal-lighthouse-"));
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("Chromium did not open its debugging port within 30 s")), 30_000);
    const lines = createInterface({ input: child.stderr! });
    lines.on("line", (line) => {
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line);
      if (match) {
        clearTimeout(timer);
        // Keep reading (and dropping) its log so the pipe never fills.
        resolve({ port: Number(match[1]), child, profile });
      }
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`could not start ${CHROMIUM}: ${error.message}`));
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before it opened its debugging port`));
    });
  });
}

// ---------------------------------------------------------------- Lighthouse

type Result = import("lighthouse").Result;

interface Run {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed during the run: lower when other work competes for it. */
  benchmark: number;
  lhr: Result;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

async function measure(url: string, chromePort: number): Promise<Run> {
  const { default: lighthouse } = await import("lighthouse");
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "seo"],
    formFactor: "mobile",
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    seo: score(lhr, "seo"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    benchmark: lhr.environment.benchmarkIndex,
    lhr,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The run whose performance score is the median (ties: the one nearest the median LCP). */
function medianRun(runs: readonly Run[]): Run {
  const lcp = median(runs.map((run) => run.lcpMs));
  return [...runs].sort((a, b) => a.performance - b.performance || Math.abs(a.lcpMs - lcp) - Math.abs(b.lcpMs - lcp))[
    Math.floor((runs.length - 1) / 2)
  ];
}

interface NodeDetails {
  type: "node";
  snippet?: string;
  selector?: string;
  nodeLabel?: string;
}

/** The LCP element as Lighthouse names it: its HTML opening tag. */
function lcpElement(lhr: Result): string {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    { type: string; items?: Array<{ type?: string; items?: Array<{ node?: NodeDetails }> }> } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return "(none)";
  return (node.snippet ?? node.selector ?? node.nodeLabel ?? "?").replace(/\s+/g, " ").slice(0, 220);
}

/** The LCP's phases (TTFB, load delay, load time, render delay), when Lighthouse gives them. */
function lcpPhases(lhr: Result): string {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: Array<{ type?: string; items?: Array<{ phase?: string; timing?: number }> }> } | undefined;
  const phases = details?.items?.find((item) => item.items?.some((entry) => entry.phase))?.items ?? [];
  return phases.map((entry) => `${entry.phase} ${Math.round(entry.timing ?? 0)} ms`).join(", ");
}

/** The audits of a category that did not pass (binary or scored, not informative or manual). */
function failing(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit &&
        audit.score !== null &&
        audit.score < 1 &&
        (audit.scoreDisplayMode === "binary" || audit.scoreDisplayMode === "numeric" || audit.scoreDisplayMode === "metricSavings"),
    )
    .map((audit) => {
      const items = (audit.details as { items?: Array<{ node?: NodeDetails }> } | undefined)?.items ?? [];
      const nodes = items
        .map((item) => item.node?.selector ?? item.node?.snippet)
        .filter(Boolean)
        .slice(0, 4);
      return `${audit.id}${nodes.length ? ` (${nodes.join("; ")}${items.length > nodes.length ? `; +${items.length - nodes.length}` : ""})` : ""}`;
    });
}

// ---------------------------------------------------------------- main

async function main() {
  const { ensureBuild } = await import("./lib/build-freshness");
  const { timedRequest } = await import("./lib/timed-request");

  const children: ChildProcess[] = [];
  let profile: string | null = null;
  /** Stops what this script started (by its own handles) and removes the throwaway profile. */
  const cleanUp = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
            child.once("exit", () => {
              clearTimeout(force);
              resolve();
            });
            child.kill("SIGTERM");
          }),
      ),
    );
    if (profile) rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    rmSync(SNAPSHOT_ROOT, { recursive: true, force: true });
  };
  const deadline = setTimeout(() => {
    console.error(`lighthouse: stopped after ${DEADLINE_MS} ms (LIGHTHOUSE_DEADLINE_MS)`);
    void cleanUp().finally(() => process.exit(1));
  }, DEADLINE_MS);
  deadline.unref();

  try {
    const servers = await startServers(snapshotBuild(ensureBuild));
    children.push(servers.child);
    const chromium = await launchChromium();
    children.push(chromium.child);
    profile = chromium.profile;
    mkdirSync(REPORT_DIR, { recursive: true });

    const rows: Array<{ brand: string; page: string; runs: Run[] }> = [];
    const only = (name: string) =>
      process.env[name]
        ?.split(",")
        .map((value) => value.trim())
        .filter(Boolean);
    const brands = only("LIGHTHOUSE_BRANDS");
    const pages = only("LIGHTHOUSE_PAGES");
    for (const brand of servers.info.brands.filter((entry) => !brands || brands.includes(entry.id))) {
      for (const page of PAGES.filter((entry) => !pages || pages.includes(entry.name))) {
        const url = `http://${brand.domain}:${servers.info.port}${page.path}`;
        // Warm the portal's per-merchant caches, as on a server that has been up a while.
        const warm = await timedRequest(servers.info.port, `${brand.domain}:${servers.info.port}`, page.path);
        if (warm.status !== 200) throw new Error(`${url} answered ${warm.status}`);
        const runs: Run[] = [];
        for (let run = 0; run < RUNS; run++) {
          runs.push(await measure(url, chromium.port));
          process.stderr.write(".");
        }
        rows.push({ brand: brand.id, page: page.name, runs });
        writeFileSync(join(REPORT_DIR, `${brand.id}-${page.name}.json`), JSON.stringify(medianRun(runs).lhr));
      }
    }
    process.stderr.write("\n");
    print(rows);
  } finally {
    clearTimeout(deadline);
    await cleanUp().catch((error: unknown) => console.error("lighthouse: clean-up:", error));
  }
}

function print(rows: Array<{ brand: string; page: string; runs: Run[] }>) {
  const header = ["brand", "page", "perf", "LCP s", "TBT ms", "CLS", "a11y", "SEO", "goal"];
  const widths = [10, 7, 6, 7, 8, 7, 6, 5, 6];
  const line = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(" ");
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  console.log(`Lighthouse ${RUNS} runs per page, mobile, simulated throttling; medians (load average at the end: ${load})`);
  console.log(`goal: performance >= ${GOAL_PERFORMANCE} and TBT <= ${GOAL_TBT_MS} ms (medians)`);
  console.log(line(header));
  for (const { brand, page, runs } of rows) {
    const m = (pick: (run: Run) => number) => median(runs.map(pick));
    const met = m((r) => r.performance) >= GOAL_PERFORMANCE && m((r) => r.tbtMs) <= GOAL_TBT_MS;
    console.log(
      line([
        brand,
        page,
        String(m((r) => r.performance)),
        (m((r) => r.lcpMs) / 1000).toFixed(2),
        String(Math.round(m((r) => r.tbtMs))),
        m((r) => r.cls).toFixed(3),
        String(m((r) => r.accessibility)),
        String(m((r) => r.seo)),
        met ? "met" : "MISSED",
      ]),
    );
  }
  console.log("\nMedian run of each page:");
  for (const { brand, page, runs } of rows) {
    const { lhr } = medianRun(runs);
    console.log(`${brand} ${page}`);
    const each = (pick: (run: Run) => string) => runs.map(pick).join(" ");
    console.log(
      `  runs: perf ${each((r) => String(r.performance))}; LCP ${each((r) => (r.lcpMs / 1000).toFixed(2))} s; TBT ${each((r) => String(Math.round(r.tbtMs)))} ms; CPU benchmark ${each((r) => String(Math.round(r.benchmark)))}`,
    );
    console.log(`  LCP element: ${lcpElement(lhr)}`);
    const phases = lcpPhases(lhr);
    if (phases) console.log(`  LCP phases: ${phases}`);
    const problems = [...failing(lhr, "accessibility"), ...failing(lhr, "seo")];
    console.log(`  failing accessibility/SEO audits: ${problems.length ? "" : "none"}`);
    for (const problem of problems) console.log(`    - ${problem}`);
  }
}

const serveAt = process.argv.indexOf("--serve");
if (serveAt !== -1) {
  await serve(process.argv[serveAt + 1]);
} else if (process.env.NODE_ENV !== "production") {
  // React picks its development build unless NODE_ENV is production when first loaded: run again with it.
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  process.exit(again.status ?? 1);
} else {
  try {
    await main();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
