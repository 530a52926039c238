import { isIP } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getConnInfo } from "@hono/node-server/conninfo";
import { listCalls, type CallDef } from "../app/platform/contract";
import { handlers } from "./calls/index";
import type { Db } from "./db/index";
import { SandboxError, type CallContext, type Clock } from "./handler";
import type { KeyStore } from "./lib/crypto";
import type { Faults } from "./lib/faults";
import { isInMaintenance, isRegionBlocked, loadMerchant, normaliseIp } from "./lib/merchants";
import { fail, fieldErrors, parseJson, succeed } from "./lib/respond";
import { findSession } from "./lib/sessions";

export const MAX_BODY_BYTES = 64 * 1024;

/** The calls a portal needs to render its maintenance or access-restricted page. */
const OPEN_DURING_OUTAGE = new Set(["system.keys", "system.status", "system.permission"]);

/** Handler results are checked against the contract everywhere but production. */
const VALIDATE_VALUES = process.env.NODE_ENV !== "production";

export interface DispatchDeps {
  db: Db;
  clock: Clock;
  keys: KeyStore;
  faults: Faults;
  port(): number;
}

type AnyHandler = (ctx: CallContext, request: unknown) => unknown;

/** One route per contract call, each running the same pipeline (see `dispatch`). */
export function registerContractRoutes(app: Hono, deps: DispatchDeps): void {
  app.use("/api/*", bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, "INVALID_REQUEST") }));
  for (const { name, call } of listCalls()) {
    const handler = handlerFor(name);
    app.on(call.method, call.path, (c) => dispatch(c, name, call, handler, deps));
  }
}

function handlerFor(name: string): AnyHandler {
  const [group, callName] = name.split(".");
  const handler = (handlers as unknown as Record<string, Record<string, AnyHandler>>)[group]?.[callName];
  if (!handler) throw new Error(`No sandbox handler for ${name}`);
  return handler;
}

async function dispatch(c: Context, name: string, call: CallDef, handler: AnyHandler, deps: DispatchDeps) {
  const fault = deps.faults.get(name);
  if (fault?.latencyMs) await sleep(fault.latencyMs);
  if (fault && Math.random() < fault.failureRate) return fail(c, "INTERNAL_ERROR");

  try {
    const ctx = resolveContext(c, name, call, deps);
    const parsed = call.request.safeParse(await readRequest(c, call, deps.keys));
    if (!parsed.success) return fail(c, "INVALID_REQUEST", { fields: fieldErrors(parsed.error) });
    const value = await handler(ctx, parsed.data);
    if (VALIDATE_VALUES) {
      const check = call.value.safeParse(value);
      if (!check.success) {
        console.error(`[sandbox] ${name} returned a value outside the contract`, check.error.issues);
        return fail(c, "INTERNAL_ERROR");
      }
    }
    return succeed(c, value);
  } catch (error) {
    if (error instanceof SandboxError) return fail(c, error.code, error.details);
    console.error(`[sandbox] ${name} failed`, error);
    return fail(c, "INTERNAL_ERROR");
  }
}

/** Merchant, caller IP, outage checks and session: everything but the request payload. */
function resolveContext(c: Context, name: string, call: CallDef, deps: DispatchDeps): CallContext {
  const merchant = loadMerchant(deps.db, c.req.header("X-Merchant") ?? "");
  if (!merchant) throw new SandboxError("UNKNOWN_MERCHANT");
  const clientIp = resolveClientIp(c);

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

  return { db: deps.db, clock: deps.clock, merchant, clientIp, session, port: deps.port() };
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
