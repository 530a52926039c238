import { readdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort, startPortalProcess, type PortalProcess } from "../helpers/portal-process";
import { compiledProjectCopy, PROJECT_ROOT } from "../helpers/project-copy";

/**
 * What a newcomer's `npm start` prints: the compiled server as a cluster of two workers on the
 * embedded sandbox (no PLATFORM_URL), from a copy of the project (its sandbox writes its database
 * there), with a line per request on, as a log store gets them. The brands' and the console's
 * addresses, the demo accounts and the console's demo staff are one block, the last thing the start
 * prints: requests answered meanwhile log before or after it, never inside it.
 */
let stdout = "";
let portal: PortalProcess | undefined;
afterAll(async () => {
  portal?.child.kill("SIGTERM");
  await portal?.exited;
});

it("ends its start with the addresses, the demo accounts and the console's demo staff, in one block that no request line splits", async () => {
  const root = compiledProjectCopy();
  // The embedded sandbox reads its migrations and assets where the project keeps them (the copy has its merchants).
  for (const entry of readdirSync(join(PROJECT_ROOT, "sandbox"))) {
    if (entry !== "merchants") symlinkSync(join(PROJECT_ROOT, "sandbox", entry), join(root, "sandbox", entry));
  }
  portal = await startPortalProcess(
    "",
    { SANDBOX_PORT: String(await freePort()), WEB_CONCURRENCY: "2", LOG_LEVEL: "info", LOG_REQUESTS: "1" },
    { root, onStdout: (chunk) => (stdout += chunk) },
  );
  // Requests from the moment the first worker answers, while the other starts and the list is printed.
  const { port } = portal;
  let requests = 0;
  let stop = false;
  const load = (async () => {
    while (!stop) await fetch(`http://127.0.0.1:${port}/healthz`).then(() => requests++);
  })();
  await expect.poll(() => stdout.includes("viewer@ops.localhost"), { timeout: 30_000 }).toBe(true);
  const answeredBefore = requests;
  await expect.poll(() => requests, { timeout: 10_000 }).toBeGreaterThan(answeredBefore + 20);
  stop = true;
  await load;

  const lines = stdout.split("\n");
  const start = lines.indexOf("Brands:");
  const end = lines.findIndex((line) => line.includes("viewer@ops.localhost"));
  const block = lines.slice(start, end + 1);
  expect(start).toBeGreaterThan(0);
  expect(block).toContain("  Aurora Casino    http://aurora.localhost:" + port);
  expect(block).toContain("Demo accounts, in every brand:");
  expect(block).toContain(`Operator console: http://ops.localhost:${port}`);
  expect(block.some((line) => /^ {2}owner {7}owner@ops\.localhost +[A-Z2-7]{32}$/.test(line))).toBe(true);
  // Nothing but the list inside it: no log line (JSON) between its lines.
  expect(block.filter((line) => line.startsWith("{"))).toEqual([]);
  // Request lines were logged (so the check above could fail), and only around the block.
  expect(lines.filter((line) => line.includes('"path":"/healthz"')).length).toBeGreaterThan(0);
});
