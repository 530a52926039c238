/**
 * The server the console's browser tests run against (the `console` project of
 * playwright.config.ts): an in-memory sandbox with its control surface on, and the production
 * portal with its operator console in front of it, serving a throwaway copy of the project (so
 * what the console writes to brand folders never touches the project's brands/). The console's
 * store is in memory with the demo staff seeded (console/features/staff/demo.server.ts) and an
 * editor of its own for each flow that signs in as one (brands-account.ts, palette-account.ts: a
 * code is good once, so two flows never share an account): each start begins with those accounts
 * and an empty audit log.
 *
 * One server: the portal on E2E_CONSOLE_PORT (default 3190), its console at
 * http://ops.localhost:<port> and the brands at http://<brand>.localhost:<port>; the sandbox on
 * E2E_CONSOLE_SANDBOX_PORT (default 4390), its control token in .data/ as tests/e2e/serve.ts writes it.
 */
import { createLiveBrandRegistry } from "~/brand/registry.server";
import { seedDemoStaff } from "../../console/features/staff/demo.server";
import { createSandbox } from "../../sandbox/server";
import { exportSandboxServiceKeys } from "../../server/platform-target";
import { createPortalServer } from "../../server/portal";
import { createLogger } from "../../server/logger";
import { onShutdown } from "../../server/shutdown";
import { controlTokenFile, removeControlToken, writeControlToken } from "../e2e/control-token";
import { builtProjectCopy } from "../helpers/project-copy";
import { seedBrandsEditor } from "./brands-account";
import { seedPaletteEditor } from "./palette-account";

const CONSOLE_HOST = "ops.localhost";

const logger = createLogger();
const PORT = Number(process.env.E2E_CONSOLE_PORT ?? 3190);
const SANDBOX_PORT = Number(process.env.E2E_CONSOLE_SANDBOX_PORT ?? 4390);
const CONTROL_TOKEN_FILE = controlTokenFile(SANDBOX_PORT);

// Removed as the process exits, however it stops (a second signal exits at once, without the
// shutdown's steps); only a server killed outright leaves its copy in the ignored .data/.
const root = builtProjectCopy((remove) => process.on("exit", remove));

const sandbox = await createSandbox({
  dbPath: ":memory:",
  port: SANDBOX_PORT,
  control: true,
  logger: logger.child({ service: "sandbox" }),
});
if (sandbox.controlToken === undefined) throw new Error("the console's e2e sandbox has no control surface");
writeControlToken(sandbox.controlToken, CONTROL_TOKEN_FILE);
process.on("exit", () => removeControlToken(CONTROL_TOKEN_FILE));
await exportSandboxServiceKeys(sandbox.db);

const portal = await createPortalServer({
  platformUrl: sandbox.url,
  port: PORT,
  mode: "production",
  root,
  // Live brands: what the console writes (a new brand, a publish, a draft) is served at once.
  registry: await createLiveBrandRegistry(root),
  sessionSecret: "console-e2e-only-session-secret-of-sufficient-length",
  logger,
  // This process runs the sandbox too: a busy machine's stalls are not the overload shedding is for.
  shedding: { maxLoopDelayMs: 0 },
  console: { host: CONSOLE_HOST, storePath: ":memory:" },
});
if (!portal.consoleStore) throw new Error("the console is not built: run `npx tsx scripts/ensure-build.ts`");
await seedDemoStaff(portal.consoleStore);
await seedBrandsEditor(portal.consoleStore);
await seedPaletteEditor(portal.consoleStore);
logger.info({ console: `http://${CONSOLE_HOST}:${portal.port}`, sandbox: sandbox.url, root }, "console e2e server ready");

onShutdown(logger, async () => {
  await portal.close();
  await sandbox.close();
});
