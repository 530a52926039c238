import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isServerBundleStale, SERVER_BUNDLE, SERVER_BUNDLE_DIR } from "../../scripts/build/server-bundle";

/*
 * When `npm start` compiles the server again (scripts/build/server-bundle.ts): when a file the
 * last compile read, or one of its settings, is newer than the bundle or gone.
 */

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A project folder whose files were all written `secondsAgo`, the bundle of two inputs among them. */
function project(secondsAgo = 60): string {
  root = mkdtempSync(join(tmpdir(), "server-bundle-"));
  const files = ["package.json", "tsconfig.json", "scripts/build/server-bundle.ts", "server.ts", "app/env.server.ts", SERVER_BUNDLE];
  for (const file of files) write(file, "", secondsAgo);
  write(`${SERVER_BUNDLE_DIR}/inputs.json`, JSON.stringify(["server.ts", "app/env.server.ts"]), secondsAgo);
  return root;
}

function write(file: string, text: string, secondsAgo = 0): void {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, when, when);
}

describe("the compiled server's freshness", () => {
  it("is fresh when nothing it read changed since, whatever else did (a brand file)", () => {
    project();
    write("brands/aurora/theme.yaml", "");
    expect(isServerBundleStale(root)).toBe(false);
  });

  it("is stale without the bundle, or without the list of what it read", () => {
    rmSync(join(project(), SERVER_BUNDLE));
    expect(isServerBundleStale(root)).toBe(true);
    rmSync(root, { recursive: true });
    rmSync(join(project(), SERVER_BUNDLE_DIR, "inputs.json"));
    expect(isServerBundleStale(root)).toBe(true);
  });

  it("is stale once an input is newer, or gone", () => {
    project();
    write("app/env.server.ts", "");
    expect(isServerBundleStale(root)).toBe(true);
    rmSync(root, { recursive: true });
    rmSync(join(project(), "app/env.server.ts"));
    expect(isServerBundleStale(root)).toBe(true);
  });

  it("is stale once a setting of the compile is newer", () => {
    project();
    write("tsconfig.json", "");
    expect(isServerBundleStale(root)).toBe(true);
  });
});
