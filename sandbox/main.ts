/**
 * `npm run sandbox -- [--reset] [--port N] [--memory] [--db FILE] [--member-bets N]`: runs the sandbox platform.
 * Data lives in .data/sandbox.db (or --db FILE) across restarts unless --memory; --reset reseeds it.
 * --member-bets N: when the data is seeded (--reset, --memory or a new file), N more bets by
 * AURORA's demo_member over the last 29 days (a long betting record: 100000 gives 5,000 pages).
 * The port is --port, else SANDBOX_PORT, else 4100. SANDBOX_CONTROL=1 mounts /__control
 * (never with NODE_ENV=production) and prints the token its requests must carry.
 * Every call is logged as a JSON line (LOG_LEVEL, default info).
 */
import { parseArgs } from "node:util";
import { controlByDefault, createSandbox, demoAccountLines } from "./server";
import { sandboxSettings } from "./lib/settings";

const DEFAULT_PORT = 4100;

const USAGE = "Usage: npm run sandbox -- [--reset] [--port N] [--memory] [--db FILE] [--member-bets N]";

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        reset: { type: "boolean", default: false },
        port: { type: "string" },
        memory: { type: "boolean", default: false },
        db: { type: "string" },
        "member-bets": { type: "string" },
      },
    }).values;
  } catch (error) {
    return exitWith(`${(error as Error).message}\n${USAGE}`);
  }
}

const args = readArgs();
const env = sandboxSettings();
const portText = args.port ?? env.SANDBOX_PORT ?? String(DEFAULT_PORT);
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  exitWith(`Invalid port "${portText}": use a whole number from 0 to 65535.`);
}

const memberBetsText = args["member-bets"] ?? "0";
const memberBets = Number(memberBetsText);
if (!Number.isInteger(memberBets) || memberBets < 0 || memberBets > 1_000_000) {
  exitWith(`Invalid --member-bets "${memberBetsText}": use a whole number from 0 to 1000000.`);
}

if (args.memory && args.db !== undefined) exitWith(`--memory and --db are exclusive.\n${USAGE}`);

const sandbox = await createSandbox({
  memberBets,
  dbPath: args.memory ? ":memory:" : args.db,
  port,
  reset: args.reset,
}).catch((error: NodeJS.ErrnoException) =>
  exitWith(error.code === "EADDRINUSE" ? `Port ${port} is already in use: pass --port N.` : String(error.stack)),
);

console.log(`Sandbox platform listening on ${sandbox.url}`);
const merchants = sandbox.db.prepare("SELECT code FROM merchants ORDER BY code").pluck().all() as string[];
console.log(`Merchants (X-Merchant): ${merchants.join(", ")}`);
console.log("Demo accounts, in every merchant:");
for (const line of demoAccountLines()) console.log(line);
if (sandbox.controlToken !== undefined) {
  console.log(`Test-control surface on: ${sandbox.url}/__control/... (X-Control-Token: ${sandbox.controlToken})`);
} else if (env.SANDBOX_CONTROL === "1" && !controlByDefault(env)) {
  console.log("Test-control surface off: it is never mounted with NODE_ENV=production");
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  try {
    await sandbox.close();
    process.exit(0);
  } catch (error) {
    console.error("Shutdown failed", error);
    process.exit(1);
  }
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
