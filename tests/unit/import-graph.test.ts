import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise, type ICruiseResult, type IConfiguration } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

// The rules `npm run deps` checks the project with, run on small trees written here.
const config = createRequire(import.meta.url)("../../.dependency-cruiser.cjs") as IConfiguration;
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** The rules a tree of `files` (path -> source) breaks, as "rule: from -> to". */
async function violations(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), "import-graph-"));
  roots.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  const folders = [...new Set(Object.keys(files).map((path) => path.split("/")[0]))];
  const { output } = await cruise(folders, {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
  });
  return (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`);
}

describe("the import graph's rules", () => {
  it("pass a sandbox whose layers import downwards, and a portal using the sandbox's interface", async () => {
    expect(
      await violations({
        "sandbox/db/index.ts": "export const db = 1;\n",
        "sandbox/lib/rule.ts": 'import { db } from "../db/index";\nexport const rule = db;\n',
        "sandbox/calls/group.ts": 'import { rule } from "../lib/rule";\nexport const handlers = rule;\n',
        "sandbox/seed/index.ts": 'import { rule } from "../lib/rule";\nexport const seed = rule;\n',
        "sandbox/server.ts":
          'import { handlers } from "./calls/group";\nimport { seed } from "./seed/index";\nexport const start = [handlers, seed];\n',
        "server/target.ts": 'export const load = () => import("../sandbox/server");\n',
      }),
    ).toEqual([]);
  });

  it("fail on a circle, type-only imports included", async () => {
    expect(
      await violations({
        "sandbox/lib/a.ts": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
        "sandbox/lib/b.ts": 'import type { A } from "./a";\nexport type B = { a?: A };\n',
      }),
    ).toContainEqual(expect.stringMatching(/^no-circular: sandbox\/lib\/[ab]\.ts -> sandbox\/lib\/[ab]\.ts$/));
  });

  it("fail on an import climbing a sandbox layer", async () => {
    expect(
      await violations({
        "sandbox/calls/group.ts": "export const handlers = 1;\n",
        "sandbox/lib/rule.ts": 'import { handlers } from "../calls/group";\nexport const rule = handlers;\n',
        "sandbox/seed/index.ts": 'import { handlers } from "../calls/group";\nexport const seed = handlers;\n',
        "sandbox/db/index.ts": 'import { rule } from "../lib/rule";\nexport const db = rule;\n',
      }),
    ).toEqual([
      "sandbox-db-is-the-bottom: sandbox/db/index.ts -> sandbox/lib/rule.ts",
      "sandbox-lib-below-calls-and-seed: sandbox/lib/rule.ts -> sandbox/calls/group.ts",
      "sandbox-seed-uses-lib: sandbox/seed/index.ts -> sandbox/calls/group.ts",
    ]);
  });

  it("fail on the portal reading the sandbox past its interface", async () => {
    expect(
      await violations({
        "sandbox/db/index.ts": "export const db = 1;\n",
        "server/target.ts": 'import { db } from "../sandbox/db/index";\nexport const target = db;\n',
      }),
    ).toEqual(["portal-through-sandbox-interface: server/target.ts -> sandbox/db/index.ts"]);
  });
});
