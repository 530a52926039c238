import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { afterFile } from "./file-cleanup";
import { redisAnswers } from "../../scripts/lib/redis-ping";
import { freePort } from "./portal-process";

export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s); resolves once it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty; resolves once it answers PING. */
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, as with a hung server. */
  pause(): void;
  /** Lets a paused server go on (SIGCONT). */
  resume(): void;
}

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? "redis-server";

/**
 * A redis-server of the test's own on a free loopback port, without persistence,
 * stopped after the file's tests. `scripts/ensure-test-tools.sh` (run by `npm test`)
 * installs Debian's redis-server when it is missing.
 */
export async function startTestRedis(): Promise<TestRedis> {
  if (spawnSync(REDIS_SERVER, ["--version"]).status !== 0) {
    throw new Error(`${REDIS_SERVER} is missing: run "bash scripts/ensure-test-tools.sh" (npm test does)`);
  }
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let output = "";

  const start = async () => {
    output = "";
    const server = spawn(
      REDIS_SERVER,
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--protected-mode", "yes"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    child = server;
    server.stdout?.setEncoding("utf8").on("data", (chunk: string) => (output = (output + chunk).slice(-4096)));
    server.stderr?.setEncoding("utf8").on("data", (chunk: string) => (output = (output + chunk).slice(-4096)));
    exited = new Promise((resolve) => server.once("exit", () => resolve()));
    const deadline = Date.now() + 10_000;
    while (!(await redisAnswers(port))) {
      if (server.exitCode !== null) throw new Error(`redis-server exited at start: ${output}`);
      if (Date.now() > deadline) {
        server.kill("SIGKILL");
        throw new Error(`redis-server did not answer within 10 s: ${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const stop = async () => {
    const server = child;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    server.kill("SIGCONT");
    server.kill("SIGTERM");
    const killer = setTimeout(() => server.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(killer);
  };

  await start();
  afterFile(stop);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    pause: () => void child?.kill("SIGSTOP"),
    resume: () => void child?.kill("SIGCONT"),
  };
}
