/**
 * `npm run bench:brands`: how the portal grows with its brands. In throwaway copies of the
 * project's brand folders, with 3 brands (the project's) and with 100 (97 more scaffolded
 * by brand:new on merchant AURORA), each measured in a fresh process:
 * - brands:check's time;
 * - server start: the brand registry and the portal listening (the sandbox excluded);
 * - memory once started (RSS, and the heap after a full collection);
 * - the CSS a page loads (every stylesheet of a brand's home, bytes as sent, uncompressed).
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { pino } from "pino";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SIZES = [3, 100];

interface Figures {
  brands: number;
  checkMs: number;
  startMs: number;
  rssMiB: number;
  heapMiB: number;
  cssBytes: number;
}

/** A copy of brands/ and sandbox/merchants/, with app/ and themes/ linked, inside .data/ (where TypeScript loads). */
async function projectWith(brands: number): Promise<string> {
  mkdirSync(join(ROOT, ".data"), { recursive: true });
  const root = mkdtempSync(join(ROOT, ".data", "bench-brands-"));
  for (const path of ["brands", "sandbox/merchants"]) {
    if (existsSync(join(ROOT, path))) cpSync(join(ROOT, path), join(root, path), { recursive: true });
  }
  for (const path of ["app", "themes"]) symlinkSync(join(ROOT, path), join(root, path), "dir");
  const { scaffoldBrand } = await import("../brand/scaffold");
  for (let index = 4; index <= brands; index++) {
    const id = `bench${String(index).padStart(3, "0")}`;
    const hue = (index * 37) % 360;
    const primary = `#${[0, 120, 240]
      .map((shift) =>
        Math.round(127 + 100 * Math.cos(((hue + shift) * Math.PI) / 180))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")}`;
    const args = [
      id,
      "--domain",
      `${id}.example`,
      "--merchant",
      "AURORA",
      "--language",
      "EN",
      "--mode",
      index % 2 ? "dark" : "light",
      "--primary",
      primary,
      "--root",
      root,
    ];
    const result = await scaffoldBrand(args, ROOT);
    if (!result.ok) throw new Error(`${id}: ${result.problems.join("; ")}`);
  }
  return root;
}

/** In the child: one size's figures, printed as JSON. */
async function measure(root: string, brands: number): Promise<void> {
  const { checkBrands } = await import("../brand/check");
  let started = performance.now();
  const report = await checkBrands(root);
  if (report.problems.length > 0) throw new Error(report.problems.join("\n"));
  const checkMs = performance.now() - started;

  const { createSandbox } = await import("../../sandbox/server");
  const logger = pino({ level: "silent" });
  const sandbox = await createSandbox({ dbPath: ":memory:", port: 0, logger });
  started = performance.now();
  const { createLiveBrandRegistry } = await import("../../app/brand/registry.server");
  const { createPortalServer } = await import("../../server/portal");
  const registry = await createLiveBrandRegistry(root);
  const portal = await createPortalServer({
    platformUrl: sandbox.url,
    port: 0,
    mode: "production",
    sessionSecret: "bench-brands-session-secret-0123456789",
    logger,
    registry,
    pageCacheMs: 0,
  });
  const startMs = performance.now() - started;

  const host = `${registry.entries[registry.entries.length - 1].brand.id}.localhost:${portal.port}`;
  const get = (path: string) => fetchText(portal.port, host, path);
  const home = await get("/");
  const sheets = [...home.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
  let cssBytes = 0;
  for (const href of sheets) cssBytes += Buffer.byteLength(await get(href));
  globalThis.gc?.();
  const memory = process.memoryUsage();
  const figures: Figures = { brands, checkMs, startMs, rssMiB: memory.rss / 2 ** 20, heapMiB: memory.heapUsed / 2 ** 20, cssBytes };
  console.log(JSON.stringify(figures));
  await portal.close();
  await sandbox.close();
}

async function fetchText(port: number, host: string, path: string): Promise<string> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        res.statusCode === 200 ? resolve(Buffer.concat(chunks).toString("utf8")) : reject(new Error(`${path}: ${res.statusCode}`)),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const [mode, root, size] = process.argv.slice(2);
if (mode === "--child") {
  await measure(root, Number(size));
} else {
  const rows: Figures[] = [];
  for (const brands of SIZES) {
    const copy = await projectWith(brands);
    try {
      const out = execFileSync(
        process.execPath,
        ["--expose-gc", "--import", "tsx", fileURLToPath(import.meta.url), "--child", copy, String(brands)],
        {
          cwd: ROOT,
          encoding: "utf8",
        },
      );
      rows.push(JSON.parse(out.trim().split("\n").pop()!) as Figures);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }
  console.log("brands  brands:check  start   RSS      heap     CSS per page");
  for (const row of rows) {
    console.log(
      `${String(row.brands).padStart(6)}  ${row.checkMs.toFixed(0).padStart(9)} ms  ${row.startMs.toFixed(0).padStart(4)} ms  ${row.rssMiB.toFixed(0).padStart(4)} MiB  ${row.heapMiB.toFixed(0).padStart(4)} MiB  ${row.cssBytes} B`,
    );
  }
}
