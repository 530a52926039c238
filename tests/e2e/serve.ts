/**
 * The server the browser matrix runs against: an in-memory sandbox with its
 * control surface on (a test harness, so `control: true` even with NODE_ENV=production),
 * and the production portal in front of it. Each worker has one of these (ports
 * E2E_PORT and E2E_SANDBOX_PORT plus the worker's index, playwright.config.ts). The control
 * token goes to .data/e2e-control-token-<sandbox port> (tests/e2e/control-token.ts), where
 * the fixtures read it.
 */
import { createSandbox } from "../../sandbox/server";
import { exportSandboxIdentityProviders, exportSandboxServiceKeys } from "../../server/platform-target";
import { createPortalServer } from "../../server/portal";
import { createLogger } from "../../server/logger";
import { onShutdown } from "../../server/shutdown";
import { controlTokenFile, removeControlToken, writeControlToken } from "./control-token";

const logger = createLogger();
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4300);
const CONTROL_TOKEN_FILE = controlTokenFile(SANDBOX_PORT);
const sandbox = await createSandbox({
  dbPath: ":memory:",
  port: SANDBOX_PORT,
  control: true,
  logger: logger.child({ service: "sandbox" }),
});
if (sandbox.controlToken === undefined) throw new Error("the e2e sandbox has no control surface");
writeControlToken(sandbox.controlToken, CONTROL_TOKEN_FILE);
console.log(`Test-control surface on: ${sandbox.url}/__control/... (X-Control-Token: ${sandbox.controlToken})`);
console.log(`The token is also in ${CONTROL_TOKEN_FILE}, where the browser tests read it.`);
// The brands' customer-service keys, as the embedded sandbox gives them (server/platform-target.ts).
await exportSandboxServiceKeys(sandbox.db);
// The brands' social sign-in, on the sandbox's test identity provider.
await exportSandboxIdentityProviders(sandbox.url, sandbox.db);
const portal = await createPortalServer({
  platformUrl: sandbox.url,
  port: Number(process.env.E2E_PORT ?? 3100),
  mode: "production",
  sessionSecret: "e2e-only-session-secret-of-sufficient-length",
  logger,
  // Not for the event loop's delay: this process runs the sandbox too, and a browser test on a
  // busy machine is not the overload shedding is for (its own tests: tests/integration/metrics.test.ts).
  shedding: { maxLoopDelayMs: 0 },
  // QA's pseudo-language (`?lng=XX`): the labels-fit checks walk the site in it.
  pseudoLanguage: true,
});
logger.info({ portal: portal.url, sandbox: sandbox.url }, "e2e server ready");
onShutdown(logger, async () => {
  await portal.close();
  await sandbox.close();
  removeControlToken(CONTROL_TOKEN_FILE);
});
