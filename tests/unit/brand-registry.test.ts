import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { BrandConfigError, createBrandRegistry, loadBrandRegistry, parseBrandConfig, type BrandEntry } from "~/brand/registry.server";
import type { BrandInput } from "~/brand/schema";
import { brandTheme } from "~/brand/theme.server";

const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));

const valid = (overrides: Partial<BrandInput> = {}): BrandInput => ({
  id: "neon",
  displayName: "Neon Play",
  domains: ["neon.localhost", "play.neon.example"],
  merchantCode: "NEON",
  currency: "PHP",
  timeZone: "Asia/Manila",
  defaultLanguage: "EN",
  languages: ["EN", "TY"],
  defaultMode: "dark",
  ...overrides,
});

const entry = (input: BrandInput): BrandEntry => ({
  theme: brandTheme({ dark: {}, light: {} }),
  brand: parseBrandConfig(`brands/${input.id}/brand.ts`, input, input.id),
  packs: {},
  file: `brands/${input.id}/brand.ts`,
});

function errorOf(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected an error");
}

describe("brand config validation", () => {
  it("accepts a complete config and fills the optional groups", () => {
    const brand = parseBrandConfig("brands/neon/brand.ts", valid(), "neon");
    expect(brand.flagOverrides).toEqual({});
    expect(brand.social).toEqual({});
    expect(brand.secrets).toEqual({});
  });

  it("names the file and the field of a bad value", () => {
    const error = errorOf(() =>
      parseBrandConfig("brands/neon/brand.ts", valid({ domains: ["neon.localhost", "Neon.Example:443"] }), "neon"),
    );
    expect(error).toBeInstanceOf(BrandConfigError);
    expect(error.message).toMatch(/^brands\/neon\/brand\.ts: domains\.1: must be a lowercase host name/);
  });

  it("reports every problem, one line each", () => {
    const error = errorOf(() =>
      parseBrandConfig(
        "brands/neon/brand.ts",
        { ...valid({ merchantCode: "neon", flagOverrides: { NOPE3: true } as never }), colour: "red" },
        "neon",
      ),
    );
    const lines = error.message.split("\n");
    expect(lines).toContain("brands/neon/brand.ts: merchantCode: must be the platform's merchant code in capitals");
    expect(lines.some((line) => line.startsWith("brands/neon/brand.ts: flagOverrides.NOPE3:"))).toBe(true);
    expect(lines).toContain("brands/neon/brand.ts: default export: Unrecognized key(s) in object: 'colour'");
  });

  it("requires the default language to be offered and the <id>.localhost domain", () => {
    const error = errorOf(() =>
      parseBrandConfig("brands/neon/brand.ts", valid({ defaultLanguage: "TY", languages: ["EN"], domains: ["neon.example"] }), "neon"),
    );
    expect(error.message).toContain("brands/neon/brand.ts: defaultLanguage: must be one of languages");
    expect(error.message).toContain("brands/neon/brand.ts: domains: must include neon.localhost");
  });

  it("requires the id to be the folder name", () => {
    expect(() => parseBrandConfig("brands/other/brand.ts", valid(), "other")).toThrow(
      'brands/other/brand.ts: id: must be the folder name "other"',
    );
  });

  it("refuses CDN overrides that are not origins and secrets given as values", () => {
    const error = errorOf(() =>
      parseBrandConfig(
        "brands/neon/brand.ts",
        valid({ imageCdns: ["https://img.neon.example/path"], secrets: { serviceKey: "s3cr3t-value" } }),
        "neon",
      ),
    );
    expect(error.message).toContain("brands/neon/brand.ts: imageCdns.0: must be an origin");
    expect(error.message).toContain("brands/neon/brand.ts: secrets.serviceKey: must be an environment variable name");
  });
});

describe("brand registry", () => {
  it("refuses a domain claimed by two brands, naming both", () => {
    const error = errorOf(() =>
      createBrandRegistry([
        entry(valid()),
        entry(valid({ id: "volt", domains: ["volt.localhost", "play.neon.example"], merchantCode: "VOLT" })),
      ]),
    );
    expect(error).toBeInstanceOf(BrandConfigError);
    expect(error.message).toBe('brands/volt/brand.ts: domains: "play.neon.example" is also claimed by brand "neon" (brands/neon/brand.ts)');
  });

  it("resolves the exact host, ignoring the port and letter case", () => {
    const registry = createBrandRegistry([entry(valid())]);
    expect(registry.forHost("neon.localhost:3000")?.brand.id).toBe("neon");
    expect(registry.forHost("PLAY.neon.example")?.brand.id).toBe("neon");
    expect(registry.forHost("www.play.neon.example")).toBeUndefined();
    expect(registry.forHost("localhost:3000")).toBeUndefined();
    expect(registry.forHost(undefined)).toBeUndefined();
  });

  it("loads the project's brands", async () => {
    const registry = await loadBrandRegistry(PROJECT_ROOT);
    const ids = registry.entries.map(({ brand }) => brand.id);
    expect(ids).toEqual(expect.arrayContaining(["aurora", "lumen", "tala"]));
    expect(registry.forHost("tala.localhost:3000")?.brand).toMatchObject({ merchantCode: "TALA", defaultLanguage: "TY" });
    expect(registry.forHost("tala.localhost")?.packs.TY?.home.tagline).toBe("Maglaro, manalo at magsaya sa Tala!");
  });
});

describe("brand folders", () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const brandFile = (config: object) => `export default ${JSON.stringify(config)};\n`;
  function project(brands: Record<string, Record<string, string>>): string {
    // Inside the project (in the ignored .data/), where the test runner can load TypeScript.
    mkdirSync(join(PROJECT_ROOT, ".data"), { recursive: true });
    root = mkdtempSync(join(PROJECT_ROOT, ".data", "brands-test-"));
    for (const [id, files] of Object.entries(brands)) {
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(join(root, "brands", id, name.includes("/") ? name.split("/")[0] : ""), { recursive: true });
        writeFileSync(join(root, "brands", id, name), text);
      }
    }
    return root;
  }
  const theme = 'export default { dark: { primary: "#a07cf8" }, light: {} };\n';

  it("registers a new folder with no other edit", async () => {
    const registry = await loadBrandRegistry(project({ neon: { "brand.ts": brandFile(valid()), "theme.ts": theme } }));
    expect(registry.forHost("neon.localhost:3000")?.brand.displayName).toBe("Neon Play");
  });

  it("makes the brand's stylesheet from its theme: only its own values, named by its content", async () => {
    const registry = await loadBrandRegistry(project({ neon: { "brand.ts": brandFile(valid()), "theme.ts": theme } }));
    const { css, hash, href } = registry.forHost("neon.localhost")!.theme;
    expect(css).toContain(':root[data-mode="dark"]{--pt-color-bg:');
    expect(css).toContain("--pt-color-primary:#a07cf8;");
    expect(css).toContain(':root[data-mode="light"]{');
    expect(href).toBe(`/brand/theme.css?v=${hash}`);
  });

  it("stops on a theme value that is not a colour, naming the file and field", async () => {
    const dir = project({
      neon: { "brand.ts": brandFile(valid()), "theme.ts": 'export default { dark: { bg: "red;}html{x:y" }, light: {} };\n' },
    });
    await expect(loadBrandRegistry(dir)).rejects.toThrow("brands/neon/theme.ts: dark.bg: must be a colour");
  });

  it("stops on a bad config, naming the file and field", async () => {
    const dir = project({
      neon: { "brand.ts": brandFile(valid({ domains: ["neon.localhost", "bad host"] })), "theme.ts": theme },
    });
    await expect(loadBrandRegistry(dir)).rejects.toThrow("brands/neon/brand.ts: domains.1:");
  });

  it("stops on a file that does not compile, naming the file, the line and the problem", async () => {
    const dir = project({ neon: { "brand.ts": 'export default { id: "neon",, };\n', "theme.ts": theme } });
    await expect(loadBrandRegistry(dir)).rejects.toThrow(
      /^brands\/neon\/brand\.ts: cannot be imported: 1:29: Expected identifier but found ","$/,
    );
  });

  it("stops on a brand without a theme", async () => {
    await expect(loadBrandRegistry(project({ neon: { "brand.ts": brandFile(valid()) } }))).rejects.toThrow("brands/neon/theme.ts: missing");
  });

  it("stops on a locale override with an unknown key", async () => {
    const dir = project({
      neon: {
        "brand.ts": brandFile(valid()),
        "theme.ts": theme,
        "locales/EN.json": '{ "home": { "welcom": "Hi" } }\n',
      },
    });
    await expect(loadBrandRegistry(dir)).rejects.toThrow("brands/neon/locales/EN.json: home.welcom: unknown key");
  });

  it("stops on a locale override for a language the brand does not offer", async () => {
    const dir = project({
      neon: {
        "brand.ts": brandFile(valid({ languages: ["EN"] })),
        "theme.ts": theme,
        "locales/TY.json": "{}\n",
      },
    });
    await expect(loadBrandRegistry(dir)).rejects.toThrow("brands/neon/locales/TY.json: not one of this brand's languages");
  });
});
