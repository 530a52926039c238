import "./express-locals";
import { join } from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import type { Registry } from "prom-client";
import type { BrandChanges } from "~/brand/brand-folder.server";
import { loadBrandRegistry, type BrandRegistry } from "~/brand/registry.server";
import type { Brand } from "~/brand/schema";
import { readEnv } from "~/env.server";
import { PROJECT_ROOT } from "~/runtime/project-root.server";
import type { SystemInfo } from "~/load-context";
import { createSwrCache, createSwrCaches } from "~/platform/cache.server";
import { createPlatformClient } from "~/platform/client.server";
import { createPlatformStatus } from "~/platform/platform-status.server";
import { createSessionCodec } from "~/session/codec.server";
import { createPlayerFeeds } from "~/live/player-feeds.server";
import { bodyGate } from "./body-gate";
import type { ConsoleStore } from "../console/store/database.server";
import { consoleStorePath, createConsoleHost } from "./console-host";
import { resolveBrand } from "./brand-host";
import { previewKeyOf } from "~/brand/preview-token.server";
import { boundPort, closeGracefully, listen } from "./http-server";
import { botCheckSecretOf } from "~/session/bot-check-secret.server";
import { flashSecretOf } from "~/http/flash.server";
import { createLoadContextFactory } from "./load-context";
import { createLogger, requestLine, requestLogLevel } from "./logger";
import { requestFinished } from "./request-finished";
import { loadShedding, type LoadSheddingOptions } from "./load-shedding";
import { createPageCache } from "./page-cache";
import { guardPasswordChange } from "./password-change-guard";
import { readiness } from "./readiness";
import { cacheByAudience, requestContext } from "./request-context";
import { developmentBuild, productionBuild } from "./remix-build";
import { createRemixRender, createRequestHandler } from "./remix-handler";
import { staySignedIn, STAY_SIGNED_IN_PATH } from "./idle-stay";
import { rejectCrossSiteWrites, securityHeaders, type CdnSources } from "./security";
import { developmentSessionSecret } from "./session-secret";
import { createSharedState } from "./shared-state";
import { sharePlatformStatus } from "./platform-status-share";
import { workerCount } from "./cluster";
import { createPortalMetrics } from "./metrics";

export interface PortalServerOptions {
  platformUrl: string;
  /** 0 picks a free port. Default 3000. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** "development" serves through Vite; anything else needs `npm run build`. Default from NODE_ENV ("development", else production). */
  mode?: "development" | "production";
  /** Default: SESSION_SECRET, else one kept in `.data/session-secret`. */
  sessionSecret?: string;
  logger?: Logger;
  /** The project folder (brands/, build/, .data/). */
  root?: string;
  /** The brands, when the caller has loaded them already; default `loadBrandRegistry(root)`. */
  registry?: BrandRegistry;
  /** The upstream budget of a page render or action: every platform call and retry fits in it. Default PORTAL_UPSTREAM_BUDGET_MS, else 4000. */
  upstreamBudgetMs?: number;
  /** The budget of the calls every page needs first (system status and info). Default PORTAL_CRITICAL_BUDGET_MS, else 1500. */
  criticalBudgetMs?: number;
  /** Shares the public-list caches, rate limits and events with other instances (docs/decisions/scaling.md). Default REDIS_URL; unset: all in this process. */
  redisUrl?: string;
  /** Whether `?lng=XX` shows the pseudo-language, for QA. Default PORTAL_PSEUDO_LANGUAGE, else on in development only. */
  pseudoLanguage?: boolean;
  /** How long a visitor's rendered home is reused, 0 for never (server/page-cache.ts). Default PORTAL_PAGE_CACHE_MS, else 5000. */
  pageCacheMs?: number;
  /** Load shedding's limits (server/load-shedding.ts). Default PORTAL_SHED_LOOP_DELAY_MS and PORTAL_SHED_MAX_IN_FLIGHT. */
  shedding?: Partial<Pick<LoadSheddingOptions, "maxLoopDelayMs" | "maxInFlight">>;
  /** The operator console: its host and store (default CONSOLE_HOST and CONSOLE_DB); false: not served by this portal. */
  console?: { host?: string; storePath?: string } | false;
  /** Whether a line per request and per successful platform call is logged at info (else at debug). Default: `requestLogLevel`'s rule (LOG_REQUESTS). */
  requestLogs?: boolean;
  /** How the console writes brands here and to every instance (server/brand-sync.ts); server.ts opens it before the brands load. */
  brandSync?: BrandChanges;
}

export interface PortalServer {
  url: string;
  port: number;
  brands: readonly Brand[];
  /** What this process counts, for METRICS_PORT (server/metrics.ts). */
  metrics: Registry;
  /** The operator console's store (staff, sessions, audit, versions); null when this portal serves no console. */
  consoleStore: ConsoleStore | null;
  close(): Promise<void>;
}

/** Public system info changes rarely; a minute of staleness is fine. */
const SYSTEM_INFO_TTL_MS = 60_000;

export async function createPortalServer(options: PortalServerOptions): Promise<PortalServer> {
  // Read as the portal starts (app/env.server.ts): what the options leave out comes from the environment.
  const settings = readEnv();
  const root = options.root ?? PROJECT_ROOT;
  const mode = options.mode ?? (settings.NODE_ENV === "development" ? "development" : "production");
  const development = mode === "development";
  const logger = options.logger ?? createLogger(settings.LOG_LEVEL);
  const callLogLevel = options.requestLogs === undefined ? requestLogLevel(settings, mode) : options.requestLogs ? "info" : "debug";

  const registry = options.registry ?? (await loadBrandRegistry(root));
  const sessionSecret = options.sessionSecret ?? settings.SESSION_SECRET ?? developmentSessionSecret(join(root, ".data/session-secret"));
  const codec = createSessionCodec(sessionSecret);
  const upstreamBudgetMs = options.upstreamBudgetMs ?? settings.PORTAL_UPSTREAM_BUDGET_MS;
  const criticalBudgetMs = options.criticalBudgetMs ?? settings.PORTAL_CRITICAL_BUDGET_MS;
  const client = createPlatformClient({
    baseUrl: options.platformUrl,
    criticalCalls: { "system.status": criticalBudgetMs, "system.permission": criticalBudgetMs, "system.keys": criticalBudgetMs },
    // Calls made for a request are logged by its load context, with its id and brand; these are the others
    // (shared cache fills, encryption keys).
    onCall: (info) => {
      platformStatus.observe(info);
      metrics.platformCall(info);
      const { call, merchant, status, code, attempts, ms, requestId } = info;
      if (requestId === undefined) {
        logger[code === "OK" ? callLogLevel : "warn"]({ call, merchant, status, code, attempts, ms: Math.round(ms) }, "platform call");
      }
    },
  });
  const metrics = createPortalMetrics({ openCircuits: () => client.openCircuits(), downMerchants: () => platformStatus.downMerchants() });
  const systemInfoCache = createSwrCache<SystemInfo>({ ttlMs: SYSTEM_INFO_TTL_MS });
  const systemInfo = (merchant: string) =>
    systemInfoCache.get(merchant, async () => (await client.bind({ merchant }).system.permission()).info);

  const cdnSources = async (brand: Brand): Promise<CdnSources> => {
    const info = await systemInfo(brand.merchantCode).catch(() => null);
    return {
      images: brand.imageCdns ?? info?.imageCDNs ?? [],
      frames: brand.launchCdns ?? info?.launchGameCDNs ?? [],
    };
  };

  const remixBuild = development ? await developmentBuild(root) : await productionBuild(root);
  const shared = await createSharedState({
    redisUrl: options.redisUrl ?? settings.REDIS_URL,
    logger,
    // Cached values are shared between instances of the same build only.
    cacheNamespace: typeof remixBuild.build === "function" ? "development" : remixBuild.build.assets.version,
    workers: workerCount(settings.WEB_CONCURRENCY, mode),
  });
  // One status per merchant for this process, told by every call and probed while in doubt
  // (docs/decisions/deadlines-and-breakers.md); the other workers and instances hear its verdicts, and it theirs.
  const statusShare = sharePlatformStatus({ redisEvents: shared.redis ? shared.events : undefined, logger });
  const platformStatus = createPlatformStatus({
    probe: (merchant) => client.bind({ merchant }).system.status(),
    onVerdict: statusShare.tell,
  });
  await statusShare.listen(platformStatus);

  const app = express();
  app.disable("x-powered-by");
  if (settings.TRUST_PROXY !== undefined) app.set("trust proxy", settings.TRUST_PROXY);
  app.use(requestContext(logger, { trustProxy: settings.TRUST_PROXY !== undefined, requestLogLevel: callLogLevel }));
  app.use(requestFinished([requestLine(callLogLevel), metrics.requests(remixBuild.build, ["/healthz", "/readyz", STAY_SIGNED_IN_PATH])]));
  app.get("/healthz", (_req, res) => {
    res.type("text/plain").send("ok");
  });
  app.get(
    "/readyz",
    readiness(client, () => registry.entries.map((entry) => entry.brand.merchantCode)),
  );
  // Never an event stream: compression would hold its events back until a buffer fills.
  app.use(
    compression({
      filter: (req, res) => !String(res.getHeader("Content-Type")).startsWith("text/event-stream") && compression.filter(req, res),
    }),
  );
  let port = 0;
  const consoleHost =
    options.console === false
      ? null
      : await createConsoleHost({
          root,
          development,
          host: options.console?.host ?? settings.CONSOLE_HOST,
          storePath: options.console?.storePath ?? consoleStorePath(settings.CONSOLE_DB, root),
          registry,
          brandSync: options.brandSync,
          previewKey: previewKeyOf(sessionSecret),
          logger,
          brandPort: () => port,
        });
  if (consoleHost) app.use(consoleHost.handler);
  app.use(resolveBrand(registry, previewKeyOf(sessionSecret)));
  const consoleName = options.console === false ? null : (options.console?.host ?? settings.CONSOLE_HOST);
  const consoleOrigins = () => (consoleName ? [`http://${consoleName}:${port}`, `https://${consoleName}`] : []);
  app.use(securityHeaders({ development, cdnSources, consoleOrigins }));
  app.use(remixBuild.assets);
  const shedding = loadShedding({
    maxLoopDelayMs: options.shedding?.maxLoopDelayMs ?? settings.PORTAL_SHED_LOOP_DELAY_MS,
    maxInFlight: options.shedding?.maxInFlight ?? settings.PORTAL_SHED_MAX_IN_FLIGHT,
    onShed: metrics.shed,
  });
  app.use(shedding.gate);
  app.use(rejectCrossSiteWrites);
  app.use(cacheByAudience);
  const liveFeeds = createPlayerFeeds(client, logger);
  const makeLoadContext = createLoadContextFactory({
    client,
    registry,
    status: platformStatus,
    codec,
    systemInfo,
    upstreamBudgetMs,
    shared: { ...shared, rateLimiter: metrics.countRefusals(shared.rateLimiter) },
    caches: createSwrCaches(),
    botCheckSecret: botCheckSecretOf(sessionSecret),
    flashSecret: flashSecretOf(sessionSecret),
    liveFeeds,
    pseudoLanguage: options.pseudoLanguage ?? settings.PORTAL_PSEUDO_LANGUAGE ?? mode === "development",
  });
  // Made once per request: the page cache may need it before Remix does.
  const getLoadContext: typeof makeLoadContext = (req, res) => (res.locals.loadContext ??= makeLoadContext(req, res));
  const render = createRemixRender(guardPasswordChange(remixBuild.build), mode);
  const pageCache = createPageCache({
    client,
    upstreamBudgetMs,
    ttlMs: options.pageCacheMs ?? settings.PORTAL_PAGE_CACHE_MS,
    loadContext: getLoadContext,
    render,
  });
  app.post(STAY_SIGNED_IN_PATH, bodyGate(), staySignedIn(getLoadContext));
  app.all("*", bodyGate(), pageCache.serve, createRequestHandler({ render, getLoadContext, onResponse: pageCache.capture }));
  app.use(((error, _req, res, _next) => {
    (res.locals.log ?? logger).error({ err: error }, "request failed");
    if (res.headersSent) res.destroy();
    else res.status(500).type("text/plain").send("Internal server error");
  }) satisfies ErrorRequestHandler);

  const server = await listen(app, options.port ?? 3000, options.host ?? "127.0.0.1");
  port = boundPort(server);
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    port,
    brands: registry.entries.map((entry) => entry.brand),
    metrics: metrics.registry,
    consoleStore: consoleHost?.store ?? null,
    async close() {
      // Open event streams would hold the server open until the grace period ends.
      liveFeeds.close();
      platformStatus.close();
      shedding.close();
      await closeGracefully(server, { logger });
      await statusShare.close();
      await shared.close();
      await remixBuild.close();
      await consoleHost?.close();
    },
  };
}
