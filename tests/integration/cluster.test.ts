import { readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solvedBotCheck } from "../helpers/bot-check";
import { getOnce, steadyLoad } from "../helpers/load";
import { sessionCookie, signedInAs } from "../helpers/members";
import { resetByLink, resetBySms, seededPlayer } from "../helpers/password-resets";
import { portalRequest, type TestPortal } from "../helpers/portal";
import { freePort, logLinesOf, startPortalProcess, type PortalProcess } from "../helpers/portal-process";
import { compiledProjectCopy } from "../helpers/project-copy";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/**
 * The portal as `npm start` runs it (the compiled server under plain Node) with
 * WEB_CONCURRENCY=2: a primary and two worker processes behind one port, in front of a test
 * sandbox, from a copy of the project whose brands the tests may edit. Each worker's log lines
 * carry its pid, which is how the test tells who answered.
 *
 * Order matters: the same cluster serves every test, and the last one stops it.
 */
const sb = await startTestSandbox();
const root = compiledProjectCopy();
/** Replaces `from` with `to` in a brand file of the copy. */
function editBrandFile(path: string, from: string, to: string): void {
  const file = join(root, "brands", path);
  const text = readFileSync(file, "utf8");
  if (!text.includes(from)) throw new Error(`${path} has no ${from}`);
  writeFileSync(file, text.replace(from, to));
}
// After the build: brand files are not part of it, the server compiles them as it loads them.
editBrandFile("lumen/theme.yaml", 'primary: "#38bdf8"', 'primary: "#22c3ee"');

let portal: PortalProcess;
let stdout = "";
/** The primary serves the workers' metrics, summed, on a port of its own. */
const metricsPort = await freePort();

/** The parsed JSON lines the cluster has logged so far (complete lines only). */
const logLines = () => logLinesOf(stdout);
/** The pids of the workers that have logged "portal listening". */
const listeningWorkers = () =>
  logLines()
    .filter((line) => line.msg === "portal listening")
    .map((line) => line.pid as number);
/** The pids that logged a finished request. */
const answeringWorkers = () =>
  new Set(
    logLines()
      .filter((line) => line.method === "GET")
      .map((line) => line.pid as number),
  );
/** The pids that logged an answer to a POST of `path`, with its status. */
const postsAnswered = (path: string) =>
  logLines()
    .filter((line) => line.method === "POST" && line.path === path)
    .map((line) => ({ pid: line.pid as number, status: line.status as number }));

/** One form POST on a fresh connection (so either worker may accept it); answers its status. */
function postOnce(port: number, host: string, path: string, form: Record<string, string>): Promise<number> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent: false,
        headers: {
          host,
          origin: `http://${host}`,
          "sec-fetch-site": "same-origin",
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits for `done` to hold, `ms` at most. */
async function waitFor(what: string, done: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms\n${stdout.slice(-3000)}`);
    await sleep(50);
  }
}

beforeAll(async () => {
  portal = await startPortalProcess(
    sb.url,
    { WEB_CONCURRENCY: "2", LOG_LEVEL: "info", METRICS_PORT: String(metricsPort) },
    { onStdout: (chunk) => (stdout += chunk), root },
  );
  // /healthz answers once one worker listens; connections are shared only among the workers listening.
  await waitFor("both workers listening", () => listeningWorkers().length === 2);
}, 90_000);

afterAll(async () => {
  if (portal && portal.child.exitCode === null) {
    portal.child.kill("SIGKILL");
    await portal.exited;
  }
});

describe("the cluster (WEB_CONCURRENCY=2)", () => {
  const host = () => `aurora.localhost:${portal.port}`;

  it("answers from two worker processes on one port, and prints each brand's address once", async () => {
    // A connection per request: each worker accepts its own, so a kept-alive one stays with one worker.
    const load = steadyLoad({ port: portal.port, host: host(), path: "/", connections: 4, maxSeconds: 20, keepAlive: false });
    await waitFor("requests answered by two workers", () => answeringWorkers().size === 2, 20_000).finally(() => load.stop());
    const report = await load.done;
    expect(report.failed, report.errors.join("; ")).toBe(0);
    expect(report.unanswered).toEqual({ fresh: 0, reused: 0 });
    const workers = answeringWorkers();
    expect(workers.has(portal.child.pid!)).toBe(false);
    expect([...workers].sort()).toEqual([...listeningWorkers()].sort());
    // Each worker runs with the default heap limit (WORKER_HEAP_MIB); the primary with Node's own.
    const flagsOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    for (const pid of workers) expect(flagsOf(pid)).toContain("--max-old-space-size=512");
    expect(flagsOf(portal.child.pid!).some((flag) => flag.startsWith("--max-old-space-size"))).toBe(false);

    const printed = stdout.split("\n").filter((line) => line.includes(`http://aurora.localhost:${portal.port}`));
    expect(printed).toHaveLength(1);
  });

  it("runs compiled under plain Node, and loads brand files as they are: edited after the build, then while it runs", async () => {
    const argsOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    for (const pid of [portal.child.pid!, ...listeningWorkers()]) {
      expect(argsOf(pid).at(-1)).toMatch(/build\/portal\/server\.js$/);
      expect(argsOf(pid).filter((arg) => /tsx|--import|--loader|--require/.test(arg))).toEqual([]);
    }
    const lumenTheme = async () => (await getOnce(portal.port, `lumen.localhost:${portal.port}`, "/brand/theme.css")).body;
    for (let i = 0; i < 4; i++) expect(await lumenTheme()).toContain("--pt-color-primary:#22c3ee");

    const from = logLines().length;
    editBrandFile("lumen/theme.yaml", 'primary: "#22c3ee"', 'primary: "#0ea5e9"');
    const reloadedBy = () =>
      new Set(
        logLines()
          .slice(from)
          .filter((line) => line.msg === "brands reloaded")
          .map((line) => line.pid),
      );
    await waitFor("both workers reloaded", () => reloadedBy().size === 2, 10_000);
    for (let i = 0; i < 4; i++) expect(await lumenTheme()).toContain("--pt-color-primary:#0ea5e9");
  });

  it("counts wrong sign-ins across both workers without Redis: the 21st in the window answers 429, whichever worker takes it", async () => {
    const username = `nobody_${process.pid}`;
    const attempt = () => postOnce(portal.port, host(), "/login", { type: "username", username, password: "wrong-password" });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push(await attempt());
    // Each refused for itself (no bot check solved), none for the limit: 20 attempts are allowed per account.
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    await waitFor("the sign-ins logged", () => postsAnswered("/login").length === 20);
    expect(new Set(postsAnswered("/login").map((line) => line.pid)).size).toBe(2);
    // Whichever worker takes them, the next ones are over the limit: the count is one, not one per worker.
    const refusedBy = () =>
      new Set(
        postsAnswered("/login")
          .filter((line) => line.status === 429)
          .map((line) => line.pid),
      );
    for (let i = 1; i <= 10 && refusedBy().size < 2; i++) {
      expect(await attempt()).toBe(429);
      await waitFor("the refusal logged", () => postsAnswered("/login").length === 20 + i);
    }
    expect([...refusedBy()].sort()).toEqual([...listeningWorkers()].sort());
  });

  it("signs the account's other cookies out on both workers after a password reset by link or by SMS code", async () => {
    const base = portalRequest(portal.port);
    // Each request on a connection of its own, so either worker may accept it.
    const request: TestPortal["request"] = (brand, path, options = {}) => base(brand, path, { ...options, agent: false });
    const post = (brand: string) => ({ origin: `http://${brand}.localhost:${portal.port}`, "sec-fetch-site": "same-origin" });
    /** Replays `cookie` on the home until both workers have answered it; whether each answer showed `username` signed in. */
    async function onBothWorkers(cookie: string, username: string): Promise<boolean[]> {
      const from = logLines().length;
      const homes = () =>
        logLines()
          .slice(from)
          .filter((line) => line.method === "GET" && line.path === "/");
      const shown: boolean[] = [];
      for (let i = 1; i <= 20 && new Set(homes().map((line) => line.pid)).size < 2; i++) {
        shown.push(signedInAs((await request("aurora", "/", { headers: { cookie } })).body, username));
        await waitFor("the home logged", () => homes().length === i);
      }
      expect(new Set(homes().map((line) => line.pid)).size).toBe(2);
      return shown;
    }

    for (const [reset, n] of [
      [resetByLink, 1],
      [resetBySms, 2],
    ] as const) {
      const { username } = seededPlayer(n);
      const botCheck = await solvedBotCheck(request, "aurora", "login");
      const login = await request("aurora", "/login", {
        form: { type: "username", username, password: MEMBER.password, botCheck },
        headers: post("aurora"),
      });
      expect(login.status).toBe(302);
      const cookie = sessionCookie(login);
      expect(await onBothWorkers(cookie, username)).not.toContain(false);
      await reset(sb, { request, post }, n);
      expect(await onBothWorkers(cookie, username)).not.toContain(true);
    }
  });

  it("sums both workers' counts on the primary's metrics port", async () => {
    const HEALTH = 'portal_http_requests_total{route="/healthz",method="GET",status="200"}';
    const scraped = async () => {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const line = text.split("\n").find((candidate) => candidate.startsWith(`${HEALTH} `));
      return line === undefined ? 0 : Number(line.slice(HEALTH.length + 1));
    };
    const before = await scraped();
    const from = logLines().length;
    const answered = () =>
      logLines()
        .slice(from)
        .filter((line) => line.path === "/healthz");
    // Each on a connection of its own, until both workers have answered some.
    let sent = 0;
    while (new Set(answered().map((line) => line.pid)).size < 2 && sent < 40) {
      expect((await getOnce(portal.port, host(), "/healthz")).status).toBe(200);
      sent++;
      await waitFor("the check logged", () => answered().length === sent);
    }
    expect(new Set(answered().map((line) => line.pid)).size).toBe(2);
    expect((await scraped()) - before).toBe(sent);
  });

  it("replaces a worker that crashes, and keeps answering meanwhile", async () => {
    const [victim, survivor] = listeningWorkers();
    process.kill(victim, "SIGKILL");
    // Once the primary knows (a connection the worker accepted as it died is lost with it, as with one process).
    await waitFor("the crash noticed", () => logLines().some((line) => line.msg === "worker exited: replacing it" && line.pid === victim));
    const answer = await Promise.race([getOnce(portal.port, host(), "/"), sleep(10_000).then(() => ({ status: -1 }))]);
    expect(answer.status).toBe(200);
    await waitFor("a new worker listening", () => listeningWorkers().length === 3);
    const replacement = listeningWorkers()[2];
    expect([victim, survivor]).not.toContain(replacement);
    expect(isAlive(survivor) && isAlive(replacement)).toBe(true);
  }, 120_000);

  it("serves new connections while the primary is stopped: the workers accept them themselves", async () => {
    const primary = portal.child.pid!;
    process.kill(primary, "SIGSTOP");
    try {
      // Status -1: not answered in 10 s (a connection waiting for the primary to hand it out).
      const answered = () => Promise.race([getOnce(portal.port, host(), "/"), sleep(10_000).then(() => ({ status: -1 }))]);
      const answers = await Promise.all(Array.from({ length: 4 }, answered));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    } finally {
      process.kill(primary, "SIGCONT");
    }
  });

  it("loses no request when SIGTERM reaches the primary under load, and every process exits in bounded time", async () => {
    const workers = listeningWorkers().filter(isAlive);
    expect(workers).toHaveLength(2);
    // Slow answers, so requests are surely in flight in both workers when the signal comes.
    await sb.control("/faults", { call: "system.status", latencyMs: 300 });
    try {
      // Twenty connections, each one request at a time: some in flight at the signal (in either worker or
      // both: each worker accepts its own, so how the twenty spread is the kernel's choice).
      const from = logLines().length;
      /** The load's requests as the workers logged them, each once its answer ended. */
      const logged = () =>
        logLines()
          .slice(from)
          .filter((line) => line.method === "GET" && line.path === "/");
      const load = steadyLoad({ port: portal.port, host: host(), path: "/", connections: 20, maxSeconds: 60 });
      await waitFor("the load answered", () => logged().length > 0);

      const signalled = Date.now();
      portal.child.kill("SIGTERM");
      const report = await load.done; // each loop ends when its next connection is refused
      const exit = await portal.exited;
      const exitMs = Date.now() - signalled;
      console.info(`cluster shutdown: ${JSON.stringify(report)}; exited ${exitMs} ms after SIGTERM`);

      expect(report.failed, report.errors.join("; ")).toBe(0);
      expect(report.refused).toBeGreaterThan(0);
      expect(Object.keys(report.statuses)).toEqual(["200"]);
      // Every request a worker began it answered whole (none cut at the end of the grace time), and the
      // client got each of those answers: a connection reset before an answer (report.unanswered)
      // carried a request no worker began.
      expect(stdout).not.toContain("still unfinished");
      expect(logged().filter((line) => line.status !== 200)).toEqual([]);
      expect(logged()).toHaveLength(report.statuses[200]);
      expect(exit.code).toBe(0);
      expect(exitMs).toBeLessThan(15_000);
      await waitFor("the workers gone", () => workers.every((pid) => !isAlive(pid)), 5_000);
    } finally {
      await sb.control("/faults/clear");
    }
  }, 120_000);
});
