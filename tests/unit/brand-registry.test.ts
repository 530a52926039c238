import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { toYaml } from "~/brand/brand-files";
import {
  BrandConfigError,
  createBrandRegistry,
  createLiveBrandRegistry,
  loadBrandRegistry,
  parseBrandConfig,
  type BrandEntry,
} from "~/brand/registry.server";
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
  brand: parseBrandConfig(`brands/${input.id}/brand.yaml`, input, input.id),
  packs: {},
  file: `brands/${input.id}/brand.yaml`,
  dir: join(PROJECT_ROOT, "brands", input.id),
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
    const brand = parseBrandConfig("brands/neon/brand.yaml", valid(), "neon");
    expect(brand.flagOverrides).toEqual({});
    expect(brand.social).toEqual({});
    expect(brand.secrets).toEqual({});
  });

  it("names the file and the field of a bad value", () => {
    const error = errorOf(() =>
      parseBrandConfig("brands/neon/brand.yaml", valid({ domains: ["neon.localhost", "Neon.Example:443"] }), "neon"),
    );
    expect(error).toBeInstanceOf(BrandConfigError);
    expect(error.message).toMatch(/^brands\/neon\/brand\.yaml: domains\.1: must be a lowercase host name/);
  });

  it("reports every problem, one line each", () => {
    const error = errorOf(() =>
      parseBrandConfig(
        "brands/neon/brand.yaml",
        { ...valid({ merchantCode: "neon", flagOverrides: { NOPE3: true } as never }), colour: "red" },
        "neon",
      ),
    );
    const lines = error.message.split("\n");
    expect(lines).toContain("brands/neon/brand.yaml: merchantCode: must be the platform's merchant code in capitals");
    expect(lines.some((line) => line.startsWith("brands/neon/brand.yaml: flagOverrides.NOPE3:"))).toBe(true);
    expect(lines).toContain("brands/neon/brand.yaml: (top level): Unrecognized key(s) in object: 'colour'");
  });

  it("requires the default language to be offered and the <id>.localhost domain", () => {
    const error = errorOf(() =>
      parseBrandConfig("brands/neon/brand.yaml", valid({ defaultLanguage: "TY", languages: ["EN"], domains: ["neon.example"] }), "neon"),
    );
    expect(error.message).toContain("brands/neon/brand.yaml: defaultLanguage: must be one of languages");
    expect(error.message).toContain("brands/neon/brand.yaml: domains: must include neon.localhost");
  });

  it("requires the id to be the folder name", () => {
    expect(() => parseBrandConfig("brands/other/brand.yaml", valid(), "other")).toThrow(
      'brands/other/brand.yaml: id: must be the folder name "other"',
    );
  });

  it("refuses CDN overrides that are not origins and secrets given as values", () => {
    const error = errorOf(() =>
      parseBrandConfig(
        "brands/neon/brand.yaml",
        valid({ imageCdns: ["https://img.neon.example/path"], secrets: { serviceKey: "s3cr3t-value" } }),
        "neon",
      ),
    );
    expect(error.message).toContain("brands/neon/brand.yaml: imageCdns.0: must be an origin");
    expect(error.message).toContain("brands/neon/brand.yaml: secrets.serviceKey: must be an environment variable name");
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
    expect(error.message).toBe(
      'brands/volt/brand.yaml: domains: "play.neon.example" is also claimed by brand "neon" (brands/neon/brand.yaml)',
    );
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

  const brandFile = (config: object) => toYaml(config);
  function project(brands: Record<string, Record<string, string>>): string {
    root = mkdtempSync(join(tmpdir(), "brands-test-"));
    for (const [id, files] of Object.entries(brands)) {
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, "brands", id, name)), { recursive: true });
        writeFileSync(join(root, "brands", id, name), text);
      }
    }
    return root;
  }
  const theme = 'dark:\n  primary: "#a07cf8"\nlight: {}\n';

  it("registers a new folder with no other edit", async () => {
    const registry = await loadBrandRegistry(project({ neon: { "brand.yaml": brandFile(valid()), "theme.yaml": theme } }));
    expect(registry.forHost("neon.localhost:3000")?.brand.displayName).toBe("Neon Play");
    expect(registry.forHost("neon.localhost")).toMatchObject({ file: "brands/neon/brand.yaml", dir: join(root, "brands/neon") });
  });

  it("makes the brand's stylesheet from its theme: only its own values, named by its content", async () => {
    const registry = await loadBrandRegistry(project({ neon: { "brand.yaml": brandFile(valid()), "theme.yaml": theme } }));
    const { css, hash, href } = registry.forHost("neon.localhost")!.theme;
    expect(css).toContain(':root[data-mode="dark"]{--pt-color-bg:');
    expect(css).toContain("--pt-color-primary:#a07cf8;");
    expect(css).toContain(':root[data-mode="light"]{');
    expect(href).toBe(`/brand/theme.css?v=${hash}`);
  });

  it("stops on a theme value that is not a colour, naming the file and field", async () => {
    const dir = project({
      neon: { "brand.yaml": brandFile(valid()), "theme.yaml": 'dark:\n  bg: "red;}html{x:y"\nlight: {}\n' },
    });
    await expect(loadBrandRegistry(dir)).rejects.toThrow("brands/neon/theme.yaml: dark.bg: must be a colour");
  });

  it("stops on a bad config, naming the file and field", async () => {
    const dir = project({
      neon: { "brand.yaml": brandFile(valid({ domains: ["neon.localhost", "bad host"] })), "theme.yaml": theme },
    });
    await expect(loadBrandRegistry(dir)).rejects.toThrow("brands/neon/brand.yaml: domains.1:");
  });

  it("stops on a file that is not YAML, naming the file, the line and the problem", async () => {
    const dir = project({ neon: { "brand.yaml": "id: neon\ndomains: [neon.localhost\ndisplayName: Neon\n", "theme.yaml": theme } });
    await expect(loadBrandRegistry(dir)).rejects.toThrow(
      /^brands\/neon\/brand\.yaml: line 3: Flow sequence in block collection must be sufficiently indented/,
    );
  });

  it("stops on a key given twice, rather than taking either", async () => {
    const dir = project({ neon: { "brand.yaml": `${brandFile(valid())}merchantCode: OTHER\n`, "theme.yaml": theme } });
    await expect(loadBrandRegistry(dir)).rejects.toThrow(/^brands\/neon\/brand\.yaml: line \d+: Map keys must be unique/);
  });

  it("stops on a brand without a theme", async () => {
    await expect(loadBrandRegistry(project({ neon: { "brand.yaml": brandFile(valid()) } }))).rejects.toThrow(
      "brands/neon/theme.yaml: missing",
    );
  });

  it("stops on a locale override with an unknown key", async () => {
    const dir = project({
      neon: {
        "brand.yaml": brandFile(valid()),
        "theme.yaml": theme,
        "locales/EN.json": '{ "home": { "welcom": "Hi" } }\n',
      },
    });
    await expect(loadBrandRegistry(dir)).rejects.toThrow("brands/neon/locales/EN.json: home.welcom: unknown key");
  });

  it("stops on a locale override for a language the brand does not offer", async () => {
    const dir = project({
      neon: {
        "brand.yaml": brandFile(valid({ languages: ["EN"] })),
        "theme.yaml": theme,
        "locales/TY.json": "{}\n",
      },
    });
    await expect(loadBrandRegistry(dir)).rejects.toThrow("brands/neon/locales/TY.json: not one of this brand's languages");
  });
});

describe("a brand's draft folder", () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const theme = (primary: string) => `dark:\n  primary: "${primary}"\nlight: {}\n`;
  function project(draft: Record<string, string>): string {
    root = mkdtempSync(join(tmpdir(), "brands-draft-test-"));
    const files = {
      "brand.yaml": toYaml(valid()),
      "theme.yaml": theme("#a07cf8"),
      ...Object.fromEntries(Object.entries(draft).map(([name, text]) => [`draft/${name}`, text])),
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, "brands/neon", name)), { recursive: true });
      writeFileSync(join(root, "brands/neon", name), text);
    }
    return root;
  }
  const write = (name: string, text: string) => writeFileSync(join(root, "brands/neon", name), text);

  it("is loaded whole beside the brand: its own config, texts and palettes", async () => {
    const dir = project({
      "brand.yaml": toYaml(valid({ displayName: "Neon Night" })),
      "theme.yaml": theme("#f97316"),
      "locales/EN.json": '{ "home": { "tagline": "Neon, later" } }\n',
    });
    const entry = (await loadBrandRegistry(dir)).forHost("neon.localhost")!;
    expect(entry.brand.displayName).toBe("Neon Play");
    expect(entry.theme.css).toContain("--pt-color-primary:#a07cf8;");
    expect(entry.draft).toMatchObject({
      file: "brands/neon/draft/brand.yaml",
      dir: join(root, "brands/neon/draft"),
      brand: { displayName: "Neon Night" },
    });
    expect(entry.draft?.theme.css).toContain("--pt-color-primary:#f97316;");
    expect(entry.draft?.packs.EN?.home.tagline).toBe("Neon, later");
    expect(entry.packs.EN?.home.tagline).not.toBe("Neon, later");
  });

  it("that does not load is reported, and the brand is served without it", async () => {
    const registry = await loadBrandRegistry(
      project({ "brand.yaml": toYaml(valid({ id: "other", domains: ["other.localhost"] })), "theme.yaml": theme("#f97316") }),
    );
    expect(registry.forHost("neon.localhost")?.draft).toBeUndefined();
    expect(registry.problems).toEqual(['brands/neon/draft/brand.yaml: id: must be the folder name "neon"']);
  });

  it("keeps its last good state through a reload that breaks it, and goes when its folder does", async () => {
    const registry = await createLiveBrandRegistry(project({ "brand.yaml": toYaml(valid()), "theme.yaml": theme("#f97316") }));
    write("draft/theme.yaml", "dark: [\n");
    const report = await registry.reload();
    expect(report.problems).toEqual([expect.stringMatching(/^brands\/neon\/draft\/theme\.yaml: line \d+: /)]);
    expect(registry.problems).toEqual(report.problems);
    expect(registry.forHost("neon.localhost")?.draft?.theme.css).toContain("--pt-color-primary:#f97316;");

    rmSync(join(root, "brands/neon/draft"), { recursive: true });
    expect(await registry.reload()).toEqual({ brands: ["neon"], problems: [] });
    expect(registry.forHost("neon.localhost")?.draft).toBeUndefined();
  });
});
