import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_BUNDLE } from "../../scripts/build/server-bundle";
import { freePort } from "../../scripts/lib/free-port";
import { logLinesOf, type LogLine } from "../helpers/portal-process";
import { PROJECT_ROOT } from "../helpers/project-copy";

/**
 * `npm start` runs the compiled server with NODE_ENV=production: its embedded sandbox mounts the
 * test-control surface only when SANDBOX_CONTROL=1 asks for it (to preview maintenance, a
 * region block, payouts or the reset e-mail on a production build), on loopback only, behind
 * its token, with a loud warning; by default it is not there. The portal runs here as that
 * child process (the production build, made by global-setup.ts), from a scratch folder so its
 * sandbox database (.data/sandbox.db, relative to the working directory) is a throwaway one.
 */

const START_TIMEOUT_MS = 45_000;
const STOP_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 5_000;

interface Portal {
  child: ChildProcess;
  /** Everything the child printed so far, stdout and stderr. */
  output(): string;
  /** The parsed JSON log lines of stdout so far. */
  logLines(): LogLine[];
}

/** Starts the compiled server and resolves once it logs "portal listening"; rejects if it exits or takes too long. */
function startPortal(cwd: string, env: Record<string, string>): Promise<Portal> {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, SERVER_BUNDLE)], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  const logLines = () => logLinesOf(stdout);
  const portal: Portal = { child, output: () => stdout + stderr, logLines };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`the portal did not start in ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    const finish = (error?: Error) => {
      clearTimeout(timer);
      child.stdout.off("data", onStdout);
      child.off("exit", onExit);
      if (error) reject(new Error(`${error.message}\n${portal.output()}`));
      else resolve(portal);
    };
    const onStdout = () => {
      if (logLines().some((line) => line.msg === "portal listening")) finish();
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish(new Error(`the portal exited early (code ${code}, signal ${signal})`));
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => void (stdout += chunk));
    child.stderr.on("data", (chunk: string) => void (stderr += chunk));
    child.stdout.on("data", onStdout);
    child.on("exit", onExit);
    child.on("error", (error) => finish(error));
  });
}

/** SIGTERM (the server shuts down gracefully), then SIGKILL if it is still there after STOP_TIMEOUT_MS. */
async function stopPortal(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), STOP_TIMEOUT_MS);
  });
  if (await Promise.race([exited.then(() => false), timedOut])) {
    child.kill("SIGKILL");
    await exited;
  }
  clearTimeout(timer);
}

/** A production portal from a scratch folder, its embedded sandbox on a port of its own, with `env` added. */
function productionPortal(env: Record<string, string>) {
  // Inside the project (in the ignored .data/), which the tests clean up.
  mkdirSync(join(PROJECT_ROOT, ".data"), { recursive: true });
  const scratch = mkdtempSync(join(PROJECT_ROOT, ".data", "control-surface-"));
  const started = { portal: undefined as Portal | undefined, sandboxUrl: "" };

  beforeAll(async () => {
    const sandboxPort = await freePort();
    started.sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    started.portal = await startPortal(scratch, {
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_CONTROL: "",
      SESSION_SECRET: "control-surface-test-only-session-secret",
      LOG_LEVEL: "info",
      WEB_CONCURRENCY: "1",
      ...env,
    });
  }, START_TIMEOUT_MS + 5_000);

  afterAll(async () => {
    if (started.portal) await stopPortal(started.portal.child);
    rmSync(scratch, { recursive: true, force: true });
  }, STOP_TIMEOUT_MS + 5_000);
  return started;
}

const controlCall = (sandboxUrl: string, headers: Record<string, string>) =>
  fetch(`${sandboxUrl}/__control/faults/clear`, { method: "POST", headers, body: "{}", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

describe("the portal in production mode, by default", () => {
  const started = productionPortal({});

  it("runs the embedded sandbox on SANDBOX_PORT without its control surface", async () => {
    // The port is the embedded sandbox's: it answers contract calls.
    const status = await fetch(`${started.sandboxUrl}/api/v1/system/status`, {
      headers: { "x-merchant": "AURORA" },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    expect(status.status).toBe(200);

    // The control surface is not there, whatever the request carries.
    const attempts: Array<Record<string, string>> = [
      { "content-type": "application/json" },
      { "content-type": "application/json", "x-control-token": "guess" },
    ];
    for (const headers of attempts) {
      const response = await controlCall(started.sandboxUrl, headers);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    }

    // And the portal said so, printing no token.
    const lines = started.portal?.logLines() ?? [];
    expect(lines.find((line) => line.msg === "platform")).toMatchObject({ embedded: true, control: false, url: started.sandboxUrl });
    expect(started.portal?.output()).not.toContain("X-Control-Token");
  });
});

describe("the portal in production mode with SANDBOX_CONTROL=1", () => {
  const started = productionPortal({ SANDBOX_CONTROL: "1" });

  it("mounts the control surface on loopback, behind the token it prints, with a loud warning", async () => {
    const output = started.portal?.output() ?? "";
    expect(output).toContain("SANDBOX_CONTROL=1 in production mode: the sandbox's test-control surface is ON");
    const token = /X-Control-Token: ([\w-]+)\)/.exec(output)?.[1] ?? "";
    expect(token).toMatch(/^[\w-]{43}$/);
    const lines = started.portal?.logLines() ?? [];
    // The sandbox listens on the loopback address only.
    expect(lines.find((line) => line.msg === "platform")).toMatchObject({ embedded: true, control: true, url: started.sandboxUrl });
    expect(started.sandboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);

    const refused = await controlCall(started.sandboxUrl, { "content-type": "application/json", "x-control-token": "guess" });
    expect(refused.status).toBe(403);
    const done = await controlCall(started.sandboxUrl, { "content-type": "application/json", "x-control-token": token });
    expect(done.status).toBe(200);
    // Maintenance switched on through it is what the platform then says.
    const maintenance = await fetch(`${started.sandboxUrl}/__control/merchants/AURORA/status`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-control-token": token },
      body: JSON.stringify({ status: 1 }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    expect(maintenance.status).toBe(200);
    const status = await fetch(`${started.sandboxUrl}/api/v1/system/status`, {
      headers: { "x-merchant": "AURORA" },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    expect(await status.json()).toMatchObject({ success: true, value: { status: 1 } });
  });
});
