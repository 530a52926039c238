import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
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

describe("brands:check", () => {
  it("passes the project's brands", async () => {
    expect(await checkBrands(PROJECT_ROOT)).toMatchObject({ problems: [] });
  });

  const breakages: Array<[what: string, breakIt: (root: string) => void, expected: string | RegExp]> = [
    [
      "a bad config field",
      (root) => edit(root, "brands/lumen/brand.ts", 'merchantCode: "LUMEN"', 'merchantCode: "lumen"'),
      "brands/lumen/brand.ts: merchantCode: must be the platform's merchant code in capitals",
    ],
    [
      "a merchant the sandbox does not have",
      (root) => edit(root, "brands/lumen/brand.ts", 'merchantCode: "LUMEN"', 'merchantCode: "NOPE"'),
      "brands/lumen/brand.ts: merchantCode: the sandbox has no merchant NOPE (built-in or sandbox/merchants/NOPE.json)",
    ],
    [
      "a currency other than its built-in sandbox merchant's",
      (root) => edit(root, "brands/lumen/brand.ts", 'currency: "USD"', 'currency: "PHP"'),
      "brands/lumen/brand.ts: currency: PHP, but the sandbox merchant LUMEN keeps its money in USD (sandbox/seed/merchants.ts)",
    ],
    [
      "a currency other than its defined sandbox merchant's",
      (root) => edit(root, "sandbox/merchants/NAKHEEL.json", '"currency": "AED"', '"currency": "SAR"'),
      "brands/nakheel/brand.ts: currency: AED, but the sandbox merchant NAKHEEL keeps its money in SAR (sandbox/merchants/NAKHEEL.json)",
    ],
    [
      "a player-protection rule other than its built-in sandbox merchant's",
      (root) => edit(root, "brands/lumen/brand.ts", "exclusionCoversAllBrands: true", "exclusionCoversAllBrands: false"),
      "brands/lumen/brand.ts: responsibleGaming.exclusionCoversAllBrands: false, but the sandbox merchant LUMEN keeps true (sandbox/seed/merchants.ts, protection.exclusionCoversAllBrands)",
    ],
    [
      "a player-protection rule other than its defined sandbox merchant's",
      (root) =>
        edit(root, "sandbox/merchants/NAKHEEL.json", '"currency": "AED"', '"currency": "AED", "protection": { "nationalRegister": true }'),
      "brands/nakheel/brand.ts: responsibleGaming.nationalRegister: false, but the sandbox merchant NAKHEEL keeps true (sandbox/merchants/NAKHEEL.json, protection.nationalRegister)",
    ],
    [
      "a sandbox merchant definition the sandbox would refuse, so its currency is unknown",
      (root) => edit(root, "sandbox/merchants/NAKHEEL.json", '"currency": "AED"', '"currency": "dirham"'),
      "brands/nakheel/brand.ts: currency: the sandbox merchant NAKHEEL's currency is unknown: sandbox/merchants/NAKHEEL.json is no merchant definition the sandbox takes",
    ],
    [
      "a currency that is no ISO 4217 code",
      (root) => edit(root, "brands/saigon/brand.ts", 'currency: "VND"', 'currency: "DONG"'),
      "brands/saigon/brand.ts: currency: must be an ISO 4217 currency code such as PHP or USD",
    ],
    [
      "a config without a currency",
      (root) => edit(root, "brands/aurora/brand.ts", '  currency: "PHP",\n', ""),
      "brands/aurora/brand.ts: currency: Required",
    ],
    [
      "a time zone that is no IANA zone",
      (root) => edit(root, "brands/tala/brand.ts", 'timeZone: "Asia/Manila"', 'timeZone: "Manila"'),
      "brands/tala/brand.ts: timeZone: must be an IANA time zone such as Asia/Manila or UTC",
    ],
    [
      "a config without a time zone",
      (root) => edit(root, "brands/saigon/brand.ts", '  timeZone: "Asia/Ho_Chi_Minh",\n', ""),
      "brands/saigon/brand.ts: timeZone: Required",
    ],
    [
      "an id that is not the folder name",
      (root) => {
        edit(root, "brands/tala/brand.ts", 'id: "tala"', 'id: "tala-games"');
        edit(root, "brands/tala/brand.ts", '"tala.localhost"', '"tala-games.localhost"');
      },
      'brands/tala/brand.ts: id: must be the folder name "tala"',
    ],
    [
      "a theme without its light palette",
      (root) => edit(root, "brands/tala/theme.ts", "  light: {", "  light: undefined && {"),
      "brands/tala/theme.ts: light: Required",
    ],
    [
      "a theme colour off the contract",
      (root) => edit(root, "brands/aurora/theme.ts", '    bg: "#120b1f",', '    background: "#120b1f",'),
      /^brands\/aurora\/theme\.ts: dark: Unrecognized key.*background/,
    ],
    [
      "a theme value that is not a colour",
      (root) => edit(root, "brands/aurora/theme.ts", '    bg: "#120b1f",', '    bg: "#120b1f;}body{display:none",'),
      "brands/aurora/theme.ts: dark.bg: must be a colour: #rrggbb or rgb(...)",
    ],
    [
      "a theme whose text does not stand out",
      (root) => edit(root, "brands/lumen/theme.ts", '    accentText: "#ffffff",', '    accentText: "#dddddd",'),
      /^brands\/lumen\/theme\.ts: light: contrast: accentText #dddddd on accent #0775a8: \d\.\d\d < 4\.5$/,
    ],
    [
      "an override of a key the EN pack lacks",
      (root) => edit(root, "brands/tala/locales/EN.json", '"tagline":', '"taglien":'),
      "brands/tala/locales/EN.json: home.taglien: unknown key",
    ],
    [
      "an override for a language the brand does not offer",
      (root) => edit(root, "brands/tala/brand.ts", 'languages: ["TY", "EN"]', 'languages: ["TY"]'),
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
      "a domain another brand claims",
      (root) => edit(root, "brands/lumen/brand.ts", 'domains: ["lumen.localhost"]', 'domains: ["lumen.localhost", "aurora.localhost"]'),
      'brands/lumen/brand.ts: domains.1: "aurora.localhost" is also claimed by brand "aurora"',
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
    edit(root, "brands/tala/brand.ts", 'defaultLanguage: "TY"', 'defaultLanguage: "TH"');
    edit(root, "brands/tala/brand.ts", 'languages: ["TY", "EN"]', 'languages: ["TH", "TY", "EN"]');
    expect((await checkBrands(root)).problems).toEqual([]);
    expect((await checkBrands(root, { packs: withoutThai })).problems).toEqual([
      "brands/tala/brand.ts: defaultLanguage: TH has no language pack (no app/i18n/packs/th.json): visitors would get another of its languages",
    ]);
  });

  it("reports a language without a language pack, naming the pack", async () => {
    const root = projectCopy(onTestFinished);
    edit(root, "brands/aurora/brand.ts", 'languages: ["EN", "TY"]', 'languages: ["EN", "TY", "TH"]');
    expect((await checkBrands(root)).problems).toEqual([]);
    expect((await checkBrands(root, { packs: withoutThai })).problems).toEqual([
      "brands/aurora/brand.ts: languages.2: TH has no language pack (no app/i18n/packs/th.json): it would never be offered",
    ]);
  });

  it("exits non-zero from the command line, one line per problem", () => {
    const root = projectCopy(onTestFinished);
    rmSync(join(root, "brands/aurora/assets/logo.svg"));
    edit(root, "brands/tala/theme.ts", '    primary: "#14b8a6",', '    primary: "teal",');
    edit(root, "brands/saigon/brand.ts", 'currency: "VND"', 'currency: "USD"');
    const run = spawnSync(join(PROJECT_ROOT, "node_modules/.bin/tsx"), ["scripts/brands-check.ts", "--root", root], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr.split("\n")).toEqual(
      expect.arrayContaining([
        "brands/aurora/assets/logo.svg: (file): missing",
        "brands/tala/theme.ts: dark.primary: must be a colour: #rrggbb or rgb(...)",
        "brands/saigon/brand.ts: currency: USD, but the sandbox merchant SAIGON keeps its money in VND (sandbox/seed/merchants.ts)",
      ]),
    );
  });
});
