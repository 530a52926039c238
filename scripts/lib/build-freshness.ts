import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

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

/** The build is missing, or some source changed after it was made. */
export function isBuildStale(root: string): boolean {
  const marker = join(root, BUILD_MARKER);
  if (!existsSync(marker) || !existsSync(join(root, "build/client"))) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/** Runs `remix vite:build` when the build is stale; returns whether it built. */
export function ensureBuild(root: string): boolean {
  if (!isBuildStale(root)) return false;
  // A production build whatever the caller's NODE_ENV (vitest sets "test"): otherwise React's
  // development build would be bundled for the browser.
  const result = spawnSync("npx", ["remix", "vite:build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`remix vite:build failed (exit ${result.status})`);
  return true;
}
