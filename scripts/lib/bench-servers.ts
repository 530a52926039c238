import { request as httpRequest } from "node:http";
import { fileURLToPath } from "node:url";
import { pino } from "pino";
import { createPlatformClient } from "../../app/platform/client.server";
import { createSessionCodec } from "../../app/session/codec.server";
import { SESSION_COOKIE } from "../../app/session/cookie.server";
import { createSandbox, type SandboxOptions } from "../../sandbox/server";
import { exportSandboxServiceKeys } from "../../server/platform-target";
import { createPortalServer } from "../../server/portal";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const BENCH_SESSION_SECRET = "bench-only-session-secret-of-sufficient-length";

/**
 * An in-memory sandbox (with its control surface, for fault injection) and the production
 * portal on it in this process, set up as `npm start` runs them: the sandbox's service keys
 * exported, so the layout's customer service is decrypted as in production. Both logs go to
 * /dev/null: written as in production, read by no one (and not on a child's stdout).
 * `sandbox` overrides the sandbox's options (a database file, a seed option).
 */
export async function startBenchServers(options: { sandbox?: SandboxOptions } = {}) {
  const logger = pino({ level: "info", base: undefined }, pino.destination("/dev/null"));
  const sandbox = await createSandbox({ dbPath: ":memory:", port: 0, control: true, logger, ...options.sandbox });
  await exportSandboxServiceKeys(sandbox.db);
  const portal = await createPortalServer({
    platformUrl: sandbox.url,
    port: 0,
    mode: "production",
    sessionSecret: BENCH_SESSION_SECRET,
    logger,
    root: ROOT,
  });
  return {
    sandbox,
    portal,
    async close() {
      await portal.close();
      await sandbox.close();
    },
  };
}

/** A session cookie of demo_member on aurora, as a sign-in makes it. */
export async function benchMemberCookie(platformUrl: string): Promise<string> {
  const { token, username, isAgent } = await createPlatformClient({ baseUrl: platformUrl })
    .bind({ merchant: "AURORA" })
    .auth.login({ username: "demo_member", password: "Member#2026" });
  const sealed = await createSessionCodec(BENCH_SESSION_SECRET).seal(
    { token, username, isAgent, expiresAt: Date.now() + 3_600_000 },
    "aurora",
  );
  return `${SESSION_COOKIE}=${sealed}`;
}

/** The size of a GET's response body as sent, in bytes (compressed when `encoding` is gzip); `host` picks the brand. */
export function responseBodyBytes(options: {
  port: number;
  host: string;
  path: string;
  encoding: "identity" | "gzip";
  cookie?: string;
}): Promise<number> {
  const { port, host, path, encoding, cookie } = options;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host, "accept-encoding": encoding };
    if (cookie) headers.cookie = cookie;
    const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve(bytes));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
