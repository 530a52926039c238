/**
 * The portal server: `npm run dev` (this file under tsx, Vite, NODE_ENV=development) or
 * `npm start` (the production build, this file compiled into build/portal/server.js and run by
 * plain Node: scripts/build/server-bundle.ts). Without PLATFORM_URL it runs the sandbox platform
 * in-process (SANDBOX_PORT, default 4100, on loopback; data in .data/), which follows
 * sandbox/merchants/ as the portal follows brands/. SANDBOX_CONTROL=1 also mounts its
 * test-control surface (loopback only) and prints its token; in production mode it warns
 * loudly, for previews of a production build on the developer's machine only.
 *
 * WEB_CONCURRENCY worker processes share the port (default: one per core in
 * production, one in development; docs/decisions/scaling.md). With more than one,
 * this process is the cluster's primary: it checks the brands, starts the sandbox
 * (once) and forks the workers, which run this file (or its compiled form) again as workers (below).
 */
import cluster from "node:cluster";
import { join } from "node:path";
import { BrandConfigError, createLiveBrandRegistry, type BrandRegistry, type LiveBrandRegistry } from "~/brand/registry.server";
import { EnvError, readEnv, setBrandSecret, type Env } from "~/env.server";
import { PROJECT_ROOT as ROOT } from "~/runtime/project-root.server";
import { DEMO_STAFF_LINES, seedDemoStaffAt } from "./console/features/staff/demo.server";
import { consoleStorePath } from "./server/console-host";
import { openBrandSync, type BrandSync } from "./server/brand-sync";
import { reloadBrands, watchBrands } from "./server/brand-watch";
import { announcePortal } from "./server/running-portal";
import { primaryStoreOps, serveClusterStore } from "./server/cluster-store";
import { announceListening, onBrandSecrets, onWorkerShutdown, runCluster, sendBrandSecrets, workerCount } from "./server/cluster";
import { reportMissingSettings } from "./server/feature-settings";
import { createLogger, requestLogLevel } from "./server/logger";
import { reportToPrimary, serveMetrics } from "./server/metrics";
import { relayPlatformStatus } from "./server/platform-status-share";
import { platformTarget, type PlatformTarget } from "./server/platform-target";
import { createPortalServer } from "./server/portal";
import { developmentSessionSecret } from "./server/session-secret";
import { onShutdown } from "./server/shutdown";

/** The settings are read first: a bad or missing one stops the start with its name and what it expects. */
function loadSettings(): Env {
  try {
    return readEnv();
  } catch (error) {
    // Printed as plain text, one "VARIABLE: expected ..." per line, as the brand configs' problems are.
    if (error instanceof EnvError) console.error(`Settings are invalid:\n${error.message}`);
    else console.error(error);
    process.exit(1);
  }
}

const settings = loadSettings();
// A worker's lines carry its pid: one grep follows a worker.
const logger = cluster.isWorker ? createLogger(settings.LOG_LEVEL).child({ pid: process.pid }) : createLogger(settings.LOG_LEVEL);
const mode = settings.NODE_ENV === "production" ? "production" : "development";
const callLogLevel = requestLogLevel(settings, mode);

/** Brand configs are read before anything starts: a bad one stops the server with its file and field. */
async function loadBrands(): Promise<LiveBrandRegistry> {
  try {
    const registry = await createLiveBrandRegistry(ROOT);
    // A draft that does not load stops nothing: its brand is served, and previews show the brand as it is.
    if (registry.problems.length > 0) logger.warn({ problems: registry.problems }, "brand drafts refused: served without them");
    return registry;
  } catch (error) {
    // Printed as plain text: the message lists one "file: field: problem" per line.
    if (error instanceof BrandConfigError) console.error(`Brand configuration is invalid:\n${error.message}`);
    else logger.fatal({ err: error }, "the brands could not be loaded");
    process.exit(1);
  }
}

/**
 * A serving process follows brands/ from then on (docs/decisions/brand-themes.md, "Live
 * brands"): a file watcher (BRANDS_WATCH=0 turns it off) and SIGHUP reload them;
 * `onReloaded` follows each reload (the embedded sandbox's keys for a new brand).
 */
function followBrands(registry: LiveBrandRegistry, onReloaded?: () => void): () => void {
  process.on("SIGHUP", () => void reloadBrands(registry, logger, onReloaded));
  return settings.BRANDS_WATCH ? watchBrands(ROOT, registry, logger, onReloaded) : () => undefined;
}

/** Exports the embedded sandbox's keys for the brands as they are now, and hands them to `send` (the workers). */
const exportSecrets = (platform: PlatformTarget, send?: (secrets: Record<string, string>) => void) => () =>
  void platform.exportBrandSecrets().then(send, (error: unknown) => logger.error({ err: error }, "the brands' keys could not be exported"));

const startPortal = (registry: BrandRegistry, platformUrl: string, brandSync: BrandSync) =>
  createPortalServer({
    platformUrl,
    port: settings.PORT,
    host: settings.HOST,
    mode,
    logger,
    registry,
    brandSync,
  });

/** Last of the start, after the log lines: where each brand and the console are served and, with the embedded sandbox, who can sign in. */
const printAddresses = (registry: BrandRegistry, port: number, platform: PlatformTarget) => {
  const lines = [
    "",
    "Brands:",
    ...registry.entries.map(({ brand }) => `  ${brand.displayName.padEnd(16)} http://${brand.id}.localhost:${port}`),
    "",
    `Operator console: http://${settings.CONSOLE_HOST}:${port}`,
  ];
  if (platform.demoAccounts.length > 0) lines.push("", "Demo accounts, in every brand:", ...platform.demoAccounts);
  if (platform.embedded) lines.push("", ...DEMO_STAFF_LINES);
  // One write: a worker's request line, on the same output, cannot land inside the list.
  console.log(lines.join("\n"));
};

/**
 * SANDBOX_CONTROL=1 on a production build: allowed, for previewing maintenance, a region block,
 * payouts or the reset e-mail on the developer's machine, and said loudly, so that nobody
 * takes a portal started so for one to put in front of players.
 */
function warnControlInProduction(url: string): void {
  const rule = "!".repeat(78);
  console.warn(
    [
      rule,
      "!! SANDBOX_CONTROL=1 in production mode: the sandbox's test-control surface is ON.",
      `!! Anyone on this machine with its token can switch maintenance, block regions, move money: ${url}/__control/...`,
      "!! For previews on a developer's machine only. Never serve players from a portal started so.",
      rule,
    ].join("\n"),
  );
}

if (cluster.isWorker) {
  // The primary has checked the brands (and taken Redis's brand states) and set PLATFORM_URL and SESSION_SECRET for every worker.
  const brandSync = await openBrandSync({ root: ROOT, logger, redisUrl: settings.REDIS_URL, role: "worker" });
  const registry = await loadBrands();
  brandSync.follow(() => reloadBrands(registry, logger));
  try {
    const portal = await startPortal(registry, settings.PLATFORM_URL!, brandSync);
    logger.info({ mode, url: portal.url }, "portal listening");
    reportToPrimary(portal.metrics);
    // The embedded sandbox's keys for brands and merchants added since this worker was forked.
    onBrandSecrets((secrets) => {
      for (const [name, value] of Object.entries(secrets)) setBrandSecret(name, value);
    });
    const stopFollowing = followBrands(registry);
    onWorkerShutdown(logger, async () => {
      stopFollowing();
      await portal.close();
      await brandSync.close();
    });
    announceListening(portal.port);
  } catch (error) {
    logger.fatal({ err: error }, "the portal could not start");
    process.exit(1);
  }
} else {
  const workers = workerCount(settings.WEB_CONCURRENCY, mode);
  // Before the brands load: with REDIS_URL, the brand states the fleet published are written into brands/ first.
  const brandSync = await openBrandSync({ root: ROOT, logger, redisUrl: settings.REDIS_URL, role: workers > 1 ? "primary" : "single" });
  const registry = await loadBrands();
  // Started once, here: the workers get its URL. Its service keys go into the environment, which each fork copies.
  const platform = await platformTarget(settings.PLATFORM_URL, settings.SANDBOX_PORT, () => registry.entries.map((entry) => entry.brand), {
    control: settings.SANDBOX_CONTROL,
    logger: logger.child({ service: "sandbox" }),
    callLogLevel,
    onSecrets: workers > 1 ? sendBrandSecrets : undefined,
  });
  logger.info({ url: platform.url, embedded: platform.embedded, control: platform.controlToken !== undefined }, "platform");
  // On the embedded sandbox the console has demo staff too, one per role (printed with the addresses).
  if (platform.embedded) await seedDemoStaffAt(consoleStorePath(settings.CONSOLE_DB, ROOT));
  // Once, by this process: a brand feature whose settings are missing is off, and the log says why.
  reportMissingSettings(
    registry.entries.map((entry) => entry.brand),
    logger,
  );
  // Printed, not logged: the token is for the developer at this terminal, not for the log store.
  if (platform.controlToken !== undefined) {
    if (mode === "production") warnControlInProduction(platform.url);
    console.log(`Test-control surface on: ${platform.url}/__control/... (X-Control-Token: ${platform.controlToken})`);
  } else if (settings.SANDBOX_CONTROL) {
    logger.warn("SANDBOX_CONTROL=1 ignored: the test-control surface is the embedded sandbox's, and PLATFORM_URL is set");
  }

  if (workers > 1) {
    if (!settings.REDIS_URL) {
      logger.warn({ workers }, "no REDIS_URL: each worker keeps its own caches; the rate limits are held by this process for all of them");
      // Without Redis the workers share the rate limits through this process (server/cluster-store.ts).
      serveClusterStore(primaryStoreOps(), logger.child({ role: "primary" }));
    }
    // A worker's verdict on the platform (an outage confirmed, or over) goes on to the others.
    relayPlatformStatus();
    // The workers serve, so they reload: a SIGHUP to the primary goes on to each of them.
    process.on("SIGHUP", () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGHUP");
    });
    // The primary follows brands/ too, only to export the embedded sandbox's keys of a new brand to the workers.
    const stopFollowing = platform.embedded ? followBrands(registry, exportSecrets(platform, sendBrandSecrets)) : () => undefined;
    // A brand changed on another instance or by a worker: the primary reloads, then tells the workers to.
    brandSync.follow(() => reloadBrands(registry, logger, platform.embedded ? exportSecrets(platform, sendBrandSecrets) : undefined));
    // The sum over the workers, gathered from each at every scrape.
    if (settings.METRICS_PORT !== undefined) await serveMetrics({ port: settings.METRICS_PORT, host: settings.METRICS_HOST, logger });
    runCluster({
      workers,
      heapMiB: settings.WORKER_HEAP_MIB,
      logger,
      env: {
        PLATFORM_URL: platform.url,
        // The count forked: each worker's share of a rate limit while this process does not answer.
        WEB_CONCURRENCY: String(workers),
        // One secret for all: a session made by one worker opens on any other.
        SESSION_SECRET: settings.SESSION_SECRET ?? developmentSessionSecret(join(ROOT, ".data/session-secret")),
      },
      onListening: (port) => {
        const forget = announcePortal(ROOT, port);
        process.on("exit", forget);
        printAddresses(registry, port, platform);
      },
      afterStop: async () => {
        stopFollowing();
        await brandSync.close();
        await platform.close();
      },
    });
  } else {
    try {
      const portal = await startPortal(registry, platform.url, brandSync);
      logger.info({ mode, url: portal.url }, "portal listening");
      const metricsServer =
        settings.METRICS_PORT === undefined
          ? undefined
          : await serveMetrics({ port: settings.METRICS_PORT, host: settings.METRICS_HOST, logger, registry: portal.metrics });
      const stopFollowing = followBrands(registry, platform.embedded ? exportSecrets(platform) : undefined);
      brandSync.follow(() => reloadBrands(registry, logger, platform.embedded ? exportSecrets(platform) : undefined));
      const forget = announcePortal(ROOT, portal.port);
      printAddresses(registry, portal.port, platform);
      onShutdown(logger, async () => {
        stopFollowing();
        forget();
        metricsServer?.close();
        await portal.close();
        await brandSync.close();
        await platform.close();
      });
    } catch (error) {
      logger.fatal({ err: error }, "the portal could not start");
      await platform.close();
      process.exit(1);
    }
  }
}
