import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { Logger } from "pino";
import { SOCIAL_PROVIDERS, type SocialProvider } from "../app/platform/contract/sign-in-steps";
import { PROJECT_ROOT } from "../app/runtime/project-root.server";
import { registerAssetRoutes } from "./assets";
import { registerControlRoutes } from "./control";
import { isSeeded, openDatabase, openDatabaseImage, type Db } from "./db/index";
import { createReader, type Reader } from "./db/reader";
import { registerDemoGameRoutes } from "./demo-game";
import { registerDemoLotteryRoutes } from "./demo-lottery";
import { emitMoneyEvents } from "./lib/player-events";
import { registerPaymentPageRoutes } from "./payment-page";
import { registerContractRoutes } from "./dispatch";
import { registerIdentityProviderRoutes } from "./idp";
import type { Clock, SandboxEnv } from "./lib/context";
import { defaultSandboxLogger } from "./lib/call-log";
import { createClock } from "./lib/clock";
import { createKeyStore } from "./lib/crypto";
import { createFaults } from "./lib/faults";
import { idpClientOfMerchant } from "./lib/identity-provider";
import { loadMerchant } from "./lib/merchants";
import { followMerchantFiles } from "./merchant-files";
import { fail } from "./lib/respond";
import { addDefinedMerchants, loadMerchantDefinitions, resetDatabase, seed, SEEDED_ACCOUNTS, SEEDED_DIALING_CODE } from "./seed/index";
import { sandboxSettings, type SandboxSettings } from "./lib/settings";

export const DEFAULT_DB_PATH = ".data/sandbox.db";
export const DEFAULT_KEY_GRACE_MS = 24 * 60 * 60 * 1000;
/** Where `npm run brand:new` writes a new brand's merchant (`<CODE>.json`). */
export const DEFAULT_MERCHANTS_DIR = join(PROJECT_ROOT, "sandbox", "merchants");
/** The merchants a new brand may use, and how one is defined for it (the onboarding core's, app/brand/onboarding/). */
export { sandboxMerchantCatalogue } from "./merchant-catalogue";

export interface SandboxOptions {
  /** Default ".data/sandbox.db"; ":memory:" for a throwaway database (tests). */
  dbPath?: string;
  /**
   * A seeded database serialized (better-sqlite3's `serialize()`), opened in memory in place of
   * `dbPath`: how the tests start many throwaway sandboxes without seeding each one (seeding
   * takes seconds, opening an image a millisecond).
   */
  image?: Buffer;
  /** 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * Mounts the /__control test surface (behind a per-process token, see control.ts);
   * default: SANDBOX_CONTROL=1 and NODE_ENV is not "production". Only test harnesses pass `true`.
   */
  control?: boolean;
  /** Wipes the data and seeds again. */
  reset?: boolean;
  /**
   * When the data is seeded (a new database, or `reset`): this many more bets by AURORA's
   * demo_member over the last 29 days, for deep record pages (`--member-bets 100000`).
   */
  memberBets?: number;
  /** How long a rotated-out encryption key keeps working; default 24 h. */
  keyGraceMs?: number;
  /**
   * Merchant definition files seeded besides the built-in merchants; default DEFAULT_MERCHANTS_DIR.
   * Read again while the sandbox runs, when a call names a merchant it does not know yet.
   */
  merchantsDir?: string;
  /** Told the codes of merchants added from `merchantsDir` while the sandbox runs (the portal exports their keys). */
  onMerchantsAdded?: (codes: string[]) => void;
  /** Gets the call log (one JSON line per call) and unexpected errors; default pino at LOG_LEVEL or "info". */
  logger?: Logger;
  /** The level of each call's line; default info. */
  callLogLevel?: "info" | "debug";
}

export interface Sandbox {
  url: string;
  port: number;
  db: Db;
  clock: Clock;
  /** Where the heavy reads run (db/reader.ts). */
  reader: Reader;
  /** What /__control requests must carry in X-Control-Token; undefined when control is off. */
  controlToken: string | undefined;
  close(): Promise<void>;
}

/** The demo accounts every merchant has, a line each (username, password, agent type, mobile, what it is): printed at start. */
export function demoAccountLines(): string[] {
  return SEEDED_ACCOUNTS.map(
    (account) =>
      `  ${account.username.padEnd(14)} ${account.password.padEnd(12)} isAgent ${String(account.isAgent).padEnd(3)} +${SEEDED_DIALING_CODE} ${account.mobile}  ${account.note}`,
  );
}

/** How a portal reaches the sandbox as one merchant (`merchantCredentials`). */
export interface MerchantCredentials {
  /** Decrypts the merchant's customer-service paths. */
  serviceKey: string;
  /** The test identity provider's client of the merchant, one per provider it has. */
  identityProviders: Array<{ provider: SocialProvider; clientId: string; clientSecret: string }>;
}

/**
 * A merchant's keys and test sign-in clients, for the portal that serves its brand; null for a
 * merchant the sandbox does not know. The portal asks this, never the sandbox's tables, so the
 * sandbox may keep them as it likes.
 */
export function merchantCredentials(db: Db, merchantCode: string): MerchantCredentials | null {
  const merchant = loadMerchant(db, merchantCode);
  if (!merchant) return null;
  const identityProviders = SOCIAL_PROVIDERS.flatMap((provider) => {
    const client = idpClientOfMerchant(db, merchantCode, provider);
    return client ? [{ provider, clientId: client.clientId, clientSecret: client.clientSecret }] : [];
  });
  return { serviceKey: merchant.serviceKey, identityProviders };
}

/** Whether the control surface is mounted when the caller does not say: never in production. */
export function controlByDefault(env: Pick<SandboxSettings, "SANDBOX_CONTROL" | "NODE_ENV"> = sandboxSettings()): boolean {
  return env.SANDBOX_CONTROL === "1" && env.NODE_ENV !== "production";
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? "127.0.0.1";
  const merchantsDir = options.merchantsDir ?? DEFAULT_MERCHANTS_DIR;
  const definedMerchants = loadMerchantDefinitions(merchantsDir);
  const dbPath = options.image ? ":memory:" : (options.dbPath ?? DEFAULT_DB_PATH);
  const db = options.image ? openDatabaseImage(options.image) : openDatabase(dbPath);
  const clock = createClock();
  const extras = { memberBets: options.memberBets };
  if (options.reset) resetDatabase(db, clock.now(), definedMerchants, extras);
  else if (!isSeeded(db)) seed(db, clock.now(), definedMerchants, extras);
  // Data kept from an earlier run: only the merchants defined since then are added.
  else addDefinedMerchants(db, definedMerchants, clock.now());

  const keys = await createKeyStore(db, clock, options.keyGraceMs ?? DEFAULT_KEY_GRACE_MS);
  // Its own connection sees the file as written so far: opened after the seed committed.
  const reader = createReader(db, dbPath === ":memory:" ? null : dbPath);
  // Every movement of money reaches the player's live events feed.
  emitMoneyEvents(db, () => clock.now());
  const faults = createFaults();
  const logger = options.logger ?? defaultSandboxLogger();
  const merchantFiles = followMerchantFiles({
    db,
    clock,
    dir: merchantsDir,
    initial: definedMerchants,
    logger,
    onAdded: options.onMerchantsAdded,
  });
  let port = 0;
  const env: SandboxEnv = { db, clock, port: () => port };

  const app = new Hono();
  // A fresh token per process: nothing that is not handed it can drive the control surface.
  const controlToken = (options.control ?? controlByDefault()) ? randomBytes(32).toString("base64url") : undefined;
  if (controlToken !== undefined) {
    registerControlRoutes(app, { db, clock, reader, keys, faults, definedMerchants: merchantFiles.current, token: controlToken, logger });
  }
  registerAssetRoutes(app, env);
  registerDemoGameRoutes(app, env);
  registerDemoLotteryRoutes(app, env);
  registerPaymentPageRoutes(app, env);
  registerIdentityProviderRoutes(app, env);
  registerContractRoutes(app, {
    ...env,
    reader,
    keys,
    faults,
    logger,
    pickUpMerchants: merchantFiles.pickUpNew,
    callLogLevel: options.callLogLevel,
  });
  app.notFound((c) => fail(c, "NOT_FOUND"));
  app.onError((error, c) => {
    logger.error({ err: error, path: new URL(c.req.url).pathname.slice(0, 200) }, "sandbox unexpected error");
    return fail(c, "INTERNAL_ERROR");
  });

  let server: Server;
  try {
    server = await listen(app, options.port ?? 0, host);
  } catch (error) {
    await reader.close();
    db.close();
    throw error;
  }
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    port,
    db,
    clock,
    reader,
    controlToken,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          void reader.close().finally(() => {
            db.close();
            if (error) reject(error);
            else resolve();
          });
        });
        // Keep-alive connections would otherwise hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}

function listen(app: Hono, port: number, hostname: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, () => {
      server.off("error", reject);
      resolve(server as Server);
    });
    server.once("error", reject);
  });
}
