import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { mkdirSync } from "node:fs";

/**
 * Where a running portal says how to reach it (`.data/portal.json`: its port and pid), so
 * tools on the same machine (`brand:new`) can check a brand is being served.
 */
const fileOf = (root: string) => join(root, ".data", "portal.json");

export interface RunningPortal {
  port: number;
  pid: number;
}

/** Written once the portal listens; removed when it stops. */
export function announcePortal(root: string, port: number): () => void {
  const file = fileOf(root);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ port, pid: process.pid } satisfies RunningPortal));
  return () => rmSync(file, { force: true });
}

/** The portal running from `root`, if its process is still alive. */
export function runningPortal(root: string): RunningPortal | null {
  const file = fileOf(root);
  if (!existsSync(file)) return null;
  try {
    const found = JSON.parse(readFileSync(file, "utf8")) as RunningPortal;
    process.kill(found.pid, 0);
    return found;
  } catch {
    return null;
  }
}
