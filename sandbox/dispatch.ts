import { isIP } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Logger } from "pino";
import { listCalls, type CallDef } from "../app/platform/contract";
import type { ErrorDetails } from "../app/platform/envelope";
import type { ErrorCode } from "../app/platform/errors";
import { handlers } from "./calls/index";
import type { Db } from "./db/index";
import type { Reader } from "./db/reader";
import type { CallContext, Clock } from "./lib/context";
import { SandboxError } from "./lib/errors";
import { elapsedMs, logLabel, requestIdOf } from "./lib/call-log";
import type { KeyStore } from "./lib/crypto";
import type { Faults } from "./lib/faults";
import { isInMaintenance, isRegionBlocked, loadMerchant, normaliseIp } from "./lib/merchants";
import { fail, fieldErrors, parseJson, succeed } from "./lib/respond";
import { findSession } from "./lib/sessions";
import { sandboxSettings } from "./lib/settings";

export const MAX_BODY_BYTES = 64 * 1024;

/** The calls a portal needs to render its maintenance or access-restricted page. */
const OPEN_DURING_OUTAGE = new Set(["system.keys", "system.status", "system.permission"]);

/** Handler results are checked against the contract everywhere but production. */
const VALIDATE_VALUES = sandboxSettings().NODE_ENV !== "production";

export interface DispatchDeps {
  db: Db;
  clock: Clock;
  reader: Reader;
  keys: KeyStore;
  faults: Faults;
  /** Gets one line per call (`dispatch`) and the unexpected errors. */
  logger: Logger;
  port(): number;
  /** Adds the merchants defined in files since the last look; answers their codes. */
  pickUpMerchants?: () => string[];
  /** The level of a call's line; default info (the portal's embedded sandbox: debug unless request logs are asked for). */
  callLogLevel?: "info" | "debug";
}

type AnyHandler = (ctx: CallContext, request: unknown) => unknown;

/**
 * One route per contract call, each reading at most its body limit and running the same pipeline
 * (see `dispatch`). A GET's body is never read, so it has no limit to check: looking for one made
 * the Node adapter build a whole WHATWG Request for every call, the costliest part of a read.
 */
export function registerContractRoutes(app: Hono, deps: DispatchDeps): void {
  for (const { name, call } of listCalls()) {
    const handler = handlerFor(name);
    const answer = (c: Context) => dispatch(c, name, call, handler, deps);
    if (call.method === "GET") {
      app.on(call.method, call.path, answer);
      continue;
    }
    const limit = bodyLimit({ maxSize: call.maxBodyBytes ?? MAX_BODY_BYTES, onError: (c) => fail(c, "INVALID_REQUEST") });
    app.on(call.method, call.path, limit, answer);
  }
}

function handlerFor(name: string): AnyHandler {
  const [group, callName] = name.split(".");
  const handler = (handlers as unknown as Record<string, Record<string, AnyHandler>>)[group]?.[callName];
  if (!handler) throw new Error(`No sandbox handler for ${name}`);
  return handler;
}

/** What a call comes to before it is written as an envelope. */
type Outcome = { ok: true; value: unknown } | { ok: false; code: ErrorCode; details: ErrorDetails | null };

/** Runs the call (see `run`), answers its envelope and writes the call's log line. */
async function dispatch(c: Context, name: string, call: CallDef, handler: AnyHandler, deps: DispatchDeps) {
  const started = performance.now();
  const seen: Seen = {};
  const outcome = await run(c, name, call, handler, deps, seen);
  const response = outcome.ok ? succeed(c, outcome.value) : fail(c, outcome.code, outcome.details);
  // One line per call: never the token, the payload or the value.
  deps.logger[deps.callLogLevel ?? "info"](
    {
      merchant: seen.merchant ?? logLabel(c.req.header("X-Merchant")),
      call: name,
      status: response.status,
      code: outcome.ok ? "OK" : outcome.code,
      ms: elapsedMs(started),
      requestId: requestIdOf(c),
      ip: seen.clientIp,
    },
    "sandbox call",
  );
  return response;
}

/** What `run` learnt of the caller before it finished, for the log line. */
interface Seen {
  merchant?: string;
  clientIp?: string;
}

/** Faults, then context, payload, handler and (outside production) the value's contract check. */
async function run(c: Context, name: string, call: CallDef, handler: AnyHandler, deps: DispatchDeps, seen: Seen): Promise<Outcome> {
  const fault = deps.faults.get(name);
  if (fault?.latencyMs) await sleep(fault.latencyMs);
  if (fault && Math.random() < fault.failureRate) return { ok: false, code: fault.errorCode, details: null };

  try {
    const ctx = resolveContext(c, name, call, deps, seen);
    const parsed = call.request.safeParse(await readRequest(c, call, deps.keys));
    if (!parsed.success) return { ok: false, code: "INVALID_REQUEST", details: { fields: fieldErrors(parsed.error) } };
    const value = await handler(ctx, parsed.data);
    if (VALIDATE_VALUES) {
      const check = call.value.safeParse(value);
      if (!check.success) {
        deps.logger.error({ call: name, issues: fieldErrors(check.error) }, "sandbox call returned a value outside the contract");
        return { ok: false, code: "INTERNAL_ERROR", details: null };
      }
    }
    return { ok: true, value };
  } catch (error) {
    if (error instanceof SandboxError) return { ok: false, code: error.code, details: error.details };
    deps.logger.error({ call: name, err: error }, "sandbox call failed");
    return { ok: false, code: "INTERNAL_ERROR", details: null };
  }
}

/** Merchant, caller IP, outage checks and session: everything but the request payload. */
function resolveContext(c: Context, name: string, call: CallDef, deps: DispatchDeps, seen: Seen): CallContext {
  const code = c.req.header("X-Merchant") ?? "";
  // A merchant unknown so far may be a new brand's, defined in its file a moment ago.
  const merchant = loadMerchant(deps.db, code) ?? (deps.pickUpMerchants?.().length ? loadMerchant(deps.db, code) : null);
  if (!merchant) throw new SandboxError("UNKNOWN_MERCHANT");
  seen.merchant = merchant.code;
  const clientIp = resolveClientIp(c);
  seen.clientIp = clientIp;

  if (!OPEN_DURING_OUTAGE.has(name)) {
    if (isInMaintenance(merchant)) throw new SandboxError("MAINTENANCE");
    if (isRegionBlocked(merchant, clientIp)) throw new SandboxError("REGION_BLOCKED", { ip: clientIp });
  }

  let session = null;
  if (call.auth === "token") {
    const token = /^Bearer (\S{1,512})$/.exec(c.req.header("Authorization") ?? "")?.[1];
    if (!token) throw new SandboxError("UNAUTHORIZED");
    const found = findSession(deps.db, token, merchant.code, deps.clock.now());
    if (!found.ok) throw new SandboxError(found.code);
    session = found.session;
  }

  const userAgent = resolveUserAgent(c);
  return { db: deps.db, clock: deps.clock, merchant, clientIp, userAgent, session, port: deps.port(), reads: deps.reader };
}

/**
 * The player's browser as the portal forwards it, else the connection's own user agent: text the
 * player controls, kept as sent but without control characters and at most 512 characters long.
 */
function resolveUserAgent(c: Context): string {
  const sent = c.req.header("X-Client-User-Agent") ?? c.req.header("User-Agent") ?? "";
  return sent
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 512);
}

/** The player's address as the portal forwards it, else the connection's own. */
function resolveClientIp(c: Context): string {
  const forwarded = c.req.header("X-Client-IP")?.trim();
  if (forwarded === undefined) return normaliseIp(getConnInfo(c).remote.address ?? "");
  if (!isIP(forwarded)) {
    throw new SandboxError("INVALID_REQUEST", { fields: [{ path: "X-Client-IP", message: "Not an IP address" }] });
  }
  return normaliseIp(forwarded);
}

/** GET and DELETE: the query string; POST and PUT: the JSON body, decrypted first for encrypted calls. */
async function readRequest(c: Context, call: CallDef, keys: KeyStore): Promise<unknown> {
  if (call.method === "GET" || call.method === "DELETE") return queryObject(new URL(c.req.url).searchParams);

  const body = parseJson(await c.req.text());
  if (!call.encrypted) return body;
  const jwe = isRecord(body) && Object.keys(body).length === 1 ? body.jwe : undefined;
  if (typeof jwe !== "string") throw new SandboxError("ENCRYPTION_REQUIRED");
  return parseJson(await keys.decrypt(jwe));
}

/**
 * Repeated parameters become arrays, which no contract schema accepts: a clean INVALID_REQUEST.
 * Object.fromEntries defines own properties, so a `__proto__` parameter stays a plain (rejected) key.
 */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key);
      return [key, values.length === 1 ? values[0] : values];
    }),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
