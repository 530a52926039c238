import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { MIGRATIONS } from "../../console/store/migrations";

const STORE_MODULE = fileURLToPath(new URL("../../console/store/database.server.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "console-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A process that opens `path` at `at` (ms since the epoch: every process at the same moment) and prints the store's version. */
const openerAt = (path: string, at: number) =>
  promisify(execFile)(process.execPath, [
    "--import",
    "tsx",
    "--input-type=module",
    "-e",
    `import { openConsoleStore } from ${JSON.stringify(STORE_MODULE)};
     while (Date.now() < ${at});
     console.log(openConsoleStore(${JSON.stringify(path)}).pragma("user_version", { simple: true }));`,
  ]);

it("is opened on a fresh machine by a cluster's workers at once: each starts, the migrations run once", async () => {
  for (let round = 0; round < 2; round++) {
    const path = join(dir, `console-${round}.sqlite`);
    // Time enough for each process to load before the moment they all open the file.
    const at = Date.now() + 4_000;
    const opened = await Promise.all(Array.from({ length: 4 }, () => openerAt(path, at)));
    expect(opened.map(({ stdout }) => stdout.trim())).toEqual(Array(4).fill(String(MIGRATIONS.length)));
  }
});
