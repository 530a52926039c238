import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildServerBundle, isServerBundleStale, SERVER_BUNDLE } from "../build/server-bundle";

/** What the production build is made from. */
const SOURCES = ["app", "brands", "themes", "vite.config.ts", "remix.config.js", "package.json", "tsconfig.json"];
const BUILD_MARKER = "build/server/index.js";

/** Inside the sources but not built: a brand's own browser specs (`brands/<id>/e2e/`). */
const NOT_BUILT = /[/\\]brands[/\\][^/\\]+[/\\]e2e$/;

function newestMtime(path: string): number {
  if (!existsSync(path) || NOT_BUILT.test(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** The Remix build is missing, or some source changed after it was made. */
export function isBuildStale(root: string): boolean {
  const marker = join(root, BUILD_MARKER);
  if (!existsSync(marker) || !existsSync(join(root, "build/client"))) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/**
 * Makes what `npm start` runs, each part only when it is stale: the Remix build (`remix
 * vite:build`: build/client and build/server) and the compiled server (build/portal,
 * scripts/build/server-bundle.ts). Returns whether it built either.
 */
export function ensureBuild(root: string): boolean {
  const remix = isBuildStale(root);
  if (remix) {
    // A production build whatever the caller's NODE_ENV (vitest sets "test"): otherwise React's
    // development build would be bundled for the browser.
    // Warnings and errors only: a start or a test run is not the place for a line per built file
    // (`npm run build` prints them).
    const started = Date.now();
    console.log("Building the portal…");
    const result = spawnSync("npx", ["remix", "vite:build", "--logLevel", "warn"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) throw new Error(`remix vite:build failed (exit ${result.status})`);
    console.log(`Built the portal: build/client, build/server (${Date.now() - started} ms)`);
  }
  // After the Remix build, which empties the build folders it writes.
  const server = isServerBundleStale(root);
  if (server) {
    const started = Date.now();
    buildServerBundle(root);
    console.log(`Compiled the server: ${SERVER_BUNDLE} (${Date.now() - started} ms)`);
  }
  return remix || server;
}
