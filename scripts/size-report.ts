/**
 * Prints each route's initial JavaScript (what the browser loads to render and
 * hydrate that route: the client entry, the root route, the layouts above the
 * route and the route itself, with all their static imports; not the chunks they
 * import on demand), gzipped, from the production build, against its budget less
 * the headroom kept under it.
 *   npm run size            (builds first when the build is missing or stale)
 * Exits 1 when a route eats into its headroom (or is over its budget), or an exception
 * names no route. `npm test` runs it after the build (scripts/static-checks.sh).
 * Why these budgets: docs/decisions/page-weight.md.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const BUILD_SERVER = join(process.cwd(), "build/server/index.js");
const CLIENT_DIR = join(process.cwd(), "build/client");
/** Every route's budget in gzipped kB (1 kB = 1024 bytes), unless it is an exception below. */
const DEFAULT_BUDGET_KB = 110;
/**
 * What every route keeps free under its budget, in gzipped kB: a route may use its budget
 * less this, so the next feature does not start with a page at its limit.
 */
const HEADROOM_KB = 5;
/**
 * Routes allowed more (or held to less) than the default, by route id, each with the reason
 * in docs/decisions/page-weight.md ("Budget exceptions").
 */
const BUDGET_EXCEPTIONS_KB: Record<string, number> = {
  "routes/_main.member.depositv2": 110.5,
  "routes/_main.member.rewardCenter": 110.5,
};

interface ManifestEntry {
  module: string;
  imports?: string[];
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
  routes: Record<string, { module: { default?: unknown } }>;
};
const { entry, routes } = build.assets;
const unknown = Object.keys(BUDGET_EXCEPTIONS_KB).filter((id) => !routes[id]);
if (unknown.length > 0) {
  console.error(`A budget exception names no route: ${unknown.join(", ")}`);
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

/** The URL pattern a route answers (`/login`), from the paths along its chain. */
const urlOf = (routeId: string) =>
  "/" +
  chain(routeId)
    .map((route) => route.path ?? "")
    .filter(Boolean)
    .join("/");

interface Row {
  id: string;
  url: string;
  /** A resource route renders no page: its figure is what an error page there would load. */
  resource: boolean;
  kb: number;
  files: number;
  budget: number;
  /** The budget less the headroom: what the route may use. */
  limit: number;
}

const rows: Row[] = [];
for (const id of Object.keys(routes).sort()) {
  if (id === "root") continue;
  const files = new Set<string>([entry.module, ...entry.imports]);
  for (const route of chain(id)) {
    files.add(route.module);
    for (const imported of route.imports ?? []) files.add(imported);
  }
  const bytes = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  const budget = BUDGET_EXCEPTIONS_KB[id] ?? DEFAULT_BUDGET_KB;
  rows.push({
    id,
    url: urlOf(id),
    resource: build.routes[id]?.module.default === undefined,
    kb: bytes / 1024,
    files: files.size,
    budget,
    limit: budget - HEADROOM_KB,
  });
}

const over = rows.filter((row) => row.kb > row.limit);
const idWidth = Math.max(...rows.map((row) => row.id.length), 5);
const urlWidth = Math.max(...rows.map((row) => row.url.length), 4);
console.log(`Initial JavaScript per route, gzipped (kB = 1024 bytes); limit = budget less ${HEADROOM_KB} kB of headroom`);
console.log(
  [
    "route".padEnd(idWidth),
    "path".padEnd(urlWidth),
    "kB".padStart(7),
    "limit".padStart(7),
    "budget".padStart(7),
    "files".padStart(6),
    "  status",
  ].join(" "),
);
for (const row of rows) {
  const status =
    row.kb > row.budget
      ? `OVER the budget by ${(row.kb - row.budget).toFixed(1)} kB`
      : row.kb > row.limit
        ? `in the headroom by ${(row.kb - row.limit).toFixed(1)} kB`
        : "ok";
  console.log(
    [
      row.id.padEnd(idWidth),
      row.url.padEnd(urlWidth),
      row.kb.toFixed(1).padStart(7),
      row.limit.toFixed(0).padStart(7),
      row.budget.toFixed(0).padStart(7),
      String(row.files).padStart(6),
      "  " + status + (row.resource ? " (resource route: no page of its own)" : ""),
    ].join(" "),
  );
}
if (over.length > 0) {
  console.error(
    `\n${over.length} route(s) over their limit (the budget less ${HEADROOM_KB} kB of headroom): ${over.map((row) => row.id).join(", ")}`,
  );
  process.exit(1);
}
console.log(
  `\nEvery route within its limit (the default budget ${DEFAULT_BUDGET_KB} kB less ${HEADROOM_KB} kB of headroom: ${DEFAULT_BUDGET_KB - HEADROOM_KB} kB).`,
);
