import { Agent, request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTopology, type Topology } from "../../scripts/lib/topology";
import { solvedBotCheck } from "../helpers/bot-check";
import { sessionCookie, signedInAs } from "../helpers/members";
import { portalRequest } from "../helpers/portal";
import { MEMBER } from "../helpers/sandbox";

/**
 * The production topology of docs/deployment.md, as `npm run topology` starts it: the platform,
 * Redis, two portal instances (`npm start`, one worker each) and HAProxy in front. A crash of one
 * instance under load costs at most the requests it had in flight; the proxy sends the rest to
 * the other, and the restarted instance takes traffic again once its health check passes.
 */
const CLIENTS = 4;
/** Answers an instance gives through the proxy before it counts as taking traffic. */
const TAKING_TRAFFIC = 5;

let topology: Topology;
let cookie: string;

beforeAll(async () => {
  // No shedding for the event loop's delay: on a busy test machine a stall is the machine's (tests/helpers/portal-process.ts).
  topology = await startTopology({ instances: 2, workers: 1, env: { LOG_LEVEL: "warn", PORTAL_SHED_LOOP_DELAY_MS: "0" } });
}, 180_000);

afterAll(() => topology?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `done` to hold (a safety net of 60 s for a hang, not a speed check). */
async function waitFor(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within 60 s; HAProxy sees ${JSON.stringify(await topology.servers())}`);
    await sleep(100);
  }
}

const server = async (name: string) => (await topology.servers()).find((state) => state.name === name)!;

interface LoadReport {
  /** Complete 200 answers. */
  ok: number;
  /** Requests without a complete 200 answer: a status, or "cut" (reset, hung up, short body). */
  failures: string[];
  /** Signed-in pages that did not show the account: a session that did not open. */
  signedOut: number;
}

/**
 * `clients` loops through the proxy, each one request at a time over keep-alive: a visitor's
 * home on two brands and the signed-in player's home and VIP page, until stopped.
 */
function loadThroughProxy(clients: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const report: LoadReport = { ok: 0, failures: [], signedOut: 0 };
  const steps = [
    { brand: "aurora", path: "/", signedIn: false },
    { brand: "aurora", path: "/", signedIn: true },
    { brand: "lumen", path: "/", signedIn: false },
    { brand: "aurora", path: "/member/vip", signedIn: true },
  ];
  let stopped = false;
  const one = (step: (typeof steps)[number]) =>
    new Promise<void>((resolve) => {
      let settled = false;
      const settle = (failure: string | null, body = "") => {
        if (settled) return;
        settled = true;
        if (failure !== null) report.failures.push(`${step.brand}${step.path}: ${failure}`);
        else if (step.signedIn && !signedInAs(body, MEMBER.username)) report.signedOut++;
        else report.ok++;
        resolve();
      };
      const headers: Record<string, string> = { host: `${step.brand}.localhost:${topology.port}` };
      if (step.signedIn) headers.cookie = cookie;
      const req = httpRequest({ host: "127.0.0.1", port: topology.port, path: step.path, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          if (!res.complete) settle("cut");
          else settle(res.statusCode === 200 ? null : String(res.statusCode), Buffer.concat(chunks).toString("utf8"));
        });
        res.on("error", () => settle("cut"));
        res.on("close", () => settle("cut"));
      });
      req.setTimeout(30_000, () => req.destroy());
      req.on("error", () => settle("cut"));
      req.end();
    });
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let run = client; !stopped; run++) await one(steps[run % steps.length]);
  });
  return {
    report,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      agent.destroy();
      return report;
    },
  };
}

describe("the production topology: two instances behind HAProxy", () => {
  it("opens a session made by one instance on the other (one session secret)", async () => {
    const [first, second] = topology.instances;
    const request = portalRequest(first.port);
    const headers = { origin: `http://aurora.localhost:${first.port}`, "sec-fetch-site": "same-origin" };
    const botCheck = await solvedBotCheck(request, "aurora", "login", headers);
    const login = await request("aurora", "/login", { form: { type: "username", ...MEMBER, botCheck }, headers });
    expect(login.status, login.body.slice(0, 200)).toBe(302);
    cookie = sessionCookie(login);

    const home = await portalRequest(second.port)("aurora", "/", { headers: { cookie } });
    expect(home.status).toBe(200);
    expect(signedInAs(home.body, MEMBER.username)).toBe(true);
  });

  it("loses at most the requests in flight when an instance is killed under load, and sends traffic to it again once restarted", async () => {
    const [victim, survivor] = topology.instances;
    const before = await topology.servers();
    const load = loadThroughProxy(CLIENTS);
    try {
      // Both instances serve through the proxy before the crash.
      await waitFor("both instances answering through the proxy", async () =>
        (await topology.servers()).every(
          (state) => state.answered2xx >= before.find((b) => b.name === state.name)!.answered2xx + TAKING_TRAFFIC,
        ),
      );

      await victim.kill();
      // The proxy's health checks take it out; meanwhile its requests went to the survivor.
      await waitFor("HAProxy marking the killed instance down", async () => (await server(victim.name)).status === "DOWN");
      expect((await server(survivor.name)).status).toBe("UP");

      await victim.start();
      await waitFor("HAProxy seeing the restarted instance up", async () => {
        const state = await server(victim.name);
        return state.status === "UP" && state.check === "L7OK";
      });
      const back = (await server(victim.name)).answered2xx;
      await waitFor(
        "the restarted instance answering through the proxy",
        async () => (await server(victim.name)).answered2xx >= back + TAKING_TRAFFIC,
      );
    } finally {
      await load.stop();
    }

    const { ok, failures, signedOut } = load.report;
    console.info(`topology: ${ok} answered 200 through the proxy, ${failures.length} cut by the kill (${failures.join("; ") || "none"})`);
    expect(ok).toBeGreaterThan(0);
    expect(signedOut).toBe(0);
    // Only what was in flight on the killed instance, at most one request per client, may be lost.
    expect(failures.length, failures.join("; ")).toBeLessThanOrEqual(CLIENTS);
  }, 180_000);
});
