import { pino } from "pino";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { readBrandFolder, sameBrandFiles, type BrandFiles } from "~/brand/brand-folder.server";
import { createLiveBrandRegistry } from "~/brand/registry.server";
import { publishDraft, rollbackTo } from "../../console/features/versions/versions.server";
import { openConsoleStore } from "../../console/store/database.server";
import { openBrandSync } from "../../server/brand-sync";
import { getOnce } from "../helpers/load";
import { startTestPortal } from "../helpers/portal";
import { logLinesOf, startPortalProcess, type PortalProcess } from "../helpers/portal-process";
import { compiledProjectCopy, projectCopy } from "../helpers/project-copy";
import { startTestRedis } from "../helpers/redis";
import { startTestSandbox } from "../helpers/sandbox";

/**
 * A fleet sharing one Redis, each instance with its own brands/ (a project copy of its own):
 * - A, in this process: its registry, its brands' sync and its portal, with the console's
 *   versions on an in-memory store: the change is published as the console publishes it;
 * - B, the compiled server as `npm start` runs it, a cluster of two workers with the file watcher
 *   off (BRANDS_WATCH=0): it can learn of the change only through Redis, its primary writing the
 *   files and telling its workers;
 * - C, started after the publish: it serves the published brand from its first request.
 * The times are asserted only as "within 5 s" (polled); BRAND_FLEET_TIMES=1 prints them.
 */
const redis = await startTestRedis();
const sb = await startTestSandbox();
const logger = pino({ level: "silent" });

const rootA = projectCopy();
const registryA = await createLiveBrandRegistry(rootA);
const syncA = await openBrandSync({ root: rootA, logger, redisUrl: redis.url, role: "single" });
syncA.follow(() => registryA.reload());
afterAll(() => syncA.close());
const store = openConsoleStore(":memory:");
afterAll(() => store.close());
const a = await startTestPortal(sb.url, { registry: registryA, redisUrl: redis.url });

const children: PortalProcess[] = [];
afterAll(async () => {
  for (const child of children) {
    if (child.child.exitCode === null && child.child.signalCode === null) child.child.kill("SIGKILL");
    await child.exited;
  }
});
let stdoutB = "";
const b = await startPortalProcess(
  sb.url,
  { REDIS_URL: redis.url, WEB_CONCURRENCY: "2", BRANDS_WATCH: "0", LOG_LEVEL: "info" },
  { root: compiledProjectCopy(), onStdout: (chunk) => (stdoutB += chunk) },
);
children.push(b);

const staff = { id: 1, email: "editor@example.test" };
const OLD = "#38bdf8";
const NEW = "#22c3ee";
const times: Record<string, number> = {};

/** The lumen stylesheet a portal on `port` serves now, on a connection of its own (either worker may take it). */
const themeOn = async (port: number) => (await getOnce(port, `lumen.localhost:${port}`, "/brand/theme.css")).body;
const primaryOf = (css: string) => /--pt-color-primary:(#[0-9a-f]{6})/.exec(css)?.[1];

/** The files with `from` replaced by `to` in the one file that holds it (the files are opaque here). */
function withColour(files: BrandFiles, from: string, to: string): BrandFiles {
  const [path, bytes] = [...files].find(([, content]) => content.toString("utf8").includes(from))!;
  return new Map(files).set(path, Buffer.from(bytes.toString("utf8").replace(from, to)));
}

/** B's worker pids that logged a reload since `from` (a length of its output). */
const reloadedWorkers = (from: number) =>
  new Set(
    linesOfB(from)
      .filter((line) => line.msg === "brands reloaded" && line.pid !== undefined && line.pid !== b.child.pid)
      .map((line) => line.pid),
  );

/** B's log lines, as parsed JSON. */
const linesOfB = (from = 0) => logLinesOf(stdoutB.slice(from));

/**
 * Waits for B's second worker too: B answers as soon as one worker listens, and a worker still
 * starting when a change arrives reads the changed files at its start and logs no reload.
 */
async function bothWorkersListening() {
  const deadline = Date.now() + 60_000;
  while (
    new Set(
      linesOfB()
        .filter((line) => line.msg === "portal listening")
        .map((line) => line.pid),
    ).size < 2
  ) {
    if (Date.now() > deadline) throw new Error(`B's two workers did not both listen within 60 s: ${stdoutB.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Polls until every port serves `colour` (and B's two workers have reloaded since `logFrom`); ms taken, failing after 5 s. */
async function servedEverywhere(ports: number[], colour: string, logFrom: number, started: number): Promise<number> {
  for (;;) {
    const colours = await Promise.all(ports.map(async (port) => primaryOf(await themeOn(port))));
    if (colours.every((served) => served === colour) && reloadedWorkers(logFrom).size === 2) return Date.now() - started;
    if (Date.now() - started > 5_000) {
      throw new Error(`not served within 5 s: ${JSON.stringify(colours)}, workers reloaded: ${reloadedWorkers(logFrom).size}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

afterAll(() => {
  if (process.env.BRAND_FLEET_TIMES) console.log(`brand fleet times (ms): ${JSON.stringify(times)}`);
});

await bothWorkersListening();

describe("a brand published on one instance", () => {
  it("is served by the other instance within 5 s, and by an instance started after it from its first request", async () => {
    expect(primaryOf(await themeOn(b.port))).toBe(OLD);
    const live = readBrandFolder(rootA, "lumen", { part: "live" });
    const draftFrom = stdoutB.length;
    await syncA.applyBrandChange({ id: "lumen", draft: withColour(live, OLD, NEW) });
    // The draft reaches B too (a preview link works on any instance), and is not live there.
    await servedEverywhere([b.port], OLD, draftFrom, Date.now());

    const logFrom = stdoutB.length;
    const started = Date.now();
    const { version, report } = await publishDraft(store, syncA, { brandId: "lumen", staff });
    times.publishOnA = Date.now() - started;
    expect(report).toEqual({ problems: [], refused: false, shared: true });
    expect(version.number).toBe(2);
    // This instance at once: the publish has reloaded its registry before it resolves.
    expect(primaryOf(await themeOn(a.portal.port))).toBe(NEW);
    times.publishToB = await servedEverywhere([b.port], NEW, logFrom, started);

    const startedC = Date.now();
    const c = await startPortalProcess(sb.url, { REDIS_URL: redis.url, BRANDS_WATCH: "0" }, { root: compiledProjectCopy() });
    children.push(c);
    times.startC = Date.now() - startedC;
    expect(primaryOf(await themeOn(c.port))).toBe(NEW);

    const rollbackFrom = stdoutB.length;
    const rolledBack = Date.now();
    await rollbackTo(store, syncA, { brandId: "lumen", version: 1, staff });
    expect(primaryOf(await themeOn(a.portal.port))).toBe(OLD);
    times.rollbackToBandC = await servedEverywhere([b.port, c.port], OLD, rollbackFrom, rolledBack);
  });

  it("is served where it was made while Redis is down, and reaches the others once Redis is back, even empty", async () => {
    // D: a fourth brands folder with its sync only (what B's primary runs), in this process.
    const rootD = projectCopy(onTestFinished);
    const syncD = await openBrandSync({ root: rootD, logger, redisUrl: redis.url, role: "single" });
    onTestFinished(() => syncD.close());
    await redis.stop();
    const draft = withColour(readBrandFolder(rootA, "lumen", { part: "live" }), OLD, NEW);
    expect((await syncA.applyBrandChange({ id: "lumen", draft })).shared).toBe("pending");
    expect(readBrandFolder(rootA, "lumen", { part: "draft" })).toEqual(draft);
    // Restarted without its data, as a Redis without persistence comes back.
    await redis.start();
    const started = Date.now();
    while (!sameBrandFiles(readBrandFolder(rootD, "lumen", { part: "draft" }), draft)) {
      if (Date.now() - started > 15_000)
        throw new Error("the draft made during the outage did not reach D within 15 s of Redis coming back");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    times.afterOutage = Date.now() - started;
  });
});
