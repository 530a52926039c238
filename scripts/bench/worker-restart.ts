/**
 * `npm run bench:faults` (last part): how soon a crashed worker is replaced, under load. Loopback only.
 *
 * Starts the portal as `npm start` does (the compiled server under plain Node, production,
 * WEB_CONCURRENCY=2, the embedded sandbox) and prints:
 * - the first start: from the spawn to every worker listening (the sandbox's start included);
 * - for each of KILLS (3) `kill -9`s of a worker while LOAD_CLIENTS (4) clients ask for the home
 *   without pause: the replacement's own start (from its fork, after the restart delay the
 *   primary logs, to its "portal listening"; goal 5 s on a quiet machine), and the requests the
 *   kill cut (those in flight on the worker: lost with it, as with one process);
 * - the median replacement start, and its ratio to the first start.
 * Kills are 31 s apart, so every replacement waits the first restart delay (0.5 s): a worker
 * that dies sooner after its start counts as a crash loop and waits longer.
 */
import { spawn } from "node:child_process";
import { SERVER_BUNDLE } from "../build/server-bundle";
import { ensureBuild } from "../lib/build-freshness";
import { freePort } from "../lib/free-port";
import { runInProductionMode } from "../lib/production-mode";
import { timedRequest } from "../lib/timed-request";

const KILLS = Number(process.env.BENCH_RESTART_KILLS ?? 3);
const LOAD_CLIENTS = 4;
/** Past the cluster's 30 s after which a worker's death no longer counts as a crash loop. */
const KILL_EVERY_MS = 31_000;

runInProductionMode();
ensureBuild(process.cwd());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface LogLine {
  time: number;
  msg: string;
  pid?: number;
  restartInMs?: number;
}

const port = await freePort();
const lines: LogLine[] = [];
const spawnedAt = Date.now();
const portal = spawn(process.execPath, [SERVER_BUNDLE], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    WEB_CONCURRENCY: "2",
    PORT: String(port),
    SANDBOX_PORT: String(await freePort()),
    LOG_FORMAT: "json",
    LOG_LEVEL: "info",
    LOG_REQUESTS: "0",
    BRANDS_WATCH: "0",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
let partial = "";
portal.stdout.setEncoding("utf8").on("data", (chunk: string) => {
  const parts = (partial + chunk).split("\n");
  partial = parts.pop()!;
  for (const part of parts) if (part.startsWith("{")) lines.push(JSON.parse(part) as LogLine);
});
const listening = () => lines.filter((line) => line.msg === "portal listening");

async function until(what: string, done: () => boolean, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (portal.exitCode !== null) throw new Error(`the portal exited while waiting for ${what}`);
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(20);
  }
}

try {
  await until("both workers listening", () => listening().length === 2);
  const firstStartMs = Math.max(...listening().map((line) => line.time)) - spawnedAt;
  console.log(`first start: ${firstStartMs} ms (spawn to both workers listening)`);

  let running = true;
  let answered = 0;
  let cut = 0;
  const host = `aurora.localhost:${port}`;
  const clients = Array.from({ length: LOAD_CLIENTS }, async () => {
    while (running) {
      await timedRequest(port, host, "/").then(
        () => answered++,
        () => cut++,
      );
    }
  });

  const startsMs: number[] = [];
  for (let kill = 1; kill <= KILLS; kill++) {
    await sleep(kill === 1 ? 2_000 : KILL_EVERY_MS);
    const workers = listening().map((line) => line.pid!);
    const victim = workers[workers.length - 1];
    const cutBefore = cut;
    const seen = listening().length;
    process.kill(victim, "SIGKILL");
    await until("the replacement listening", () => listening().length > seen);
    const exited = lines.find((line) => line.msg === "worker exited: replacing it" && line.pid === victim)!;
    const replacement = listening().at(-1)!;
    const startMs = replacement.time - (exited.time + exited.restartInMs!);
    startsMs.push(startMs);
    console.log(
      `kill ${kill}: worker ${victim} -> ${replacement.pid}: started in ${startMs} ms after its ${exited.restartInMs} ms restart delay; ` +
        `${cut - cutBefore} request(s) cut`,
    );
  }
  running = false;
  await Promise.all(clients);
  const typical = median(startsMs);
  console.log(
    `replacement start, median of ${KILLS}: ${typical} ms (${(typical / firstStartMs).toFixed(2)}× the first start); ` +
      `${answered} answers, ${cut} cut in all`,
  );
} finally {
  portal.kill("SIGTERM");
  await new Promise((resolve) => portal.once("exit", resolve));
}
