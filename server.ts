/**
 * The portal server: `npm run dev` (Vite, NODE_ENV=development) or `npm start`
 * (the production build). Without PLATFORM_URL it runs the sandbox platform
 * in-process (SANDBOX_PORT, default 4100; data in .data/); in development mode
 * SANDBOX_CONTROL=1 also mounts its test-control surface and prints its token; in
 * production mode the control surface is never mounted.
 */
import { fileURLToPath } from "node:url";
import { BrandConfigError, loadBrandRegistry, type BrandRegistry } from "~/brand/registry.server";
import { createLogger } from "./server/logger";
import { platformTarget } from "./server/platform-target";
import { createPortalServer } from "./server/portal";
import { onShutdown } from "./server/shutdown";

const logger = createLogger();
const mode = process.env.NODE_ENV === "production" ? "production" : "development";

if (mode === "production" && process.env.PLATFORM_URL && !process.env.SESSION_SECRET) {
  logger.fatal("SESSION_SECRET must be set when serving a real platform (PLATFORM_URL) in production");
  process.exit(1);
}

/** Brand configs are read once, before anything starts: a bad one stops the server with its file and field. */
async function loadBrands(): Promise<BrandRegistry> {
  try {
    return await loadBrandRegistry(fileURLToPath(new URL(".", import.meta.url)));
  } catch (error) {
    // Printed as plain text: the message lists one "file: field: problem" per line.
    if (error instanceof BrandConfigError) console.error(`Brand configuration is invalid:\n${error.message}`);
    else logger.fatal({ err: error }, "the brands could not be loaded");
    process.exit(1);
  }
}

const registry = await loadBrands();
const platform = await platformTarget(
  process.env.PLATFORM_URL,
  Number(process.env.SANDBOX_PORT ?? 4100),
  registry.entries.map((entry) => entry.brand),
  { mode, control: process.env.SANDBOX_CONTROL === "1", logger: logger.child({ service: "sandbox" }) },
);
logger.info({ url: platform.url, embedded: platform.embedded, control: platform.controlToken !== undefined }, "platform");
// Printed, not logged: the token is for the developer at this terminal, not for the log store.
if (platform.controlToken !== undefined) {
  console.log(`Test-control surface on: ${platform.url}/__control/... (X-Control-Token: ${platform.controlToken})`);
} else if (platform.embedded && process.env.SANDBOX_CONTROL === "1") {
  logger.warn("SANDBOX_CONTROL=1 ignored: the test-control surface is never mounted in production mode");
}

try {
  const portal = await createPortalServer({
    platformUrl: platform.url,
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? "127.0.0.1",
    mode,
    logger,
    registry,
  });
  logger.info({ mode, url: portal.url }, "portal listening");
  for (const brand of portal.brands) console.log(`  ${brand.displayName.padEnd(16)} http://${brand.id}.localhost:${portal.port}`);
  onShutdown(logger, async () => {
    await portal.close();
    await platform.close();
  });
} catch (error) {
  logger.fatal({ err: error }, "the portal could not start");
  await platform.close();
  process.exit(1);
}
