import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import express, { type RequestHandler } from "express";
import type { Logger } from "pino";
import type { BrandChanges } from "~/brand/brand-folder.server";
import { BrandConfigError, type BrandRegistry, type LiveBrandRegistry } from "~/brand/registry.server";
import { FORM_POLICY, routePathOf, type BodyErrorCode, type BodyPolicy } from "~/http/body-policy";
import type { ConsoleContext } from "../console/context.server";
import { openConsoleStore, type ConsoleStore } from "../console/store/database.server";
import { bodyGate } from "./body-gate";
import { openBrandSync, type BrandSync } from "./brand-sync";
import { developmentBuild, productionBuild, type RemixBuildSource } from "./remix-build";
import { createRequestHandler as createRemixRequestHandler } from "@remix-run/node";
import { createRequestHandler } from "./remix-handler";
import { rejectCrossSiteWrites } from "./security";

/** The console's build (vite.console.config.ts). */
const CONSOLE_BUILD = "build/console";

/** An asset upload (logo, favicon, a seal): one file of at most 512 KiB, plus the form's fields. */
const ASSET_POLICY: BodyPolicy = { types: ["multipart/form-data"], maxBytes: 512 * 1024 + 16 * 1024 };
/** A language's texts for a brand are saved at once: a form of at most 512 KiB. */
const TEXTS_POLICY: BodyPolicy = { types: ["application/x-www-form-urlencoded", "multipart/form-data"], maxBytes: 512 * 1024 };

function consolePolicyFor(pathname: string): BodyPolicy {
  const path = routePathOf(pathname);
  if (/^\/brands\/[^/]+\/assets$/.test(path)) return ASSET_POLICY;
  if (/^\/brands\/[^/]+\/texts$/.test(path)) return TEXTS_POLICY;
  return FORM_POLICY;
}

const BODY_MESSAGES: Record<BodyErrorCode, string> = {
  BODY_UNSUPPORTED_TYPE: "This form was sent in a way the console does not take.",
  BODY_TOO_LARGE: "What was sent is too large.",
  BODY_MALFORMED: "What was sent could not be read.",
};

/** The console's policy: its own scripts only (each with the request's nonce), never framed. */
function consoleSecurityHeaders(development: boolean, frameSources: () => string[]): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const frames = frameSources();
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'nonce-${nonce}' 'strict-dynamic'`,
        development ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
        "img-src 'self' data:",
        development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
        // The live preview shows the brand's own pages, on its domains.
        `frame-src ${frames.length > 0 ? frames.join(" ") : "'none'"}`,
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ].join("; "),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "same-origin");
    res.setHeader("Cache-Control", "no-store");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000");
    next();
  };
}

/** Where the console's store is: `CONSOLE_DB`, else `.data/console.sqlite` in the project. */
export const consoleStorePath = (configured: string | undefined, root: string): string => configured ?? join(root, ".data/console.sqlite");

export interface ConsoleHostOptions {
  root: string;
  development: boolean;
  /** The console's host name (`CONSOLE_HOST`): it answers there only. */
  host: string;
  /** The store's file, or `:memory:`. */
  storePath: string;
  registry: BrandRegistry;
  /** How the console writes brands (server/brand-sync.ts); default one for this process alone, reloading `registry` when it can. */
  brandSync?: BrandChanges;
  previewKey: Buffer;
  logger: Logger;
  /** The port the portal listens on, for the console's links to brand domains. */
  brandPort: () => number;
}

export interface ConsoleHost {
  /** Answers every request to the console's host; hands any other host on. */
  handler: RequestHandler;
  store: ConsoleStore;
  close(): Promise<void>;
}

/**
 * The operator console on its own host: its own Remix build, store and policy. Requests to any
 * other host go on to the brands; a brand host never reaches the console. Null when the console
 * was not built (a project copy without build/console/): the portal serves its brands without it.
 */
export async function createConsoleHost(options: ConsoleHostOptions): Promise<ConsoleHost | null> {
  const { root, development, logger } = options;
  const claimedBy = options.registry.forHost(options.host);
  if (claimedBy) {
    throw new BrandConfigError(`${claimedBy.file}: domains: "${options.host}" is the operator console's host (CONSOLE_HOST)`);
  }
  if (!development && !existsSync(join(root, CONSOLE_BUILD, "server/index.js"))) {
    logger.warn({ build: CONSOLE_BUILD }, "the operator console is not built: its host is not served");
    return null;
  }
  const source: RemixBuildSource = development
    ? await developmentBuild(root, { configFile: "vite.console.config.ts", hmrPort: 24679 })
    : await productionBuild(root, CONSOLE_BUILD);
  const store = openConsoleStore(options.storePath);
  let ownSync: BrandSync | null = null;
  if (!options.brandSync) {
    ownSync = await openBrandSync({ root, logger, role: "single" });
    const { registry } = options;
    if ("reload" in registry) ownSync.follow(() => (registry as LiveBrandRegistry).reload());
  }
  const brands: BrandChanges = options.brandSync ?? ownSync!;
  // The portal's render adds what its platform budget needs (server/remix-handler.ts); the console calls no platform.
  const handleRequest = createRemixRequestHandler(source.build, development ? "development" : "production");
  const frameSources = () =>
    options.registry.entries.flatMap(({ brand }) =>
      brand.domains.map((domain) => `http://${domain}:${options.brandPort()} https://${domain}`),
    );
  const consoleApp = express.Router();
  consoleApp.use(consoleSecurityHeaders(development, frameSources));
  consoleApp.use(source.assets);
  consoleApp.use(rejectCrossSiteWrites);
  consoleApp.all(
    "*",
    bodyGate({ policyFor: consolePolicyFor, messageOf: async (_req, _res, code) => BODY_MESSAGES[code] }),
    createRequestHandler({
      render: (request, context) => handleRequest(request, context),
      getLoadContext: (req, res) => {
        const context: ConsoleContext = {
          store,
          root,
          registry: options.registry,
          brands,
          previewKey: options.previewKey,
          brandPort: options.brandPort(),
          cspNonce: res.locals.cspNonce,
          clientIp: (req.ip ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, ""),
          secure: req.secure,
          logger: res.locals.log ?? logger,
        };
        return { console: context } as never;
      },
    }),
  );
  const host = options.host.toLowerCase();
  return {
    store,
    handler: (req, res, next) => {
      if (req.hostname.toLowerCase() !== host) {
        next();
        return;
      }
      consoleApp(req, res, next);
    },
    async close() {
      await source.close();
      await ownSync?.close();
      store.close();
    },
  };
}
