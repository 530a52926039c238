/**
 * `npm run topology -- [--instances N] [--workers W] [--port P]`: a production topology on this
 * machine, on loopback: the platform (the sandbox, its own process and database file), one
 * Redis, N portal instances (default 2) each run as `npm start` runs it with W workers
 * (WEB_CONCURRENCY; default `npm start`'s, one per core), and HAProxy in front on port P
 * (default a free one). Prints the proxy's address and each brand's through it; Ctrl-C or
 * SIGTERM stops everything. docs/deployment.md describes the topology and its settings.
 */
import { parseArgs } from "node:util";
import { startTopology } from "./lib/topology";

const USAGE = "Usage: npm run topology -- [--instances N] [--workers W] [--port P]";

function wholeNumber(name: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    console.error(`--${name}: a whole number from ${min} to ${max} (got "${text}")\n${USAGE}`);
    process.exit(1);
  }
  return value;
}

const { values: args } = parseArgs({
  options: { instances: { type: "string", default: "2" }, workers: { type: "string" }, port: { type: "string" } },
});
const instances = wholeNumber("instances", args.instances, 1, 16)!;
const workers = wholeNumber("workers", args.workers, 1, 64);
const proxyPort = wholeNumber("port", args.port, 1, 65_535);

console.log(`Starting the platform, Redis, ${instances} portal instance(s) and HAProxy...`);
const topology = await startTopology({ instances, workers, proxyPort });

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the proxy and the instances (each drains), then Redis and the platform...`);
    void topology.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

const column = (text: string) => text.padEnd(16);
console.log(
  [
    `\nHAProxy: ${topology.url} (stats: ${topology.statsUrl})`,
    "\nBrands, through the proxy:",
    ...topology.brands.map((brand) => `  ${column(brand.name)} ${brand.url}`),
    `\nInstances (npm start${workers === undefined ? "" : `, WEB_CONCURRENCY=${workers}`}), each behind the proxy:`,
    ...topology.instances.map((instance) => `  ${column(instance.name)} ${instance.url}`),
    `\nPlatform: ${topology.platformUrl} (the sandbox; sign in as demo_member / Member#2026, docs/sandbox.md)`,
    `Redis: ${topology.redisUrl}`,
    `HAProxy's configuration: ${topology.configFile}`,
    `Each process's output: ${topology.dir}/<name>.log`,
    "\nCtrl-C stops everything.",
  ].join("\n"),
);
