import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startTestPortal } from "../helpers/portal";
import { PROJECT_ROOT } from "../helpers/project-copy";
import { startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const { request } = await startTestPortal(sb.url);

const asset = (brand: string, name: string) => readFileSync(join(PROJECT_ROOT, "brands", brand, "assets", name), "utf8");

describe("brand assets", () => {
  it.each(["aurora", "lumen", "tala"])("%s: serves its own favicon and logo as cacheable SVG", async (brand) => {
    for (const [path, name] of [
      ["/favicon.svg", "favicon.svg"],
      ["/favicon.ico", "favicon.svg"],
      ["/brand/logo.svg", "logo.svg"],
    ]) {
      const response = await request(brand, path);
      expect(response.status, path).toBe(200);
      expect(response.headers["content-type"], path).toBe("image/svg+xml");
      expect(response.headers["cache-control"], path).toMatch(/^public, max-age=\d+/);
      expect(response.body, path).toBe(asset(brand, name));
    }
  });

  it("answers a revalidation with 304 while the file is unchanged", async () => {
    const first = await request("lumen", "/favicon.svg");
    const etag = String(first.headers.etag);
    const again = await request("lumen", "/favicon.svg", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    const other = await request("tala", "/favicon.svg", { headers: { "If-None-Match": etag } });
    expect(other.status).toBe(200);
  });

  it("links the favicon from every page", async () => {
    const home = await request("aurora", "/");
    expect(home.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg"/>');
  });
});
