/**
 * The portal server: `npm run dev` (Vite, NODE_ENV=development) or `npm start`
 * (the production build). Without PLATFORM_URL it runs the sandbox platform
 * in-process (SANDBOX_PORT, default 4100; data in .data/); in development mode
 * SANDBOX_CONTROL=1 also mounts its test-control surface and prints its token; in
 * production mode the control surface is never mounted.
 *
 * WEB_CONCURRENCY worker processes share the port (default: one per core in
 * production, one in development; docs/decisions/scaling.md). With more than one,
 * this process is the cluster's primary: it checks the brands, starts the sandbox
 * (once) and forks the workers, which run this file again as workers (below).
 */
import cluster from "node:cluster";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BrandConfigError, createLiveBrandRegistry, type BrandRegistry, type LiveBrandRegistry } from "~/brand/registry.server";
import { EnvError, readEnv, type Env } from "~/env.server";
import { reloadBrands, watchBrands } from "./server/brand-watch";
import { announcePortal } from "./server/running-portal";
import { announceListening, onWorkerShutdown, runCluster, workerCount } from "./server/cluster";
import { reportMissingSettings } from "./server/feature-settings";
import { createLogger } from "./server/logger";
import { platformTarget } from "./server/platform-target";
import { createPortalServer } from "./server/portal";
import { developmentSessionSecret } from "./server/session-secret";
import { onShutdown } from "./server/shutdown";

const ROOT = fileURLToPath(new URL(".", import.meta.url));

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

/** Brand configs are read before anything starts: a bad one stops the server with its file and field. */
async function loadBrands(): Promise<LiveBrandRegistry> {
  try {
    return await createLiveBrandRegistry(ROOT);
  } catch (error) {
    // Printed as plain text: the message lists one "file: field: problem" per line.
    if (error instanceof BrandConfigError) console.error(`Brand configuration is invalid:\n${error.message}`);
    else logger.fatal({ err: error }, "the brands could not be loaded");
    process.exit(1);
  }
}

/**
 * A serving process follows brands/ from then on (docs/decisions/brand-themes.md, "Live
 * brands"): a file watcher (BRANDS_WATCH=0 turns it off) and SIGHUP reload them.
 */
function followBrands(registry: LiveBrandRegistry): () => void {
  process.on("SIGHUP", () => void reloadBrands(registry, logger));
  return settings.BRANDS_WATCH ? watchBrands(ROOT, registry, logger) : () => undefined;
}

const startPortal = (registry: BrandRegistry, platformUrl: string) =>
  createPortalServer({
    platformUrl,
    port: settings.PORT,
    host: settings.HOST,
    mode,
    logger,
    registry,
  });

const printAddresses = (registry: BrandRegistry, port: number) => {
  for (const { brand } of registry.entries) console.log(`  ${brand.displayName.padEnd(16)} http://${brand.id}.localhost:${port}`);
};

if (cluster.isWorker) {
  // The primary has checked the brands and set PLATFORM_URL and SESSION_SECRET for every worker.
  const registry = await loadBrands();
  try {
    const portal = await startPortal(registry, settings.PLATFORM_URL!);
    logger.info({ mode, url: portal.url }, "portal listening");
    const stopFollowing = followBrands(registry);
    onWorkerShutdown(logger, () => {
      stopFollowing();
      return portal.close();
    });
    announceListening(portal.port);
  } catch (error) {
    logger.fatal({ err: error }, "the portal could not start");
    process.exit(1);
  }
} else {
  const workers = workerCount(settings.WEB_CONCURRENCY, mode);
  const registry = await loadBrands();
  // Started once, here: the workers get its URL. Its service keys go into the environment, which each fork copies.
  const platform = await platformTarget(
    settings.PLATFORM_URL,
    settings.SANDBOX_PORT,
    registry.entries.map((entry) => entry.brand),
    { mode, control: settings.SANDBOX_CONTROL, logger: logger.child({ service: "sandbox" }) },
  );
  logger.info({ url: platform.url, embedded: platform.embedded, control: platform.controlToken !== undefined }, "platform");
  // Once, by this process: a brand feature whose settings are missing is off, and the log says why.
  reportMissingSettings(
    registry.entries.map((entry) => entry.brand),
    logger,
  );
  // Printed, not logged: the token is for the developer at this terminal, not for the log store.
  if (platform.controlToken !== undefined) {
    console.log(`Test-control surface on: ${platform.url}/__control/... (X-Control-Token: ${platform.controlToken})`);
  } else if (platform.embedded && settings.SANDBOX_CONTROL) {
    logger.warn("SANDBOX_CONTROL=1 ignored: the test-control surface is never mounted in production mode");
  }

  if (workers > 1) {
    if (!settings.REDIS_URL) {
      logger.warn({ workers }, "no REDIS_URL: each worker keeps its own caches and rate limits");
    }
    // The workers serve, so they reload: a SIGHUP to the primary goes on to each of them.
    process.on("SIGHUP", () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGHUP");
    });
    runCluster({
      workers,
      logger,
      env: {
        PLATFORM_URL: platform.url,
        // One secret for all: a session made by one worker opens on any other.
        SESSION_SECRET: settings.SESSION_SECRET ?? developmentSessionSecret(join(ROOT, ".data/session-secret")),
      },
      onListening: (port) => {
        printAddresses(registry, port);
        const forget = announcePortal(ROOT, port);
        process.on("exit", forget);
      },
      afterStop: () => platform.close(),
    });
  } else {
    try {
      const portal = await startPortal(registry, platform.url);
      logger.info({ mode, url: portal.url }, "portal listening");
      printAddresses(registry, portal.port);
      const stopFollowing = followBrands(registry);
      const forget = announcePortal(ROOT, portal.port);
      onShutdown(logger, async () => {
        stopFollowing();
        forget();
        await portal.close();
        await platform.close();
      });
    } catch (error) {
      logger.fatal({ err: error }, "the portal could not start");
      await platform.close();
      process.exit(1);
    }
  }
}
