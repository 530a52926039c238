import "./express-locals";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { loadBrandRegistry, type BrandRegistry } from "~/brand/registry.server";
import type { Brand } from "~/brand/schema";
import type { SystemInfo } from "~/load-context";
import { createSwrCache } from "~/platform/cache.server";
import { createPlatformClient } from "~/platform/client.server";
import { createSessionCodec } from "~/session/codec.server";
import { resolveBrand } from "./brand-host";
import { boundPort, closeGracefully, listen } from "./http-server";
import { createLoadContextFactory } from "./load-context";
import { createLogger, requestLog } from "./logger";
import { developmentBuild, productionBuild } from "./remix-build";
import { rejectCrossSiteWrites, securityHeaders, type CdnSources } from "./security";
import { developmentSessionSecret } from "./session-secret";

export interface PortalServerOptions {
  platformUrl: string;
  /** 0 picks a free port. Default 3000. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** "development" serves through Vite; anything else needs `npm run build`. Default from NODE_ENV. */
  mode?: "development" | "production";
  /** Default: SESSION_SECRET, else one kept in `.data/session-secret`. */
  sessionSecret?: string;
  logger?: Logger;
  /** The project folder (brands/, build/, .data/). */
  root?: string;
  /** The brands, when the caller has loaded them already; default `loadBrandRegistry(root)`. */
  registry?: BrandRegistry;
}

export interface PortalServer {
  url: string;
  port: number;
  brands: readonly Brand[];
  close(): Promise<void>;
}

const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Public system info changes rarely; a minute of staleness is fine. */
const SYSTEM_INFO_TTL_MS = 60_000;

export async function createPortalServer(options: PortalServerOptions): Promise<PortalServer> {
  const root = options.root ?? PROJECT_ROOT;
  const mode = options.mode ?? (process.env.NODE_ENV === "development" ? "development" : "production");
  const development = mode === "development";
  const logger = options.logger ?? createLogger();

  const registry = options.registry ?? (await loadBrandRegistry(root));
  const codec = createSessionCodec(
    options.sessionSecret ?? process.env.SESSION_SECRET ?? developmentSessionSecret(join(root, ".data/session-secret")),
  );
  const client = createPlatformClient({
    baseUrl: options.platformUrl,
    onCall: ({ call, ms, code, attempts }) => {
      if (code !== "OK") logger.warn({ call, ms, code, attempts }, "platform call failed");
    },
  });
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

  const app = express();
  app.disable("x-powered-by");
  if (process.env.TRUST_PROXY) app.set("trust proxy", process.env.TRUST_PROXY);
  app.use(requestLog(logger));
  app.get("/healthz", (_req, res) => {
    res.type("text/plain").send("ok");
  });
  app.use(compression());
  app.use(resolveBrand(registry));
  app.use(securityHeaders({ development, cdnSources }));
  app.use(remixBuild.assets);
  app.use(rejectCrossSiteWrites);
  app.all(
    "*",
    createRequestHandler({
      build: remixBuild.build,
      mode,
      getLoadContext: createLoadContextFactory({ client, codec, systemInfo, logger }),
    }),
  );
  app.use(((error, _req, res, _next) => {
    logger.error({ err: error }, "request failed");
    if (res.headersSent) res.destroy();
    else res.status(500).type("text/plain").send("Internal server error");
  }) satisfies ErrorRequestHandler);

  const server = await listen(app, options.port ?? 3000, options.host ?? "127.0.0.1");
  const port = boundPort(server);
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    port,
    brands: registry.entries.map((entry) => entry.brand),
    async close() {
      await closeGracefully(server);
      await remixBuild.close();
    },
  };
}
