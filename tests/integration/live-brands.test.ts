import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { createLiveBrandRegistry } from "~/brand/registry.server";
import { waitUntilServed } from "../../scripts/brand/go-live";
import { scaffoldBrand } from "../../scripts/brand/scaffold";
import { watchBrands } from "../../server/brand-watch";
import { announcePortal } from "../../server/running-portal";
import { previewKeyOf, previewToken } from "~/brand/preview-token.server";
import { startTestPortal, TEST_SESSION_SECRET } from "../helpers/portal";
import { projectCopy } from "../helpers/project-copy";
import { startTestSandbox } from "../helpers/sandbox";

/*
 * Brands follow their folders while the portal runs (server/brand-watch.ts): a palette
 * change, a new brand and a broken file, each written into a copy of brands/ that a
 * running portal watches, with no restart and no rebuild.
 */

const sb = await startTestSandbox();
const root = projectCopy();
const registry = await createLiveBrandRegistry(root);
const stopWatching = watchBrands(root, registry, pino({ level: "silent" }));
afterAll(stopWatching);
const { request, sameOrigin, portal } = await startTestPortal(sb.url, { registry, pageCacheMs: 0 });
afterAll(announcePortal(root, portal.port));

const file = (path: string) => join(root, "brands", path);
const edit = (path: string, from: string, to: string) => {
  const text = readFileSync(file(path), "utf8");
  if (!text.includes(from)) throw new Error(`${path} has no ${from}`);
  writeFileSync(file(path), text.replace(from, to));
};
const themeOf = async (brand: string, headers: Record<string, string> = {}) => {
  const page = await request(brand, "/", { headers });
  const href = /<link rel="stylesheet" href="(\/brand\/theme\.css\?v=[0-9a-f]+)"/.exec(page.body)?.[1];
  return href ? (await request(brand, href, { headers })).body : "";
};
const previewKey = previewKeyOf(TEST_SESSION_SECRET);

/** Polls `check` until it passes, failing after `limitMs`; answers how long it took. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe("live brands", () => {
  it("serves a changed palette on the next page, within 5 s", async () => {
    expect(await themeOf("lumen")).toContain("--pt-color-primary:#38bdf8");
    edit("lumen/theme.yaml", 'primary: "#38bdf8"', 'primary: "#22c3ee"');
    await within(5000, async () => (await themeOf("lumen")).includes("--pt-color-primary:#22c3ee"));
  });

  it("serves a new brand folder within 5 s, and the other brands' sessions stay signed in", async () => {
    const trial = await request("tala", "/auth/free-play", { form: {}, headers: sameOrigin("tala") });
    const cookie = trial.cookies.find((line) => line.startsWith("__session="))!.split(";")[0];
    expect((await request("volt", "/")).status).toBe(404);
    cpSync(file("tala"), file("volt"), { recursive: true });
    edit("volt/brand.yaml", "id: tala\n", "id: volt\n");
    edit("volt/brand.yaml", "[tala.localhost]", "[volt.localhost]");
    edit("volt/brand.yaml", "displayName: Tala Games", "displayName: Volt Arena");
    await within(5000, async () => (await request("volt", "/")).status === 200);
    expect((await request("volt", "/")).body).toContain("Volt Arena");
    expect((await request("tala", "/", { headers: { cookie } })).body).toContain('data-testid="balance-box"');
  });

  it("takes a scaffolded brand to live in one command: brand:new waits until the running portal serves it", async () => {
    const started = Date.now();
    const args = [
      "nova",
      "--domain",
      "nova.example",
      "--merchant",
      "TALA",
      "--language",
      "EN",
      "--mode",
      "dark",
      "--primary",
      "#e11d48",
      "--root",
      root,
    ];
    const scaffolded = await scaffoldBrand(args, root);
    expect(scaffolded.ok).toBe(true);
    const live = await waitUntilServed(root, "nova", { newMerchant: null });
    expect(live).toMatchObject({ served: true, url: `http://nova.localhost:${portal.port}` });
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await request("nova", "/")).body).toContain("Nova");
  });

  it("says why a brand is not served: no portal running from the folder", async () => {
    const elsewhere = projectCopy(onTestFinished);
    expect(await waitUntilServed(elsewhere, "nova", { newMerchant: null })).toEqual({
      served: false,
      reason: expect.stringContaining("no portal is running from this folder"),
    });
  });

  it("refuses a broken change, naming the file and field, and keeps the brand's last good config", async () => {
    edit("aurora/theme.yaml", 'bg: "#120b1f"', 'bg: "#120b1f;}body{display:none"');
    const report = await registry.reload();
    expect(report.problems).toEqual(["brands/aurora/theme.yaml: dark.bg: must be a colour: #rrggbb or rgb(...)"]);
    expect(report.brands).toContain("aurora");
    const page = await request("aurora", "/");
    expect(page.status).toBe(200);
    expect(await themeOf("aurora")).toContain("--pt-color-bg:#120b1f;");
  });

  it("shows a draft brand only in a preview: a signed link, then its cookie", async () => {
    edit("tala/brand.yaml", "id: tala\n", "id: tala\ndraft: true\n");
    await registry.reload();
    expect((await request("tala", "/")).status).toBe(404);
    const link = await request("tala", `/?preview=${previewToken(previewKey, "tala")}`);
    expect(link.status).toBe(200);
    const cookie = link.cookies.find((line) => line.startsWith("brand_preview="))!;
    expect(cookie).toMatch(/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    expect((await request("tala", "/favorite", { headers: { cookie: cookie.split(";")[0] } })).status).not.toBe(404);
    // Another brand's token, a forged one and an expired one open nothing.
    for (const token of [
      previewToken(previewKey, "aurora"),
      previewToken(previewKeyOf("another secret"), "tala"),
      previewToken(previewKey, "tala", Date.now() - 1000),
    ]) {
      expect((await request("tala", `/?preview=${token}`)).status, token).toBe(404);
    }
  });

  it("serves a brand's draft folder whole, only in a preview: its config, palette, texts and logo", async () => {
    for (const name of ["brand.yaml", "theme.yaml", "assets"])
      cpSync(file(`lumen/${name}`), file(`lumen/draft/${name}`), { recursive: true });
    // The live palette's primary is #22c3ee since the first test.
    edit("lumen/draft/theme.yaml", 'primary: "#22c3ee"', 'primary: "#f97316"');
    edit("lumen/draft/brand.yaml", "displayName: Lumen Bet", "displayName: Lumen Nights");
    writeFileSync(file("lumen/draft/assets/logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><title>draft logo</title></svg>\n');
    // aurora's broken palette (an earlier test's) is still reported; lumen's files have no problem.
    const lumenProblems = (report: { problems: string[] }) => report.problems.filter((line) => line.startsWith("brands/lumen/"));
    expect(lumenProblems(await registry.reload())).toEqual([]);

    const token = previewToken(previewKey, "lumen");
    const preview = await request("lumen", `/?preview=${token}`);
    expect(preview.body).toContain("Lumen Nights");
    const cookie = preview.cookies.find((line) => line.startsWith("brand_preview="))!.split(";")[0];
    expect(await themeOf("lumen", { cookie })).toContain("--pt-color-primary:#f97316");
    expect((await request("lumen", "/brand/logo.svg", { headers: { cookie } })).body).toContain("draft logo");

    // Everyone else gets the brand as published.
    const page = await request("lumen", "/");
    expect(page.body).toContain("Lumen Bet");
    expect(page.body).not.toContain("Lumen Nights");
    expect(await themeOf("lumen")).not.toContain("#f97316");
    expect((await request("lumen", "/brand/logo.svg")).body).not.toContain("draft logo");
  });

  it("keeps serving the brand when its draft breaks, saying why", async () => {
    edit("lumen/draft/theme.yaml", 'primary: "#f97316"', "primary: [");
    const report = await registry.reload();
    expect(report.problems).toContainEqual(expect.stringMatching(/^brands\/lumen\/draft\/theme\.yaml: line \d+: /));
    expect((await request("lumen", "/")).status).toBe(200);
  });
});
