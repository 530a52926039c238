/**
 * Prints each route's initial JavaScript (what the browser loads to render and
 * hydrate that route: the client entry, the root route, the layouts above the
 * route and the route itself, with all their static imports; not the chunks they
 * import on demand), gzipped, from the production build.
 *   npm run size            (builds first when there is no build)
 * Exits 1 when a route is over its budget, or a budget names no route.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const BUILD_SERVER = join(process.cwd(), "build/server/index.js");
const CLIENT_DIR = join(process.cwd(), "build/client");
/** Budgets in gzipped kB, by route id; the home (`/`) is the one the issue sets. */
const BUDGETS_KB: Record<string, number> = { "routes/_main._home.($page)": 140 };

interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
  parentId?: string;
  path?: string;
  index?: boolean;
}

if (!existsSync(BUILD_SERVER)) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const build = (await import(pathToFileURL(BUILD_SERVER).href)) as {
  assets: { entry: { module: string; imports: string[] }; routes: Record<string, ManifestEntry> };
};
const { entry, routes } = build.assets;
const unknown = Object.keys(BUDGETS_KB).filter((id) => !routes[id]);
if (unknown.length > 0) {
  console.error(`A budget names no route: ${unknown.join(", ")}`);
  process.exit(1);
}
const gzipped = new Map<string, number>();
const sizeOf = (url: string) => {
  if (!gzipped.has(url)) gzipped.set(url, gzipSync(readFileSync(join(CLIENT_DIR, url))).length);
  return gzipped.get(url)!;
};

function chain(routeId: string): ManifestEntry[] {
  const route = routes[routeId];
  return route.parentId ? [...chain(route.parentId), route] : [route];
}

const rows: Array<{ id: string; kb: number; files: number; budget?: number }> = [];
for (const id of Object.keys(routes).sort()) {
  if (id === "root") continue;
  const files = new Set<string>([entry.module, ...entry.imports]);
  for (const route of chain(id)) {
    files.add(route.module);
    for (const imported of route.imports ?? []) files.add(imported);
  }
  const bytes = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  rows.push({ id, kb: bytes / 1024, files: files.size, budget: BUDGETS_KB[id] });
}

console.log("Initial JS per route (gzipped)");
console.log("route".padEnd(40), "kB".padStart(8), "files".padStart(6), "budget".padStart(8));
let over = false;
for (const row of rows) {
  const flag = row.budget !== undefined && row.kb > row.budget ? "  OVER" : "";
  over ||= flag !== "";
  console.log(
    row.id.padEnd(40),
    row.kb.toFixed(1).padStart(8),
    String(row.files).padStart(6),
    (row.budget !== undefined ? String(row.budget) : "-").padStart(8) + flag,
  );
}
process.exit(over ? 1 : 0);
