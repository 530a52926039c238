import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// A feature is imported for what it does itself: what more than a handful of features use lives
// below the features (docs/decisions/layers.md), so each feature's importers stay few.
const MAX_IMPORTING_FEATURES = 5;

const FEATURES = resolve("app/features");
const IMPORT = /(?:from|import)\s*\(?\s*["']([~.][^"']*)["']/g;

/** The .ts and .tsx files under `folder`. */
function sourcesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** For each feature, the other features whose modules import one of its modules (`~/` or relative). */
function importingFeatures(): Map<string, Set<string>> {
  const importers = new Map<string, Set<string>>();
  for (const file of sourcesIn(FEATURES)) {
    const from = relative(FEATURES, file).split("/", 1)[0]!;
    for (const [, source] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = source!.startsWith("~/") ? resolve("app", source!.slice(2)) : resolve(dirname(file), source!);
      const inside = relative(FEATURES, target);
      if (inside.startsWith("..")) continue;
      const to = inside.split("/", 1)[0]!;
      if (to === from) continue;
      if (!importers.has(to)) importers.set(to, new Set());
      importers.get(to)!.add(from);
    }
  }
  return importers;
}

describe("features' fan-in", () => {
  const importers = importingFeatures();

  it("finds the imports between features (the scan itself is not empty)", () => {
    expect(importers.get("games")?.has("home")).toBe(true);
    expect(importers.get("auth")?.has("register")).toBe(true);
  });

  it(`lets no feature be imported by more than ${MAX_IMPORTING_FEATURES} others`, () => {
    const crowded = [...importers]
      .filter(([, by]) => by.size > MAX_IMPORTING_FEATURES)
      .map(([feature, by]) => `${feature}: ${[...by].sort().join(", ")}`);
    expect(crowded).toEqual([]);
  });
});
