import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The nearest folder at or above `start` that holds a package.json. */
export function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json in ${start} or any folder above it`);
  }
}

/**
 * The project's folder, where the server finds what it reads beside its code: brands/,
 * sandbox/merchants/ and the sandbox's migrations, build/ and .data/. Found by walking up to
 * package.json rather than by a fixed "..": the same modules run from their source (under tsx
 * and the tests) and from the compiled server (build/portal/), where they share one file and
 * every `import.meta.url` is that file's.
 */
export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
