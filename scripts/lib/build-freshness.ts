import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildServerBundle, isServerBundleStale, SERVER_BUNDLE } from "../build/server-bundle";

/** What each Remix build is made from, and the file it writes last. */
const PORTAL = {
  // Not brands/: brand folders are data the server reads while it runs, never built.
  sources: ["app", "themes", "vite.config.ts", "remix.config.js", "package.json", "tsconfig.json"],
  marker: "build/server/index.js",
  client: "build/client",
};
/** The operator console (vite.console.config.ts): its own app, with the portal's shared modules. */
const CONSOLE = {
  sources: ["console", "app", "themes", "vite.console.config.ts", "remix.config.js", "package.json", "tsconfig.json"],
  marker: "build/console/server/index.js",
  client: "build/console/client",
};
type RemixBuild = typeof PORTAL;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function isStale(root: string, build: RemixBuild): boolean {
  const marker = join(root, build.marker);
  if (!existsSync(marker) || !existsSync(join(root, build.client))) return true;
  const built = statSync(marker).mtimeMs;
  return build.sources.some((source) => newestMtime(join(root, source)) > built);
}

/** The portal's Remix build is missing, or some source changed after it was made. */
export const isBuildStale = (root: string): boolean => isStale(root, PORTAL);

/** The console's Remix build is missing, or some source changed after it was made. */
export const isConsoleBuildStale = (root: string): boolean => isStale(root, CONSOLE);

/**
 * `remix vite:build`, in production whatever the caller's NODE_ENV (vitest sets "test"): otherwise
 * React's development build would be bundled for the browser. Warnings and errors only: a start or
 * a test run is not the place for a line per built file (`npm run build` prints them).
 */
function remixBuild(root: string, name: string, configArgs: string[], built: string): void {
  const started = Date.now();
  console.log(`Building the ${name}…`);
  const result = spawnSync("npx", ["remix", "vite:build", ...configArgs, "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`remix vite:build of the ${name} failed (exit ${result.status})`);
  console.log(`Built the ${name}: ${built} (${Date.now() - started} ms)`);
}

/**
 * Makes what `npm start` runs, each part only when it is stale: the portal's Remix build (build/client
 * and build/server), the console's (build/console) and the compiled server (build/portal,
 * scripts/build/server-bundle.ts). Returns whether it built any.
 */
export function ensureBuild(root: string): boolean {
  const remix = isBuildStale(root);
  if (remix) remixBuild(root, "portal", [], "build/client, build/server");
  const consoleBuilt = isConsoleBuildStale(root);
  if (consoleBuilt) remixBuild(root, "console", ["--config", "vite.console.config.ts"], "build/console");
  // After the Remix build, which empties the build folders it writes.
  const server = isServerBundleStale(root);
  if (server) {
    const started = Date.now();
    buildServerBundle(root);
    console.log(`Compiled the server: ${SERVER_BUNDLE} (${Date.now() - started} ms)`);
  }
  return remix || consoleBuilt || server;
}
