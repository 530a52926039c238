import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Message } from "esbuild";
import { PROJECT_ROOT } from "./project-root.server";

/**
 * Where a compiled module is written for the moment of its import: inside the project, so that
 * its imports of packages resolve from the project's node_modules/, as the server's own do.
 */
const OUT_DIR = join(PROJECT_ROOT, ".data", "compiled-modules");

/** This process's imports, by their compiled code's hash. */
const imported = new Map<string, Promise<Record<string, unknown>>>();

/**
 * Imports a TypeScript file of the project while the server runs: a brand's config, theme or
 * texts, which are edited and added while it runs and which plain Node cannot import. The same
 * way whether the server runs from its source or compiled (build/portal/): the file is compiled
 * at each call, as it is now, with the project's modules it imports bundled in (`~/` is app/)
 * and packages left to node_modules/. Code identical to an earlier import's is not evaluated
 * again (that import's module is answered), so reloading brands that did not change costs no
 * memory: Node keeps every module it evaluated.
 *
 * A file that does not compile throws an error of one `line:column: problem` per problem
 * (`file:line:column: problem` for one in a file it imports), joined by "; ".
 */
export async function importTypeScript(file: string): Promise<Record<string, unknown>> {
  let code: Uint8Array;
  try {
    const result = await build({
      entryPoints: [file],
      absWorkingDir: PROJECT_ROOT,
      bundle: true,
      packages: "external",
      alias: { "~": join(PROJECT_ROOT, "app") },
      platform: "node",
      format: "esm",
      target: "node20",
      write: false,
      logLevel: "silent",
    });
    code = result.outputFiles[0].contents;
  } catch (error) {
    throw compileError(resolve(file), error);
  }
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  let module = imported.get(hash);
  if (!module) {
    module = evaluate(hash, code);
    imported.set(hash, module);
  }
  return module;
}

async function evaluate(hash: string, code: Uint8Array): Promise<Record<string, unknown>> {
  mkdirSync(OUT_DIR, { recursive: true });
  // Named by process too: another process (a cluster's worker) may write and remove the same code meanwhile.
  const path = join(OUT_DIR, `${process.pid}-${hash}.mjs`);
  writeFileSync(path, code);
  try {
    const module: Record<string, unknown> = await import(pathToFileURL(path).href);
    return module;
  } finally {
    // Read once imported: nothing is left behind.
    rmSync(path, { force: true });
  }
}

/** esbuild's failure as one line, each problem placed in `file` or in the file it imports. */
function compileError(file: string, error: unknown): Error {
  if (!(error instanceof Error) || !("errors" in error) || !Array.isArray(error.errors) || error.errors.length === 0) {
    return error instanceof Error ? error : new Error(String(error));
  }
  const problems: Message[] = error.errors;
  return new Error(
    problems
      .map(({ text, location }) => {
        if (!location) return text;
        const at = `${location.line}:${location.column + 1}`;
        const where = resolve(PROJECT_ROOT, location.file);
        return where === file ? `${at}: ${text}` : `${relative(PROJECT_ROOT, where)}:${at}: ${text}`;
      })
      .join("; "),
  );
}
