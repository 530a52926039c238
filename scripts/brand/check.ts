import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BRAND_FILE, DRAFT_FOLDER, issueLines, readYaml, THEME_FILE } from "../../app/brand/brand-files";
import { contrastProblems } from "../../app/brand/onboarding/theme";
import { brandFolders } from "../../app/brand/registry.server";
import { brandSchema, type Brand } from "../../app/brand/schema";
import { brandThemeSchema } from "../../app/brand/theme-schema";
import { mergePack } from "../../app/i18n/merge";
import type { Pack } from "../../app/i18n/pack";
import { PACKS, readJsonFile } from "../../app/i18n/packs.server";
import { LANGUAGES, type Language } from "../../app/platform/contract/common";
import { sandboxMerchantCodes, sandboxMerchantSettings } from "../../sandbox/merchant-catalogue";
import { resolveThemes } from "../../themes/base";

export interface CheckReport {
  /** The brand folders checked. */
  brands: string[];
  /** One `brands/<id>/<file>: <field>: <problem>` line each. */
  problems: string[];
}

const ASSETS = ["logo.svg", "favicon.svg"] as const;
const MODES = ["dark", "light"] as const;

export interface CheckOptions {
  /** The language packs the portal ships (app/i18n/packs.server.ts): tests give fewer, as no project copy can. */
  packs?: Partial<Record<Language, Pack>>;
}

/** A config that passed the schema: the brand's own (`dir` its folder) or its draft's (`dir` its draft folder). */
interface CheckedConfig {
  id: string;
  /** Relative to the project: `brands/<id>` or `brands/<id>/draft`. */
  dir: string;
  brand: Brand;
  draft: boolean;
}

/**
 * Every check a brand folder must pass before it is served, and its draft folder (`draft/`, a
 * full copy of its files) before it is published; the server checks a subset at start-up.
 */
export async function checkBrands(root: string, { packs = PACKS }: CheckOptions = {}): Promise<CheckReport> {
  const brands = brandFolders(root);
  const problems: string[] = [];
  const configs: CheckedConfig[] = [];
  for (const id of brands) {
    const draftDir = `brands/${id}/${DRAFT_FOLDER}`;
    const parts = [`brands/${id}`, ...(existsSync(join(root, draftDir)) ? [draftDir] : [])];
    for (const dir of parts) {
      const config = checkConfig(root, dir, id, problems);
      if (config) {
        configs.push({ id, dir, brand: config, draft: dir === draftDir });
        problems.push(...packProblems(dir, config, packs));
      }
      problems.push(...themeProblems(root, dir));
      problems.push(...(await localeProblems(join(root, dir), dir, config?.languages ?? LANGUAGES, packs)));
      problems.push(...assetProblems(join(root, dir), dir), ...sealProblems(join(root, dir), dir, config));
    }
  }
  problems.push(
    ...duplicateDomainProblems(configs),
    ...unknownMerchantProblems(root, configs),
    ...currencyProblems(root, configs),
    ...protectionProblems(root, configs),
  );
  return { brands, problems };
}

const line = (file: string, field: string, problem: string) => `${file}: ${field}: ${problem}`;
const configFile = (dir: string) => `${dir}/${BRAND_FILE}`;

/** A brand file's YAML as plain data, or its problems (missing, unreadable, a syntax error by line). */
function readBrandFile(root: string, file: string): { ok: true; value: unknown } | { ok: false; problems: string[] } {
  if (!existsSync(join(root, file))) return { ok: false, problems: [line(file, "(file)", "missing")] };
  let text: string;
  try {
    text = readFileSync(join(root, file), "utf8");
  } catch (error) {
    return { ok: false, problems: [line(file, "(file)", `cannot be read: ${(error as Error).message}`)] };
  }
  const read = readYaml(text);
  return read.ok ? read : { ok: false, problems: read.problems.map((problem) => `${file}: ${problem}`) };
}

function checkConfig(root: string, dir: string, id: string, problems: string[]): Brand | undefined {
  const file = configFile(dir);
  const read = readBrandFile(root, file);
  if (!read.ok) {
    problems.push(...read.problems);
    return undefined;
  }
  const result = brandSchema.safeParse(read.value);
  if (!result.success) {
    problems.push(...issueLines(result.error.issues).map((problem) => `${file}: ${problem}`));
    return undefined;
  }
  if (result.data.id !== id) {
    problems.push(line(file, "id", `must be the folder name "${id}"`));
    return undefined;
  }
  return result.data;
}

/**
 * `theme.yaml` gives its palettes (each mode's colours that differ from the base theme), every
 * colour of the contract and a colour, and both modes' full palettes meet the contrast the
 * components need (app/brand/onboarding/theme.ts).
 */
function themeProblems(root: string, dir: string): string[] {
  const file = `${dir}/${THEME_FILE}`;
  const read = readBrandFile(root, file);
  if (!read.ok) return read.problems;
  const result = brandThemeSchema.safeParse(read.value);
  if (!result.success) return issueLines(result.error.issues).map((problem) => `${file}: ${problem}`);
  const tokens = resolveThemes(result.data);
  return MODES.flatMap((mode) => contrastProblems(tokens[mode].color).map((problem) => line(file, mode, `contrast: ${problem}`)));
}

/**
 * The brand's languages each have a language pack. The schema cannot say (it is shared with the
 * server and knows no packs); the server drops a language without one from what it offers, and a
 * default language without one is not the language visitors get (the first language with one
 * is). The default language is named once, under `defaultLanguage`.
 */
function packProblems(dir: string, brand: Brand, packs: Partial<Record<Language, Pack>>): string[] {
  const file = configFile(dir);
  const packFile = (language: Language) => `app/i18n/packs/${language.toLowerCase()}.json`;
  const problems: string[] = [];
  if (!packs[brand.defaultLanguage]) {
    problems.push(
      line(
        file,
        "defaultLanguage",
        `${brand.defaultLanguage} has no language pack (no ${packFile(brand.defaultLanguage)}): visitors would get another of its languages`,
      ),
    );
  }
  brand.languages.forEach((language, index) => {
    if (language !== brand.defaultLanguage && !packs[language]) {
      problems.push(
        line(file, `languages.${index}`, `${language} has no language pack (no ${packFile(language)}): it would never be offered`),
      );
    }
  });
  return problems;
}

/** Each `locales/<LNG>.json` is for a language the brand offers and only replaces texts the pack has. */
async function localeProblems(
  absoluteDir: string,
  dir: string,
  languages: readonly Language[],
  packs: Partial<Record<Language, Pack>>,
): Promise<string[]> {
  const localesDir = join(absoluteDir, "locales");
  if (!existsSync(localesDir)) return [];
  const offered = languages.filter((language) => packs[language] !== undefined);
  const problems: string[] = [];
  for (const name of readdirSync(localesDir)
    .filter((entry) => entry.endsWith(".json"))
    .sort()) {
    const file = `${dir}/locales/${name}`;
    const language = offered.find((candidate) => `${candidate}.json` === name);
    const pack = language && packs[language];
    if (!pack) {
      problems.push(line(file, "(file)", `not one of this brand's languages (${offered.join(", ")})`));
      continue;
    }
    try {
      mergePack(pack, readJsonFile(join(localesDir, name)), file);
    } catch (error) {
      // mergePack names the file and the key itself.
      const message = (error as Error).message;
      problems.push(message.startsWith(`${file}: `) ? message : line(file, "(file)", `cannot be read: ${message}`));
    }
  }
  return problems;
}

function assetProblems(absoluteDir: string, dir: string): string[] {
  return ASSETS.flatMap((name) => {
    const file = `${dir}/assets/${name}`;
    const path = join(absoluteDir, "assets", name);
    if (!existsSync(path)) return [line(file, "(file)", "missing")];
    return /<svg[\s>]/.test(readFileSync(path, "utf8")) ? [] : [line(file, "(file)", "is not an SVG image")];
  });
}

/** Each seal the responsible-gaming page lists is an SVG in the brand's assets/seals/ folder. */
function sealProblems(absoluteDir: string, dir: string, config: Brand | undefined): string[] {
  return (config?.responsibleGaming.seals ?? []).flatMap(({ image }, index) => {
    const path = join(absoluteDir, "assets", "seals", image);
    const field = `responsibleGaming.seals.${index}.image`;
    if (!existsSync(path)) return [line(configFile(dir), field, `${dir}/assets/seals/${image} is missing`)];
    return /<svg[\s>]/.test(readFileSync(path, "utf8")) ? [] : [line(configFile(dir), field, "is not an SVG image")];
  });
}

/** Each domain is one brand's; a draft's must not be another brand's either (it would be once published). */
function duplicateDomainProblems(configs: readonly CheckedConfig[]): string[] {
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const { id, dir, brand } of configs.filter((config) => !config.draft)) {
    brand.domains.forEach((domain, index) => {
      const owner = owners.get(domain);
      if (owner) problems.push(line(configFile(dir), `domains.${index}`, `"${domain}" is also claimed by brand "${owner}"`));
      else owners.set(domain, id);
    });
  }
  for (const { id, dir, brand } of configs.filter((config) => config.draft)) {
    brand.domains.forEach((domain, index) => {
      const owner = owners.get(domain);
      if (owner && owner !== id)
        problems.push(line(configFile(dir), `domains.${index}`, `"${domain}" is also claimed by brand "${owner}"`));
    });
  }
  return problems;
}

/** The sandbox is every preview's and every test's platform: a brand on a merchant it lacks cannot run there. */
function unknownMerchantProblems(root: string, configs: readonly CheckedConfig[]): string[] {
  const known = sandboxMerchantCodes(root);
  return configs
    .filter(({ brand }) => !known.has(brand.merchantCode))
    .map(({ dir, brand }) =>
      line(
        configFile(dir),
        "merchantCode",
        `the sandbox has no merchant ${brand.merchantCode} (built-in or sandbox/merchants/${brand.merchantCode}.json)`,
      ),
    );
}

/**
 * A brand keeps its players' money in its merchant's currency: the platform keeps one per merchant,
 * and the sandbox (every preview's and test's platform) seeds its merchants' from
 * sandbox/seed/merchants.ts and sandbox/merchants/<CODE>.json. A merchant it lacks is reported above.
 */
function currencyProblems(root: string, configs: readonly CheckedConfig[]): string[] {
  const merchants = sandboxMerchantSettings(root);
  return configs.flatMap(({ dir, brand }) => {
    const merchant = merchants.get(brand.merchantCode);
    if (!merchant) return [];
    const file = configFile(dir);
    if (merchant.currency === null) {
      return [
        line(
          file,
          "currency",
          `the sandbox merchant ${brand.merchantCode}'s currency is unknown: ${merchant.file} is no merchant definition the sandbox takes`,
        ),
      ];
    }
    if (merchant.currency === brand.currency) return [];
    return [
      line(
        file,
        "currency",
        `${brand.currency}, but the sandbox merchant ${brand.merchantCode} keeps its money in ${merchant.currency} (${merchant.file})`,
      ),
    ];
  });
}

/**
 * A brand declares the player-protection rules its licence asks for (`responsibleGaming`), and
 * its merchant keeps and applies the same on the platform: a brand that shows "every brand" as
 * its rule, or promises a register check, on a merchant that does neither would mislead players
 * and regulators alike. The sandbox seeds its merchants' from sandbox/seed/merchants.ts and
 * sandbox/merchants/<CODE>.json (`protection`); an unreadable file is reported by currencyProblems.
 */
const PROTECTION_RULES = ["exclusionCoversAllBrands", "nationalRegister", "returnCoolingOffHours"] as const;

function protectionProblems(root: string, configs: readonly CheckedConfig[]): string[] {
  const merchants = sandboxMerchantSettings(root);
  return configs.flatMap(({ dir, brand }) => {
    const merchant = merchants.get(brand.merchantCode);
    if (!merchant?.protection) return [];
    const kept = merchant.protection;
    return PROTECTION_RULES.filter((rule) => brand.responsibleGaming[rule] !== kept[rule]).map((rule) =>
      line(
        configFile(dir),
        `responsibleGaming.${rule}`,
        `${brand.responsibleGaming[rule]}, but the sandbox merchant ${brand.merchantCode} keeps ${kept[rule]} (${merchant.file}, protection.${rule})`,
      ),
    );
  });
}
