import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brandPalettes } from "../helpers/brand-themes";
import { PROJECT_ROOT } from "../helpers/project-copy";
import { startTestPortal } from "../helpers/portal";
import { startTestSandbox } from "../helpers/sandbox";

/*
 * Themes as data (app/brand/theme.server.ts): each page links its own brand's palettes,
 * the compiled CSS and JavaScript carry no brand's, and the stylesheet is cached by its hash.
 */

const sb = await startTestSandbox();
const { request } = await startTestPortal(sb.url);
const palettes = await brandPalettes(PROJECT_ROOT);
const BRANDS = Object.keys(palettes);

/** The colours of `brand` that no other brand's palettes share: a page carrying one carries that brand's theme. */
function ownColours(brand: string): string[] {
  const values = (id: string) =>
    Object.values(palettes[id]).flatMap((palette) => Object.values(palette).map((value) => value.toLowerCase()));
  const others = new Set(BRANDS.filter((id) => id !== brand).flatMap(values));
  return [...new Set(values(brand))].filter((value) => !others.has(value));
}

const themeHref = (html: string) => /<link rel="stylesheet" href="(\/brand\/theme\.css\?v=[0-9a-f]{16})"/.exec(html)?.[1];

describe("brand themes as data", () => {
  for (const brand of BRANDS) {
    it(`${brand}: the page links its own palettes, and only them`, async () => {
      const page = await request(brand, "/");
      const href = themeHref(page.body);
      expect(href, "theme stylesheet link").toBeDefined();
      expect(page.body).toMatch(/<html lang="[^"]+" dir="(ltr|rtl)" data-mode="(dark|light)">/);

      const sheet = await request(brand, href!);
      expect(sheet.status).toBe(200);
      expect(sheet.headers["content-type"]).toBe("text/css; charset=utf-8");
      expect(sheet.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      for (const mode of ["dark", "light"] as const) {
        expect(sheet.body).toContain(`:root[data-mode="${mode}"]{--pt-color-bg:${palettes[brand][mode].bg}`);
      }
      for (const other of BRANDS.filter((id) => id !== brand)) {
        for (const colour of ownColours(other)) expect(sheet.body.toLowerCase(), `${other}'s ${colour}`).not.toContain(colour);
      }
    });
  }

  it("gives each brand a web app manifest with its names, colours and icons", async () => {
    for (const brand of BRANDS) {
      const page = await request(brand, "/");
      expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
      const response = await request(brand, "/manifest.webmanifest");
      expect(response.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
      const manifest = JSON.parse(response.body);
      const mode = /data-mode="(dark|light)"/.exec(page.body)![1] as "dark" | "light";
      expect(page.body).toContain(`<meta name="theme-color" content="${palettes[brand][mode].bg}"/>`);
      expect(manifest).toMatchObject({ start_url: "/", display: "standalone", background_color: palettes[brand][mode].bg });
      expect(manifest.name).toBe(/<title>([^<]+)<\/title>/.exec(page.body)![1]);
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      for (const icon of manifest.icons as Array<{ src: string }>) expect((await request(brand, icon.src)).status, icon.src).toBe(200);
    }
  });

  it("revalidates an old address and answers 304 to the current ETag", async () => {
    const href = themeHref((await request("aurora", "/")).body)!;
    const old = await request("aurora", "/brand/theme.css?v=0000000000000000");
    expect(old.status).toBe(200);
    expect(old.headers["cache-control"]).toBe("no-cache");
    const etag = old.headers.etag!;
    expect(href).toContain(etag.replaceAll('"', ""));
    const again = await request("aurora", "/brand/theme.css", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("keeps every brand's palette and id out of the compiled CSS and JavaScript", () => {
    const assets = join(PROJECT_ROOT, "build/client/assets");
    const files = readdirSync(assets).filter((name) => name.endsWith(".css") || name.endsWith(".js"));
    expect(files.length).toBeGreaterThan(10);
    const compiled = files.map((name) => readFileSync(join(assets, name), "utf8").toLowerCase()).join("\n");
    for (const brand of BRANDS) {
      expect(compiled, `${brand}'s id`).not.toMatch(new RegExp(`\\b${brand}\\b`));
      for (const colour of ownColours(brand)) expect(compiled, `${brand}'s ${colour}`).not.toContain(colour);
    }
  });
});
