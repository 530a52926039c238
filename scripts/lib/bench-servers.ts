import { fileURLToPath } from "node:url";
import { pino } from "pino";
import { createSandbox } from "../../sandbox/server";
import { exportSandboxServiceKeys } from "../../server/platform-target";
import { createPortalServer } from "../../server/portal";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const BENCH_SESSION_SECRET = "bench-only-session-secret-of-sufficient-length";

/**
 * An in-memory sandbox (with its control surface, for fault injection) and the production
 * portal on it in this process, set up as `npm start` runs them: the sandbox's service keys
 * exported, so the layout's customer service is decrypted as in production. Both logs go to
 * /dev/null: written as in production, read by no one (and not on a child's stdout).
 */
export async function startBenchServers() {
  const logger = pino({ level: "info", base: undefined }, pino.destination("/dev/null"));
  const sandbox = await createSandbox({ dbPath: ":memory:", port: 0, control: true, logger });
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
