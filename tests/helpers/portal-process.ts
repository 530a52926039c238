import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SERVER_BUNDLE } from "../../scripts/build/server-bundle";
import { freePort } from "../../scripts/lib/free-port";

export { freePort };

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** One of a portal's JSON log lines: a message and the pid that wrote it, a finished request's method, path and status, and whatever else it carries. */
export type LogLine = { msg?: string; pid?: number; method?: string; path?: string; status?: number } & Record<string, unknown>;

/** The JSON log lines in what a portal wrote to stdout, parsed; a line still being written is left out. */
export function logLinesOf(stdout: string): LogLine[] {
  return stdout
    .slice(0, stdout.lastIndexOf("\n") + 1)
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

export interface PortalProcess {
  child: ChildProcess;
  port: number;
  /** The process's resident memory, in MiB. */
  rssMiB(): number;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What it wrote to stderr (the last 4 kB). */
  stderr(): string;
}

/**
 * The portal as `npm start` runs it, in a child process: the compiled server
 * (`node build/portal/server.js`, plain Node without a TypeScript loader; the build made by
 * global-setup.ts) with NODE_ENV=production, in front of `platformUrl`; resolves once /healthz
 * answers. The caller stops it. One process (WEB_CONCURRENCY=1) unless `env` asks for a
 * cluster: `rssMiB` measures it. `onStdout` gets what it writes to stdout (its log lines), which
 * is otherwise dropped. `root` runs it from another project folder (`compiledProjectCopy`).
 */
export async function startPortalProcess(
  platformUrl: string,
  env: Record<string, string> = {},
  options: { onStdout?: (chunk: string) => void; root?: string } = {},
): Promise<PortalProcess> {
  const port = await freePort();
  // Nothing of the test runner's own Node options (a loader) reaches it.
  const { NODE_OPTIONS: _runnerOptions, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: options.root ?? ROOT,
    env: {
      ...inherited,
      NODE_ENV: "production",
      PLATFORM_URL: platformUrl,
      PORT: String(port),
      SESSION_SECRET: "portal-process-tests-session-secret-0123",
      LOG_LEVEL: "error",
      WEB_CONCURRENCY: "1",
      // No shedding for the event loop's delay: on a busy test machine a stall is the machine's,
      // not the overload shedding is for; its own tests set it (tests/integration/metrics.test.ts).
      PORTAL_SHED_LOOP_DELAY_MS: "0",
      ...env,
    },
    stdio: ["ignore", options.onStdout ? "pipe" : "ignore", "pipe"],
  });
  if (options.onStdout) child.stdout?.setEncoding("utf8").on("data", options.onStdout);
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4096)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited at start: ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the portal did not start within 60 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    child,
    port,
    rssMiB: () => {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1];
      return Number(kb) / 1024;
    },
    exited,
    stderr: () => stderr,
  };
}
