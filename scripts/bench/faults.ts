/**
 * `npm run bench:faults`: what the platform's bad moments cost a player, in one run. Loopback only.
 *
 * The sandbox runs as a process of its own (in memory), so it can be frozen as a hung platform
 * is (SIGSTOP: connections accepted, nothing answered) and thawed (SIGCONT); the production
 * portal runs in this process, or as `npm start`'s cluster of two workers (the compiled server)
 * for a scenario that says so. Each scenario is one entry of SCENARIOS, run in turn on a fresh
 * portal, and prints its own lines: add a scenario there to measure another fault.
 *
 * frozen platform: a signed-in member (demo_member on aurora) asks for a few pages from
 *   FROZEN_CLIENTS (4) clients at once, without pause, while the sandbox is frozen:
 *   - the slowest 503 of the requests sent in the first 2 s of the freeze (goal 1.5 s: no
 *     request waits longer than the status budget),
 *   - the slowest 503 of the requests sent from 6 s to 8 s (goal 1 s: the outage is known, no
 *     call goes out),
 *   - the time from the thaw to the first 200 of the home, asked every 100 ms (goal 5 s).
 *   Once with the portal in this process, once with two workers (each must know the outage as
 *   soon as either does). BENCH_FAULTS_RUNS rounds (3), medians printed.
 * Runs with NODE_ENV=production (it starts itself again with it if need be).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { pino } from "pino";
import { createPortalServer } from "../../server/portal";
import { BENCH_SESSION_SECRET, benchMemberCookie } from "../lib/bench-servers";
import { ensureBuild } from "../lib/build-freshness";
import { freePort } from "../lib/free-port";
import { startPortalCluster } from "../lib/portal-cluster";
import { timedRequest } from "../lib/timed-request";
import { runInProductionMode } from "../lib/production-mode";

const RUNS = Number(process.env.BENCH_FAULTS_RUNS ?? 3);
const FROZEN_CLIENTS = Number(process.env.BENCH_FAULTS_CLIENTS ?? 4);
const SIGNED_IN_PAGES = ["/", "/member/transactionHistory", "/member/vip", "/member/depositv2"];

runInProductionMode();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The sandbox as `npm run sandbox -- --memory` runs it, in its own process, so that it can be frozen. */
async function startSandboxProcess(): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "sandbox/main.ts", "--memory", "--port", String(port)], {
    // The sandbox's own settings: not the portal's production mode, and no line per call.
    env: { ...process.env, NODE_ENV: "development", LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error("the sandbox exited at start");
    const up = await fetch(`${url}/api/v1/system/status`, { headers: { "x-merchant": "AURORA" } }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error("the sandbox did not start within 60 s");
    await sleep(100);
  }
  return {
    url,
    child,
    async stop() {
      child.kill("SIGCONT");
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

interface Bench {
  sandbox: Awaited<ReturnType<typeof startSandboxProcess>>;
  /** The portal's port on 127.0.0.1. */
  port: number;
  cookie: string;
}

/** One fault: run on a fresh portal, answers the figures of the round by name (ms). */
interface Scenario {
  name: string;
  /** The portal in this process (1, default), or that many workers as `npm start` runs them. */
  workers?: number;
  /** What each figure is, and its goal, in the printed line. */
  figures: Record<string, string>;
  run(bench: Bench): Promise<Record<string, number>>;
}

const signedIn = (bench: Bench, path: string) => timedRequest(bench.port, `aurora.localhost:${bench.port}`, path, { cookie: bench.cookie });

const frozenPlatform: Scenario = {
  name: "frozen platform (SIGSTOP), signed-in pages, one process",
  figures: {
    atOnce: "slowest 503 sent in the first 2 s (goal ≤ 1500 ms)",
    known: "slowest 503 sent from 6 s to 8 s (goal ≤ 1000 ms)",
    recovery: "thaw to the first 200 of / (goal ≤ 5000 ms)",
  },
  async run(bench) {
    for (const path of SIGNED_IN_PAGES) {
      const warm = await signedIn(bench, path);
      if (warm.status !== 200) throw new Error(`${path} answered ${warm.status} before the freeze`);
    }
    bench.sandbox.child.kill("SIGSTOP");
    const frozenAt = performance.now();
    const answers: Array<{ sentMs: number; ms: number; status: number }> = [];
    await Promise.all(
      Array.from({ length: FROZEN_CLIENTS }, async (_, client) => {
        for (let n = client; performance.now() - frozenAt < 8000; n++) {
          const sentMs = performance.now() - frozenAt;
          const response = await signedIn(bench, SIGNED_IN_PAGES[n % SIGNED_IN_PAGES.length]);
          answers.push({ sentMs, ms: response.lastByteMs, status: response.status });
        }
      }),
    );
    const not503 = answers.filter((answer) => answer.status !== 503);
    if (not503.length > 0) throw new Error(`answers other than 503 while frozen: ${not503.map((a) => a.status).join(", ")}`);
    const slowest = (from: number, to: number) =>
      Math.max(...answers.filter((answer) => answer.sentMs >= from && answer.sentMs < to).map((answer) => answer.ms));

    bench.sandbox.child.kill("SIGCONT");
    const thawedAt = performance.now();
    let recovery = -1;
    while (performance.now() - thawedAt < 30_000) {
      if ((await signedIn(bench, "/")).status === 200) {
        recovery = performance.now() - thawedAt;
        break;
      }
      await sleep(100);
    }
    return { atOnce: slowest(0, 2000), known: slowest(6000, 8000), recovery };
  },
};

/** The same with two workers: what one learns, the other is told (server/platform-status-share.ts). */
const frozenPlatformTwoWorkers: Scenario = {
  ...frozenPlatform,
  name: "frozen platform (SIGSTOP), signed-in pages, two workers",
  workers: 2,
};

/** Every fault measured, in order. */
const SCENARIOS: Scenario[] = [frozenPlatform, frozenPlatformTwoWorkers];

/** A running portal: its port, and how to stop it. */
interface RunningPortal {
  port: number;
  close(): Promise<void>;
}

/** The portal in this process. */
async function portalInProcess(platformUrl: string): Promise<RunningPortal> {
  const portal = await createPortalServer({
    platformUrl,
    port: 0,
    mode: "production",
    sessionSecret: BENCH_SESSION_SECRET,
    logger: pino({ level: "silent" }),
  });
  return { port: portal.port, close: () => portal.close() };
}

ensureBuild(process.cwd());
const sandbox = await startSandboxProcess();
try {
  const cookie = await benchMemberCookie(sandbox.url);
  for (const scenario of SCENARIOS) {
    const rounds: Array<Record<string, number>> = [];
    for (let run = 0; run < RUNS; run++) {
      const portal =
        (scenario.workers ?? 1) > 1
          ? await startPortalCluster(scenario.workers!, { PLATFORM_URL: sandbox.url, SESSION_SECRET: BENCH_SESSION_SECRET })
          : await portalInProcess(sandbox.url);
      try {
        rounds.push(await scenario.run({ sandbox, port: portal.port, cookie }));
      } finally {
        sandbox.child.kill("SIGCONT");
        await portal.close();
      }
    }
    console.log(`${scenario.name}: n=${rounds.length}`);
    for (const [key, label] of Object.entries(scenario.figures)) {
      const values = rounds.map((round) => round[key]);
      console.log(`  ${label}: median ${median(values).toFixed(0)} ms (${values.map((value) => value.toFixed(0)).join(", ")})`);
    }
  }
} finally {
  await sandbox.stop();
}
