import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { GetManualChunk, GetModuleInfo } from "rollup";

/** The packages every page runs: React, the Remix and React Router runtime, and what they use. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/[^/]+|turbo-stream)\//;

/**
 * How the browser build groups modules into files, beyond Rollup's own rule (a file per set of
 * entries that use a module, where every route module is an entry). Each file is gzipped alone,
 * so a page made of many small files pays a gzip frame for each and loses the dictionary they
 * would share: a popup over the home loaded some thirty files of ours, 6 kB more gzipped than the
 * same code in one file.
 *
 * - **framework**: the runtime every page loads. Left to Rollup it was split in three by which
 *   lazy chunks used which part. One file is smaller, and changes only when those packages do,
 *   so a release of the app leaves it in the browser's cache.
 * - **app-shell**: the root route and every module of the app it or the client entry imports
 *   statically, however deep; the layouts' route data (`app/route-data.ts`, a few hooks the
 *   features of every layout read); the UI kit (`app/ui`) the player layout uses; what the layout shares
 *   with routes outside it; Vite's preload helper. Every page loads the first anyway and nearly
 *   every page the others (the agent centre's pages, which do not use all of it, have room).
 * - **player-shell**: the player layout (`routes/_main.tsx`) and what it imports statically that no
 *   route outside it does. Every page under the layout loads it anyway; no other page does.
 *
 * A module the layout shares with other routes has to be named too: left to Rollup, it would go
 * into the file of the modules that import it, and those other routes would load the whole
 * player shell for it. Anything else is left to Rollup: a larger group would bring code to pages
 * that do not use it. The figures are in docs/decisions/page-weight.md ("Fewer, larger files").
 */
export function browserChunks(appDirectory: string): GetManualChunk {
  const appDir = resolve(appDirectory);
  const root = join(appDir, "root.tsx");
  const entryClient = join(appDir, "entry.client.tsx");
  const routeData = join(appDir, "route-data.ts");
  const layout = join(appDir, "routes/_main.tsx");
  const uiKit = join(appDir, "ui") + "/";
  // Flat routes: the layout holds the `_main.*` route files.
  const outsideLayout = readdirSync(join(appDir, "routes"))
    .filter((name) => !name.startsWith("_main."))
    .map((name) => join(appDir, "routes", name));
  let groups: Map<string, string> | undefined;

  /** The app's modules `starts` import statically, however deep, with `starts` themselves. */
  const closure = (getModuleInfo: GetModuleInfo, starts: string[]) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || !id.startsWith(appDir + "/")) return;
      seen.add(id);
      getModuleInfo(id)?.importedIds.forEach(visit);
    };
    starts.forEach(visit);
    return seen;
  };

  const group = (getModuleInfo: GetModuleInfo) => {
    const named = new Map<string, string>();
    const ofLayout = closure(getModuleInfo, [layout]);
    const outside = closure(getModuleInfo, outsideLayout);
    for (const id of closure(getModuleInfo, [root, entryClient, routeData, ...[...ofLayout].filter((id) => id.startsWith(uiKit))])) {
      named.set(id, "app-shell");
    }
    for (const id of ofLayout) if (!named.has(id)) named.set(id, outside.has(id) ? "app-shell" : "player-shell");
    // The client entry keeps its own file: the page's HTML names it.
    named.delete(entryClient);
    return named;
  };

  return (moduleId, { getModuleInfo }) => {
    if (FRAMEWORK.test(moduleId)) return "framework";
    if (moduleId.includes("vite/preload-helper")) return "app-shell";
    groups ??= group(getModuleInfo);
    return groups.get(moduleId);
  };
}
