import type Database from "better-sqlite3";
import type { Reader } from "../db/reader";
import type { CallDef, ParsedRequestOf, ValueOf } from "../../app/platform/contract";
import type { contract } from "../../app/platform/contract";

/** The merchant row as the handlers see it (JSON columns parsed). */
export interface Merchant {
  code: string;
  name: string;
  status: number;
  /** When the maintenance is expected to end (ISO 8601), if announced. */
  maintenanceUntil: string | null;
  regionBlock: boolean;
  regionBlockIps: string[];
  forceCaptcha: boolean;
  languages: string[];
  currency: string;
  currencySymbol: string;
  whitelabel: unknown[];
  registerRules: unknown[];
  registerSettings: Record<string, unknown>;
  mainDomain: string;
  analyticsId: string | null;
  imageCdnHosts: string[];
  launchCdnHosts: string[];
  serviceKey: string;
  customerService: Array<{ csType: string; path: string }>;
  resources: Array<{ resourceType: string; url: string }>;
  domainRoutes: Array<{ domain: string; route: string }>;
  /** Withdrawals above it need an approved identity verification (0: every withdrawal); null: none does. */
  kycThresholdCents: number | null;
}

export interface SessionAccount {
  accountId: number;
  username: string;
  isAgent: number;
  tokenHash: string;
}

export interface Clock {
  now(): Date;
  /** Moves the sandbox's time forward (control surface). */
  advance(ms: number): void;
}

/** What every handler gets besides its validated request. */
export interface CallContext {
  db: Database.Database;
  clock: Clock;
  merchant: Merchant;
  clientIp: string;
  /** The player's browser as the portal forwards it (X-Client-User-Agent), cut to 512 characters; "" when not sent. */
  userAgent: string;
  /** Set for calls declared with auth "token"; the dispatcher rejects those without one. */
  session: SessionAccount | null;
  /** Where the sandbox is reachable: image and launch CDN URLs are `http://<cdn host>:<port>`. */
  port: number;
  /** Runs the heavy reads (record lists, agent reports) off the request loop when it can (db/reader.ts). */
  reads: Reader;
}

export type Handler<C extends CallDef> = (ctx: CallContext, req: ParsedRequestOf<C>) => ValueOf<C> | Promise<ValueOf<C>>;

/** Handlers for every call of one contract group. */
export type GroupHandlers<G extends keyof typeof contract> = {
  [K in keyof (typeof contract)[G]]: (typeof contract)[G][K] extends CallDef ? Handler<(typeof contract)[G][K]> : never;
};

/** What the sandbox's non-contract routes (assets, demo game page, control surface) are given. */
export interface SandboxEnv {
  db: Database.Database;
  clock: Clock;
  /** The port the sandbox listens on (known once it is listening). */
  port(): number;
}
