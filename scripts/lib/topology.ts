/**
 * One production topology on this machine, on loopback and free ports: the platform (the
 * sandbox, a process of its own with its own database file), one Redis, `instances` portal
 * instances each run as `npm start` runs it, and HAProxy in front of them. `npm run topology`
 * and `tests/integration/topology.test.ts` start it with `startTopology`; docs/deployment.md
 * describes it.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { loadBrandRegistry } from "../../app/brand/registry.server";
import type { Brand } from "../../app/brand/schema";
import { exportSandboxIdentityProviders, exportSandboxServiceKeys } from "../../server/platform-target";
import { ensureBuild } from "./build-freshness";
import { freePort } from "./free-port";
import { HAPROXY, haproxyConfig, serverStates, type ServerState } from "./haproxy";
import { startProcessGroup, type ProcessGroup } from "./process-group";
import { redisAnswers } from "./redis-ping";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const HOST = "127.0.0.1";
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? "redis-server";
/** A start takes a few seconds; a busy machine (a test run on every core) may take many times that. */
const START_TIMEOUT_MS = 120_000;
/** Past the portal's own bound on a drain (15 s with several workers). */
const DRAIN_GRACE_MS = 20_000;

export interface TopologyOptions {
  /** Portal instances behind the proxy. */
  instances: number;
  /** Each instance's WEB_CONCURRENCY; unset: `npm start`'s default (one worker per core). */
  workers?: number;
  /** The proxy's port; default a free one. */
  proxyPort?: number;
  /** More settings for every instance (LOG_LEVEL...). */
  env?: Record<string, string>;
}

export interface PortalInstance {
  /** Its server's name in HAProxy. */
  name: string;
  port: number;
  /** Its own address, behind the proxy. */
  url: string;
  /** A crash: `kill -9` of every process of the instance; nothing drains. */
  kill(): Promise<void>;
  /** Starts it (`npm start`; after `kill`, again on the same port with the same settings); resolves once `/readyz` answers 200. */
  start(): Promise<void>;
}

export interface Topology {
  /** The proxy's address: what players reach. */
  url: string;
  port: number;
  /** HAProxy's stats page (CSV at `/;csv`). */
  statsUrl: string;
  /** Each brand's address through the proxy. */
  brands: Array<{ name: string; url: string }>;
  platformUrl: string;
  redisUrl: string;
  /** The generated HAProxy configuration's file. */
  configFile: string;
  /** Where each process writes its output (`<name>.log`); removed by `stop`. */
  dir: string;
  instances: PortalInstance[];
  /** The portal instances as HAProxy sees them. */
  servers(): Promise<ServerState[]>;
  /** Stops everything: the proxy, each instance (SIGTERM: it drains), Redis and the platform. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `ready` to hold while `group` runs; its output's tail in the error otherwise. */
async function waitUntil(what: string, group: ProcessGroup, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await ready().catch(() => false))) {
    if (!group.alive()) throw new Error(`${what} exited at start:\n${group.tail()}`);
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${START_TIMEOUT_MS / 1000} s:\n${group.tail()}`);
    await sleep(100);
  }
}

const answers = (url: string, status?: number) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then((response) => status === undefined || response.status === status);

/**
 * The merchants' service keys and test sign-in clients, read from the platform's database, under
 * the names each brand's config gives: what a deployment sets from the operator's records for
 * every instance. (Read through the functions the embedded sandbox uses, which also put them in
 * this process's environment.)
 */
async function brandSecrets(dbFile: string, platformUrl: string, brands: readonly Brand[]) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const names = [...(await exportSandboxServiceKeys(db, brands)), ...(await exportSandboxIdentityProviders(platformUrl, db, brands))];
    return Object.fromEntries(names.map((name) => [name, process.env[name] ?? ""]));
  } finally {
    db.close();
  }
}

/** Debian's redis-server and haproxy, which `scripts/ensure-test-tools.sh` installs (`npm test` runs it). */
function checkTools(): void {
  for (const tool of [REDIS_SERVER, HAPROXY]) {
    if (spawnSync(tool, ["-v"]).status !== 0)
      throw new Error(`${tool} is missing: run "bash scripts/ensure-test-tools.sh" (npm test does)`);
  }
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  checkTools();
  // Built once, here: each `npm start` only finds it fresh, rather than several building at once.
  ensureBuild(ROOT);
  const dir = mkdtempSync(join(tmpdir(), "portal-topology-"));
  // The caller's own Node options (a test runner's loader) are not the deployment's.
  const { NODE_OPTIONS: _callerOptions, ...inherited } = process.env;
  /** The platform and Redis, stopped last: the instances' drains may still need them. */
  const backing = new Set<ProcessGroup>();
  /** The instances and the proxy. */
  const front = new Set<ProcessGroup>();
  const run = (tier: Set<ProcessGroup>, name: string, command: string, args: string[], env: NodeJS.ProcessEnv = inherited) => {
    const group = startProcessGroup(command, args, { cwd: ROOT, env, logFile: join(dir, `${name}.log`) });
    tier.add(group);
    return group;
  };
  const stopAll = async () => {
    for (const tier of [front, backing]) await Promise.all([...tier].map((group) => group.stop(DRAIN_GRACE_MS)));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const [platformPort, redisPort, proxyPort, statsPort] = [
      await freePort(),
      await freePort(),
      options.proxyPort ?? (await freePort()),
      await freePort(),
    ];
    const platformUrl = `http://${HOST}:${platformPort}`;
    const redisUrl = `redis://${HOST}:${redisPort}`;
    const dbFile = join(dir, "platform.db");
    const registry = loadBrandRegistry(ROOT);

    // The platform and Redis first: an instance checks both as it starts.
    const platform = run(backing, "platform", "npm", ["run", "sandbox", "--", "--port", String(platformPort), "--db", dbFile], {
      ...inherited,
      // A stand-in for the operator's platform: no control surface.
      NODE_ENV: "production",
    });
    // As the shared-state tests run it: no persistence, loopback only.
    const redis = run(backing, "redis", REDIS_SERVER, ["--port", String(redisPort), "--bind", HOST, "--save", "", "--appendonly", "no"]);
    await Promise.all([
      waitUntil("the platform", platform, () => answers(`${platformUrl}/`)),
      waitUntil("redis-server", redis, () => redisAnswers(redisPort)),
    ]);
    const brands = (await registry).entries.map((entry) => entry.brand);
    const secrets = await brandSecrets(dbFile, platformUrl, brands);

    const sessionSecret = randomBytes(32).toString("base64url");
    const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
    const instances = ports.map((port, index): PortalInstance => {
      const name = `portal${index + 1}`;
      const url = `http://${HOST}:${port}`;
      let group: ProcessGroup | null = null;
      const env: NodeJS.ProcessEnv = {
        ...inherited,
        ...secrets,
        PLATFORM_URL: platformUrl,
        REDIS_URL: redisUrl,
        // The same for every instance: a session made by one opens on the others.
        SESSION_SECRET: sessionSecret,
        HOST,
        PORT: String(port),
        // HAProxy, on this machine, is the one proxy in front.
        TRUST_PROXY: "loopback",
        BRANDS_WATCH: "0",
        ...(options.workers === undefined ? {} : { WEB_CONCURRENCY: String(options.workers) }),
        ...options.env,
      };
      return {
        name,
        port,
        url,
        async kill() {
          await group?.kill();
        },
        async start() {
          if (group) front.delete(group);
          group = run(front, name, "npm", ["start"], env);
          await waitUntil(name, group, () => answers(`${url}/readyz`, 200));
        },
      };
    });

    const statsUrl = `http://${HOST}:${statsPort}/`;
    const configFile = join(dir, "haproxy.cfg");
    writeFileSync(
      configFile,
      haproxyConfig({
        bind: { host: HOST, port: proxyPort },
        stats: { host: HOST, port: statsPort },
        servers: instances.map((instance) => ({ name: instance.name, address: `${HOST}:${instance.port}` })),
      }),
    );
    const proxy = run(front, "haproxy", HAPROXY, ["-db", "-f", configFile]);
    const servers = () => serverStates(statsUrl);
    await Promise.all(instances.map((instance) => instance.start()));
    // Ready when the proxy's own checks have passed for every instance.
    await waitUntil("haproxy", proxy, async () => (await servers()).every((server) => server.status === "UP" && server.check === "L7OK"));

    return {
      url: `http://${HOST}:${proxyPort}`,
      port: proxyPort,
      statsUrl,
      brands: brands.map((brand) => ({ name: brand.displayName, url: `http://${brand.id}.localhost:${proxyPort}` })),
      platformUrl,
      redisUrl,
      configFile,
      dir,
      instances,
      servers,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
