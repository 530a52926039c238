import { existsSync } from "node:fs";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createLiveBrandRegistry } from "~/brand/registry.server";
import { brandSecret } from "~/env.server";
import { waitUntilServed } from "../../scripts/brand/go-live";
import { scaffoldBrand } from "../../scripts/brand/scaffold";
import { watchBrands } from "../../server/brand-watch";
import { platformTarget } from "../../server/platform-target";
import { announcePortal } from "../../server/running-portal";
import { startTestPortal } from "../helpers/portal";
import { projectCopy } from "../helpers/project-copy";

/*
 * A new brand whose merchant is new too, on a running portal wired as `npm start` wires a
 * single process: the embedded sandbox (following the copy's sandbox/merchants/), the
 * production build, the brands' watcher exporting the sandbox's keys after each reload.
 * `brand:new` writes the brand and the merchant's definition; the portal serves it with no
 * restart and no rebuild.
 */

const root = projectCopy();
const registry = await createLiveBrandRegistry(root);
const logger = pino({ level: "silent" });
const platform = await platformTarget(undefined, 0, () => registry.entries.map((entry) => entry.brand), {
  control: false,
  logger,
  root,
  dbPath: ":memory:",
});
afterAll(() => platform.close());
const stopWatching = watchBrands(root, registry, logger, () => void platform.exportBrandSecrets());
afterAll(stopWatching);
const { request, portal } = await startTestPortal(platform.url, { registry, pageCacheMs: 0 });
afterAll(announcePortal(root, portal.port));

/** Polls `check` until it passes, failing after `limitMs` (a bound for a busy machine, not the figure measured). */
async function eventually(limitMs: number, check: () => boolean | Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a new brand with a new merchant", () => {
  it("is served by the running portal as brand:new writes it: the sandbox adds the merchant, no restart", async () => {
    expect((await request("quartz", "/")).status).toBe(404);
    const scaffolded = await scaffoldBrand(
      [
        "quartz",
        "--domain",
        "quartz.localhost",
        "--merchant",
        "QUARTZ",
        "--language",
        "EN",
        "--mode",
        "dark",
        "--primary",
        "#7c3aed",
        "--root",
        root,
      ],
      root,
    );
    expect(scaffolded.ok).toBe(true);
    expect(existsSync(join(root, "sandbox/merchants/QUARTZ.json"))).toBe(true);

    const live = await waitUntilServed(root, "quartz", { newMerchant: "QUARTZ", timeoutMs: 60_000 });
    expect(live).toMatchObject({ served: true, url: `http://quartz.localhost:${portal.port}` });
    const home = await request("quartz", "/");
    expect(home.status).toBe(200);
    expect(home.body).toContain("Quartz");
    // The sandbox answers for the merchant, and its customer-service key reached the portal.
    const status = await fetch(`${platform.url}/api/v1/system/status`, { headers: { "x-merchant": "QUARTZ" } });
    expect(status.status).toBe(200);
    await eventually(10_000, () => brandSecret("QUARTZ_SERVICE_KEY") !== undefined);
  });
});
