import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildSync } from "esbuild";

/**
 * The compiled server, what `npm start` runs with plain Node (docs/decisions/compiled-server.md):
 * server.ts and what it imports of server/, app/ and the embedded sandbox, in one file and a
 * chunk for what it imports on demand (the sandbox). Beside Vite's build/client and build/server,
 * which it loads as before.
 */
export const SERVER_BUNDLE_DIR = "build/portal";
export const SERVER_BUNDLE = `${SERVER_BUNDLE_DIR}/server.js`;
/** The files the last compile read (from the project's folder): the bundle is stale once one is newer. */
const INPUTS = `${SERVER_BUNDLE_DIR}/inputs.json`;
/** What changes the bundle without being one of its inputs. */
const SETTINGS = ["package.json", "tsconfig.json", "scripts/build/server-bundle.ts"];

/**
 * Compiles the server into build/portal/: the project's own modules bundled (`~/` is app/, as
 * in tsconfig.json), every package left to node_modules/ as it is installed. Files of an earlier
 * compile that this one did not write are removed, but only after it has written its own: a
 * portal running from the folder forks its workers from a complete bundle at any moment.
 */
export function buildServerBundle(root: string): void {
  const { metafile } = buildSync({
    absWorkingDir: root,
    entryPoints: { server: "server.ts" },
    outdir: SERVER_BUNDLE_DIR,
    bundle: true,
    packages: "external",
    alias: { "~": join(root, "app") },
    platform: "node",
    format: "esm",
    target: "node20",
    // The sandbox in a file of its own, loaded only when the portal embeds it.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    // Bundling renames clashing names; the logs' error types and stack frames keep the source's.
    keepNames: true,
    // For a stack trace in source terms: NODE_OPTIONS=--enable-source-maps.
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
  });
  writeFileSync(join(root, INPUTS), `${JSON.stringify(Object.keys(metafile.inputs).sort(), null, 2)}\n`);
  const kept = new Set([INPUTS, ...Object.keys(metafile.outputs)].map((file) => join(root, file)));
  for (const file of filesUnder(join(root, SERVER_BUNDLE_DIR))) if (!kept.has(file)) rmSync(file);
}

/** The bundle is missing, or one of its inputs or settings changed (or went) after it was compiled. */
export function isServerBundleStale(root: string): boolean {
  const bundle = join(root, SERVER_BUNDLE);
  const inputs = join(root, INPUTS);
  if (!existsSync(bundle) || !existsSync(inputs)) return true;
  const built = statSync(bundle).mtimeMs;
  const sources = [...(JSON.parse(readFileSync(inputs, "utf8")) as string[]), ...SETTINGS];
  return sources.some((source) => {
    const path = join(root, source);
    return !existsSync(path) || statSync(path).mtimeMs > built;
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
