import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import type { Pack } from "~/i18n/pack";
import { PACKS } from "~/i18n/packs.server";
import type { Language } from "~/platform/contract/common";
import { checkBrands } from "../../scripts/brand/check";
import { PROJECT_ROOT, projectCopy } from "../helpers/project-copy";

/** Replaces `from` (which must be there) in a file of the copy. */
function edit(root: string, file: string, from: string | RegExp, to: string): void {
  const path = join(root, file);
  const text = readFileSync(path, "utf8");
  const edited = text.replace(from, to);
  if (edited === text) throw new Error(`${file} has no ${String(from)}`);
  writeFileSync(path, edited);
}

/** A draft of the brand (`brands/<id>/draft/`): a copy of its files, as the console starts one. */
function draftOf(root: string, id: string): void {
  for (const name of ["brand.yaml", "theme.yaml", "assets", "locales"]) {
    const from = join(root, "brands", id, name);
    if (existsSync(from)) cpSync(from, join(root, "brands", id, "draft", name), { recursive: true });
  }
}

describe("brands:check", () => {
  it("passes the project's brands", async () => {
    expect(await checkBrands(PROJECT_ROOT)).toMatchObject({ problems: [] });
  });

  const breakages: Array<[what: string, breakIt: (root: string) => void, expected: string | RegExp]> = [
    [
      "a bad config field",
      (root) => edit(root, "brands/lumen/brand.yaml", "merchantCode: LUMEN", "merchantCode: lumen"),
      "brands/lumen/brand.yaml: merchantCode: must be the platform's merchant code in capitals",
    ],
    [
      "a merchant the sandbox does not have",
      (root) => edit(root, "brands/lumen/brand.yaml", "merchantCode: LUMEN", "merchantCode: NOPE"),
      "brands/lumen/brand.yaml: merchantCode: the sandbox has no merchant NOPE (built-in or sandbox/merchants/NOPE.json)",
    ],
    [
      "a currency other than its built-in sandbox merchant's",
      (root) => edit(root, "brands/lumen/brand.yaml", "currency: USD", "currency: PHP"),
      "brands/lumen/brand.yaml: currency: PHP, but the sandbox merchant LUMEN keeps its money in USD (sandbox/seed/merchants.ts)",
    ],
    [
      "a currency other than its defined sandbox merchant's",
      (root) => edit(root, "sandbox/merchants/NAKHEEL.json", '"currency": "AED"', '"currency": "SAR"'),
      "brands/nakheel/brand.yaml: currency: AED, but the sandbox merchant NAKHEEL keeps its money in SAR (sandbox/merchants/NAKHEEL.json)",
    ],
    [
      "a player-protection rule other than its built-in sandbox merchant's",
      (root) => edit(root, "brands/lumen/brand.yaml", "exclusionCoversAllBrands: true", "exclusionCoversAllBrands: false"),
      "brands/lumen/brand.yaml: responsibleGaming.exclusionCoversAllBrands: false, but the sandbox merchant LUMEN keeps true (sandbox/seed/merchants.ts, protection.exclusionCoversAllBrands)",
    ],
    [
      "a player-protection rule other than its defined sandbox merchant's",
      (root) =>
        edit(root, "sandbox/merchants/NAKHEEL.json", '"currency": "AED"', '"currency": "AED", "protection": { "nationalRegister": true }'),
      "brands/nakheel/brand.yaml: responsibleGaming.nationalRegister: false, but the sandbox merchant NAKHEEL keeps true (sandbox/merchants/NAKHEEL.json, protection.nationalRegister)",
    ],
    [
      "a sandbox merchant definition the sandbox would refuse, so its currency is unknown",
      (root) => edit(root, "sandbox/merchants/NAKHEEL.json", '"currency": "AED"', '"currency": "dirham"'),
      "brands/nakheel/brand.yaml: currency: the sandbox merchant NAKHEEL's currency is unknown: sandbox/merchants/NAKHEEL.json is no merchant definition the sandbox takes",
    ],
    [
      "a currency that is no ISO 4217 code",
      (root) => edit(root, "brands/saigon/brand.yaml", "currency: VND", "currency: DONG"),
      "brands/saigon/brand.yaml: currency: must be an ISO 4217 currency code such as PHP or USD",
    ],
    [
      "a config without a currency",
      (root) => edit(root, "brands/aurora/brand.yaml", "\ncurrency: PHP\n", "\n"),
      "brands/aurora/brand.yaml: currency: Required",
    ],
    [
      "a time zone that is no IANA zone",
      (root) => edit(root, "brands/tala/brand.yaml", "timeZone: Asia/Manila", "timeZone: Manila"),
      "brands/tala/brand.yaml: timeZone: must be an IANA time zone such as Asia/Manila or UTC",
    ],
    [
      "a config without a time zone",
      (root) => edit(root, "brands/saigon/brand.yaml", "\ntimeZone: Asia/Ho_Chi_Minh\n", "\n"),
      "brands/saigon/brand.yaml: timeZone: Required",
    ],
    [
      "an id that is not the folder name",
      (root) => {
        edit(root, "brands/tala/brand.yaml", "id: tala\n", "id: tala-games\n");
        edit(root, "brands/tala/brand.yaml", "[tala.localhost]", "[tala-games.localhost]");
      },
      'brands/tala/brand.yaml: id: must be the folder name "tala"',
    ],
    [
      "a theme without its light palette",
      (root) => edit(root, "brands/tala/theme.yaml", /\nlight:\n(?: {2}.*\n)*/, "\n"),
      "brands/tala/theme.yaml: light: Required",
    ],
    [
      "a theme colour off the contract",
      (root) => edit(root, "brands/aurora/theme.yaml", '  bg: "#120b1f"', '  background: "#120b1f"'),
      /^brands\/aurora\/theme\.yaml: dark: Unrecognized key.*background/,
    ],
    [
      "a theme value that is not a colour",
      (root) => edit(root, "brands/aurora/theme.yaml", '  bg: "#120b1f"', '  bg: "#120b1f;}body{display:none"'),
      "brands/aurora/theme.yaml: dark.bg: must be a colour: #rrggbb or rgb(...)",
    ],
    [
      "a theme whose text does not stand out",
      (root) => edit(root, "brands/lumen/theme.yaml", '  accentText: "#ffffff"', '  accentText: "#dddddd"'),
      /^brands\/lumen\/theme\.yaml: light: contrast: accentText #dddddd on accent #0775a8: \d\.\d\d < 4\.5$/,
    ],
    [
      "an override of a key the EN pack lacks",
      (root) => edit(root, "brands/tala/locales/EN.json", '"tagline":', '"taglien":'),
      "brands/tala/locales/EN.json: home.taglien: unknown key",
    ],
    [
      "an override for a language the brand does not offer",
      (root) => edit(root, "brands/tala/brand.yaml", "languages: [TY, EN]", "languages: [TY]"),
      "brands/tala/locales/EN.json: (file): not one of this brand's languages (TY)",
    ],
    [
      "a missing asset",
      (root) => rmSync(join(root, "brands/aurora/assets/favicon.svg")),
      "brands/aurora/assets/favicon.svg: (file): missing",
    ],
    [
      "an asset that is not an SVG",
      (root) => writeFileSync(join(root, "brands/lumen/assets/logo.svg"), "PNG..."),
      "brands/lumen/assets/logo.svg: (file): is not an SVG image",
    ],
    [
      "a config that is not YAML, by line",
      (root) => edit(root, "brands/aurora/brand.yaml", "languages: [EN, TY]", "languages: [EN, TY"),
      /^brands\/aurora\/brand\.yaml: line \d+: Flow sequence in block collection must be sufficiently indented and end with a \]$/,
    ],
    [
      "a draft's theme value that is not a colour",
      (root) => {
        draftOf(root, "aurora");
        edit(root, "brands/aurora/draft/theme.yaml", '  bg: "#120b1f"', '  bg: "#120b1f;}"');
      },
      "brands/aurora/draft/theme.yaml: dark.bg: must be a colour: #rrggbb or rgb(...)",
    ],
    [
      "a draft whose config is another brand's",
      (root) => {
        draftOf(root, "tala");
        edit(root, "brands/tala/draft/brand.yaml", "id: tala\n", "id: talas\n");
        edit(root, "brands/tala/draft/brand.yaml", "[tala.localhost]", "[talas.localhost]");
      },
      'brands/tala/draft/brand.yaml: id: must be the folder name "tala"',
    ],
    [
      "a draft claiming a domain of another brand, which it would once published",
      (root) => {
        draftOf(root, "lumen");
        edit(root, "brands/lumen/draft/brand.yaml", "domains: [lumen.localhost]", "domains: [lumen.localhost, aurora.localhost]");
      },
      'brands/lumen/draft/brand.yaml: domains.1: "aurora.localhost" is also claimed by brand "aurora"',
    ],
    [
      "a domain another brand claims",
      (root) => edit(root, "brands/lumen/brand.yaml", "domains: [lumen.localhost]", "domains: [lumen.localhost, aurora.localhost]"),
      'brands/lumen/brand.yaml: domains.1: "aurora.localhost" is also claimed by brand "aurora"',
    ],
  ];

  for (const [what, breakIt, expected] of breakages) {
    it(`reports ${what}, naming the file and field`, async () => {
      const root = projectCopy(onTestFinished);
      breakIt(root);
      const { problems } = await checkBrands(root);
      expect(problems).toEqual([typeof expected === "string" ? expected : expect.stringMatching(expected)]);
    });
  }

  // The packs are the project's (app/ is linked into a copy): a language without one is a pack left out here.
  const withoutThai: Partial<Record<Language, Pack>> = Object.fromEntries(Object.entries(PACKS).filter(([language]) => language !== "TH"));

  it("reports a default language without a language pack, once, naming the pack", async () => {
    // The schema takes it: TH is a language of the platform's, and one of the brand's languages.
    const root = projectCopy(onTestFinished);
    edit(root, "brands/tala/brand.yaml", "defaultLanguage: TY", "defaultLanguage: TH");
    edit(root, "brands/tala/brand.yaml", "languages: [TY, EN]", "languages: [TH, TY, EN]");
    expect((await checkBrands(root)).problems).toEqual([]);
    expect((await checkBrands(root, { packs: withoutThai })).problems).toEqual([
      "brands/tala/brand.yaml: defaultLanguage: TH has no language pack (no app/i18n/packs/th.json): visitors would get another of its languages",
    ]);
  });

  it("reports a language without a language pack, naming the pack", async () => {
    const root = projectCopy(onTestFinished);
    edit(root, "brands/aurora/brand.yaml", "languages: [EN, TY]", "languages: [EN, TY, TH]");
    expect((await checkBrands(root)).problems).toEqual([]);
    expect((await checkBrands(root, { packs: withoutThai })).problems).toEqual([
      "brands/aurora/brand.yaml: languages.2: TH has no language pack (no app/i18n/packs/th.json): it would never be offered",
    ]);
  });

  it("exits non-zero from the command line, one line per problem", () => {
    const root = projectCopy(onTestFinished);
    rmSync(join(root, "brands/aurora/assets/logo.svg"));
    edit(root, "brands/tala/theme.yaml", '  primary: "#14b8a6"', "  primary: teal");
    edit(root, "brands/saigon/brand.yaml", "currency: VND", "currency: USD");
    const run = spawnSync(join(PROJECT_ROOT, "node_modules/.bin/tsx"), ["scripts/brands-check.ts", "--root", root], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr.split("\n")).toEqual(
      expect.arrayContaining([
        "brands/aurora/assets/logo.svg: (file): missing",
        "brands/tala/theme.yaml: dark.primary: must be a colour: #rrggbb or rgb(...)",
        "brands/saigon/brand.yaml: currency: USD, but the sandbox merchant SAIGON keeps its money in VND (sandbox/seed/merchants.ts)",
      ]),
    );
  });
});
