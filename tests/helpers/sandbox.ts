import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { afterFile } from "./file-cleanup";
import { CompactEncrypt, importJWK, type JWK } from "jose";
import { pino } from "pino";
import { createPlatformClient, type CallScope, type Platform } from "~/platform/client.server";
import { PlatformError } from "~/platform/platform-error";
import type { Envelope } from "~/platform/envelope";
import { openDatabase } from "../../sandbox/db/index";
import { loadMerchantDefinitions, seed } from "../../sandbox/seed/index";
import { createSandbox, DEFAULT_MERCHANTS_DIR, type Sandbox, type SandboxOptions } from "../../sandbox/server";

const SANDBOX_DIR = fileURLToPath(new URL("../../sandbox", import.meta.url));
/** The seeded database every test sandbox starts from, shared by the run's test files (in the ignored .data/). */
const SEED_IMAGE = fileURLToPath(new URL("../../.data/test-sandbox-seed.db", import.meta.url));
/**
 * How long an image serves. The seed places its data relative to when it ran ("a minute ago",
 * "this week"), so an image older than a long test file's own sandbox is made again.
 */
const SEED_IMAGE_FRESH_MS = 2 * 60_000;

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/**
 * The seeded database as an image to open in memory (`image` of createSandbox): read from
 * .data/ when it is fresh and newer than the sandbox's code, else seeded here and written
 * there for the next test file. Seeding takes seconds; every test file starts a sandbox.
 */
export function seededImage(): Buffer {
  try {
    const made = statSync(SEED_IMAGE).mtimeMs;
    if (Date.now() - made < SEED_IMAGE_FRESH_MS && made > newestMtime(SANDBOX_DIR)) return readFileSync(SEED_IMAGE);
  } catch {
    // No image yet: made below.
  }
  const db = openDatabase(":memory:");
  seed(db, new Date(), loadMerchantDefinitions(DEFAULT_MERCHANTS_DIR));
  const image = db.serialize();
  db.close();
  mkdirSync(join(SEED_IMAGE, ".."), { recursive: true });
  // Replaced in one rename, so a test file starting beside this one never reads half of it.
  const staging = `${SEED_IMAGE}.${process.pid}.tmp`;
  writeFileSync(staging, image);
  renameSync(staging, SEED_IMAGE);
  return image;
}

export interface RawResponse {
  status: number;
  envelope: Envelope<unknown>;
}

export interface RawRequest {
  merchant?: string;
  clientIp?: string;
  token?: string;
  /** Sent as is when a string, else as JSON. */
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface TestSandbox {
  url: string;
  sandbox: Sandbox;
  /** The portal's platform client bound to a scope (no retries, so each call is one request). */
  platform(scope: CallScope, options?: { timeoutMs?: number; retries?: number }): Platform;
  /** POSTs to /__control<path> (with the token) and returns the value; fails the test on an error envelope. */
  control(path: string, body?: unknown): Promise<unknown>;
  /**
   * One HTTP request, for input the platform client would never send. Sent as JSON; a
   * /__control path also carries the control token (`request.headers` overrides both).
   */
  raw(method: string, path: string, request?: RawRequest): Promise<RawResponse>;
  /** A compact JWE of `payload` under a published key (the newest unless `kid` is given). */
  encrypt(payload: unknown, kid?: string): Promise<string>;
  /** A fresh session token of a seeded account. */
  login(merchant: string, username: string, password: string): Promise<string>;
}

/**
 * Starts an in-memory sandbox with the control surface on a random port, stopped after
 * the file's tests; its call log is silent. Call it at the top level of a test file:
 * `const sb = await startTestSandbox();`. It opens the run's seeded image (`seededImage`)
 * unless given a database or merchant definitions of its own.
 */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const ownData = options.dbPath !== undefined || options.merchantsDir !== undefined || options.image !== undefined;
  const sandbox = await createSandbox({
    dbPath: ":memory:",
    port: 0,
    control: true,
    logger: silentLogger(),
    ...(ownData ? {} : { image: seededImage() }),
    ...options,
  });
  afterFile(() => sandbox.close());
  const { url, controlToken } = sandbox;

  const raw: TestSandbox["raw"] = async (method, path, request = {}) => {
    const target = new URL(url + path);
    for (const [key, value] of Object.entries(request.query ?? {})) target.searchParams.append(key, value);
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (controlToken !== undefined && path.startsWith("/__control")) headers["x-control-token"] = controlToken;
    for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
    if (request.merchant) headers["x-merchant"] = request.merchant;
    if (request.clientIp) headers["x-client-ip"] = request.clientIp;
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    const body = request.body === undefined ? undefined : typeof request.body === "string" ? request.body : JSON.stringify(request.body);
    const response = await fetch(target, { method, headers, body });
    return { status: response.status, envelope: (await response.json()) as Envelope<unknown> };
  };

  const platform: TestSandbox["platform"] = (scope, clientOptions = {}) =>
    createPlatformClient({ baseUrl: url, retries: 0, ...clientOptions }).bind(scope);

  return {
    url,
    sandbox,
    platform,
    raw,

    async control(path, body = {}) {
      const { status, envelope } = await raw("POST", `/__control${path}`, { body });
      expect(envelope, `control ${path} answered ${status}`).toMatchObject({ success: true });
      return envelope.value;
    },

    async encrypt(payload, kid) {
      const { envelope } = await raw("GET", "/api/v1/system/keys", { merchant: "AURORA" });
      const keys = (envelope.value as { keys: Array<{ kid: string; jwk: JWK }> }).keys;
      const key = kid === undefined ? keys[0] : keys.find((candidate) => candidate.kid === kid);
      if (!key) throw new Error(`key ${kid} is not published`);
      return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
        .setProtectedHeader({ alg: "RSA-OAEP-256", enc: "A256GCM", kid: key.kid })
        .encrypt(await importJWK(key.jwk, "RSA-OAEP-256"));
    },

    async login(merchant, username, password) {
      const { token } = await platform({ merchant }).auth.login({ username, password });
      return token;
    },
  };
}

/** A logger that writes nothing: the sandbox's call log would bury the test output. */
export function silentLogger() {
  return pino({ level: "silent" });
}

/** The PlatformError a call rejects with; fails the test if it resolves. */
export async function platformError(call: Promise<unknown>): Promise<PlatformError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof PlatformError) return error;
    throw error;
  }
  throw new Error("expected the call to fail with a PlatformError");
}

/** The rows of a table, for asserting a rejected request changed nothing. */
export function snapshot(sandbox: Sandbox, table: string): unknown[] {
  return sandbox.db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all();
}

export const MEMBER = { username: "demo_member", password: "Member#2026" } as const;

/**
 * LUMEN's mobile registration of +63 `nationalNumber` with the SMS code sent to it: the account
 * `m63<number>` (the username LUMEN makes), its number proved; answers its sign-in.
 */
export async function registerOnLumenByMobile(sb: TestSandbox, nationalNumber: string, password = "abc12345") {
  const lumen = sb.platform({ merchant: "LUMEN" }).registration;
  await lumen.smsCode({ countryDialingCode: "+63", mobileNo: nationalNumber });
  const { code } = (await sb.control("/merchants/LUMEN/sms/last", { mobile: `63${nationalNumber}` })) as { code: string };
  return lumen.register({
    registerMethod: "mobile",
    registerUrl: "http://lumen.localhost/register",
    domain: "lumen.localhost",
    login: true,
    mobileNum: nationalNumber,
    countryDialingCode: "+63",
    password,
    confirmPassword: password,
    verificationCode: code,
    email: `m${nationalNumber}@example.com`,
    birthday: "1990-05-17",
  });
}

/**
 * A row of `username` on `merchant` that is not the account of that name on the brands sharing
 * its registration: what a platform without one username namespace let anyone register (no way
 * of the sandbox makes one any more). demo_member's password signs it in.
 */
export function insertLookAlike(sb: TestSandbox, merchant: string, username: string): void {
  sb.sandbox.db
    .prepare(
      `INSERT INTO accounts (merchant, username, password_hash, nickname, is_agent, balance_cents, language, first_login, created_at)
       SELECT ?, ?, password_hash, ?, 0, 0, 'EN', 0, created_at FROM accounts WHERE merchant = 'AURORA' AND username = ?`,
    )
    .run(merchant, username, username, MEMBER.username);
}
export const AGENT_PASSWORD = "Agent#2026";
