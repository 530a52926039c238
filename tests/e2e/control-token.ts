/**
 * How the browser tests get the sandbox's control token: tests/e2e/serve.ts writes the
 * token its sandbox made (a fresh one per process) to this file, readable by its owner
 * only, and removes it on shutdown; the fixtures read it and send it in X-Control-Token.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * In the ignored .data/ folder of the project, one file per sandbox (by its port): each
 * worker of the browser matrix has a server of its own.
 */
export function controlTokenFile(sandboxPort: number): string {
  return fileURLToPath(new URL(`../../.data/e2e-control-token-${sandboxPort}`, import.meta.url));
}

/** Writes the token (mode 0600, replaced in one rename so a reader never sees half of it). */
export function writeControlToken(token: string, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const staging = `${file}.${process.pid}.tmp`;
  rmSync(staging, { force: true });
  writeFileSync(staging, `${token}\n`, { mode: 0o600, flag: "wx" });
  renameSync(staging, file);
}

export function removeControlToken(file: string): void {
  rmSync(file, { force: true });
}

/** The token the running e2e server wrote; a clear error when there is none. */
export function readControlToken(file: string): string {
  let token: string;
  try {
    token = readFileSync(file, "utf8").trim();
  } catch (error) {
    throw new Error(`no sandbox control token at ${file}: is tests/e2e/serve.ts running? (${(error as Error).message})`);
  }
  if (token === "") throw new Error(`the sandbox control token file ${file} is empty`);
  return token;
}

/** The headers every control-surface request needs. */
export function controlHeaders(token: string): Record<string, string> {
  return { "content-type": "application/json", "x-control-token": token };
}
