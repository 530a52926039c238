import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_BUNDLE_DIR } from "../../scripts/build/server-bundle";
import { afterFile } from "./file-cleanup";

export const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The copies' default remover: after the test file (`afterFile`). Outside the test runner (a browser
 * test's server, tests/console-e2e/serve.ts) nothing would run it: callers there pass their own.
 */
const afterTestFile: (remove: () => void) => void = process.env.VITEST
  ? afterFile
  : () => {
      throw new Error("a project copy outside vitest: pass how to remove it");
    };

/** What a copy holds of its own (its brands and sandbox merchants); app/ and themes/ are the project's, linked. */
const COPIED = ["brands", "sandbox/merchants"];
const LINKED = ["app", "themes"];

/**
 * A throwaway project folder with a copy of the brand folders, removed after the
 * file's tests; inside a test, pass `onTestFinished` to remove it after that test.
 */
export function projectCopy(removeAfter: (remove: () => void) => void = afterTestFile): string {
  // Inside the project (in the ignored .data/): the test runner loads TypeScript only from there.
  mkdirSync(join(PROJECT_ROOT, ".data"), { recursive: true });
  const root = mkdtempSync(join(PROJECT_ROOT, ".data", "project-copy-"));
  removeAfter(() => rmSync(root, { recursive: true, force: true }));
  for (const path of COPIED) {
    if (existsSync(join(PROJECT_ROOT, path))) cpSync(join(PROJECT_ROOT, path), join(root, path), { recursive: true });
  }
  for (const path of LINKED) symlinkSync(join(PROJECT_ROOT, path), join(root, path), "dir");
  return root;
}

/** The Remix builds, the portal's and the operator console's. */
const REMIX_BUILDS = ["build/server", "build/client", "build/console"];

/**
 * A project copy with links to the Remix builds: a portal made in this process with the copy as
 * its `root` (`createPortalServer`) serves the copy's brands, and its console writes to them.
 */
export function builtProjectCopy(removeAfter: (remove: () => void) => void = afterTestFile): string {
  const root = projectCopy(removeAfter);
  mkdirSync(join(root, "build"));
  for (const path of REMIX_BUILDS) symlinkSync(join(PROJECT_ROOT, path), join(root, path));
  return root;
}

/**
 * A project copy that also holds the compiled server (build/portal/, copied) beside links to the
 * Remix builds, node_modules/ and package.json: `node build/portal/server.js` run in it serves the
 * copy's brands, as the compiled server finds its project by where it lies (the build made by
 * global-setup.ts). Its platform is a test sandbox (PLATFORM_URL): the embedded one's files are not there.
 */
export function compiledProjectCopy(removeAfter: (remove: () => void) => void = afterTestFile): string {
  const root = builtProjectCopy(removeAfter);
  // Copied, not linked: Node runs a linked entry from where the link points, which is this project.
  cpSync(join(PROJECT_ROOT, SERVER_BUNDLE_DIR), join(root, SERVER_BUNDLE_DIR), { recursive: true });
  for (const path of ["node_modules", "package.json"]) symlinkSync(join(PROJECT_ROOT, path), join(root, path));
  return root;
}

/** Every file of the copy (links not followed) with its content: to show that nothing was written. */
export function fileTree(root: string): Record<string, string> {
  const tree: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) tree[relative(root, path)] = readFileSync(path, "utf8");
      else tree[relative(root, path)] = "(link)";
    }
  };
  walk(root);
  return tree;
}
