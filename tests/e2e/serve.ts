/**
 * The server the browser matrix runs against: an in-memory sandbox with its
 * control surface on, and the production portal in front of it.
 */
import { createSandbox } from "../../sandbox/server";
import { exportSandboxServiceKeys } from "../../server/platform-target";
import { createPortalServer } from "../../server/portal";
import { createLogger } from "../../server/logger";
import { onShutdown } from "../../server/shutdown";

const logger = createLogger();
const sandbox = await createSandbox({
  dbPath: ":memory:",
  port: Number(process.env.E2E_SANDBOX_PORT ?? 4300),
  control: true,
});
// The brands' customer-service keys, as the embedded sandbox gives them (server/platform-target.ts).
await exportSandboxServiceKeys(sandbox.db);
const portal = await createPortalServer({
  platformUrl: sandbox.url,
  port: Number(process.env.E2E_PORT ?? 3100),
  mode: "production",
  sessionSecret: "e2e-only-session-secret-of-sufficient-length",
  logger,
});
logger.info({ portal: portal.url, sandbox: sandbox.url }, "e2e server ready");
onShutdown(logger, async () => {
  await portal.close();
  await sandbox.close();
});
