import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brandSchema, type Brand } from "../../app/brand/schema";
import { mergePack } from "../../app/i18n/merge";
import type { Pack } from "../../app/i18n/pack";
import { PACKS, readJsonFile } from "../../app/i18n/packs.server";
import { LANGUAGES, type Language } from "../../app/platform/contract/common";
import { brandThemeSchema } from "../../app/brand/theme.server";
import { resolveThemes } from "../../themes/base";
import { brandFolders, importBrandConfig, importBrandTheme, sandboxMerchantCodes, sandboxMerchantSettings } from "./existing";
import { contrastProblems } from "./theme";

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

/** Every check a brand folder must pass before it is served; the server checks a subset at start-up. */
export async function checkBrands(root: string, { packs = PACKS }: CheckOptions = {}): Promise<CheckReport> {
  const brands = brandFolders(root);
  const problems: string[] = [];
  const configs: Array<{ id: string; brand: Brand }> = [];
  for (const id of brands) {
    const dir = join(root, "brands", id);
    const config = await checkConfig(root, id, problems);
    if (config) {
      configs.push({ id, brand: config });
      problems.push(...packProblems(id, config, packs));
    }
    problems.push(...(await themeProblems(root, id)));
    problems.push(...(await localeProblems(dir, id, config?.languages ?? LANGUAGES, packs)));
    problems.push(...assetProblems(dir, id), ...sealProblems(dir, id, config));
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

async function checkConfig(root: string, id: string, problems: string[]): Promise<Brand | undefined> {
  const file = `brands/${id}/brand.ts`;
  if (!existsSync(join(root, file))) {
    problems.push(line(file, "(file)", "missing"));
    return undefined;
  }
  let raw: unknown;
  try {
    raw = await importBrandConfig(root, id);
  } catch (error) {
    problems.push(line(file, "(file)", `cannot be imported: ${(error as Error).message}`));
    return undefined;
  }
  const result = brandSchema.safeParse(raw);
  if (!result.success) {
    problems.push(...result.error.issues.map((issue) => line(file, issue.path.join(".") || "default export", issue.message)));
    return undefined;
  }
  if (result.data.id !== id) {
    problems.push(line(file, "id", `must be the folder name "${id}"`));
    return undefined;
  }
  return result.data;
}

/**
 * `theme.ts` (and a draft `theme.draft.ts`, when there is one) exports its palettes (each mode's colours that differ from the base theme),
 * every colour of the contract and a colour, and both modes' full palettes meet the
 * contrast the components need (scripts/brand/theme.ts).
 */
async function themeProblems(root: string, id: string): Promise<string[]> {
  const file = `brands/${id}/theme.ts`;
  if (!existsSync(join(root, file))) return [line(file, "(file)", "missing")];
  let raw: unknown;
  try {
    raw = await importBrandTheme(root, id);
  } catch (error) {
    return [line(file, "(file)", `cannot be imported: ${(error as Error).message}`)];
  }
  const problems = paletteProblems(file, raw);
  const draft = `brands/${id}/theme.draft.ts`;
  if (!existsSync(join(root, draft))) return problems;
  try {
    return [...problems, ...paletteProblems(draft, await importBrandTheme(root, id, "theme.draft.ts"))];
  } catch (error) {
    return [...problems, line(draft, "(file)", `cannot be imported: ${(error as Error).message}`)];
  }
}

/** A theme export's problems: its shape and values, then both modes' contrast. */
function paletteProblems(file: string, raw: unknown): string[] {
  const result = brandThemeSchema.safeParse(raw);
  if (!result.success) return result.error.issues.map((issue) => line(file, issue.path.join(".") || "default export", issue.message));
  const tokens = resolveThemes(result.data);
  return MODES.flatMap((mode) => contrastProblems(tokens[mode].color).map((problem) => line(file, mode, `contrast: ${problem}`)));
}

/**
 * The brand's languages each have a language pack. The schema cannot say (it is shared with the
 * server and knows no packs); the server drops a language without one from what it offers, and a
 * default language without one is not the language visitors get (the first language with one
 * is). The default language is named once, under `defaultLanguage`.
 */
function packProblems(id: string, brand: Brand, packs: Partial<Record<Language, Pack>>): string[] {
  const file = `brands/${id}/brand.ts`;
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
  dir: string,
  id: string,
  languages: readonly Language[],
  packs: Partial<Record<Language, Pack>>,
): Promise<string[]> {
  const localesDir = join(dir, "locales");
  if (!existsSync(localesDir)) return [];
  const offered = languages.filter((language) => packs[language] !== undefined);
  const problems: string[] = [];
  for (const name of readdirSync(localesDir)
    .filter((entry) => entry.endsWith(".json"))
    .sort()) {
    const file = `brands/${id}/locales/${name}`;
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

function assetProblems(dir: string, id: string): string[] {
  return ASSETS.flatMap((name) => {
    const file = `brands/${id}/assets/${name}`;
    const path = join(dir, "assets", name);
    if (!existsSync(path)) return [line(file, "(file)", "missing")];
    return /<svg[\s>]/.test(readFileSync(path, "utf8")) ? [] : [line(file, "(file)", "is not an SVG image")];
  });
}

/** Each seal the responsible-gaming page lists is an SVG in the brand's assets/seals/ folder. */
function sealProblems(dir: string, id: string, config: Brand | undefined): string[] {
  return (config?.responsibleGaming.seals ?? []).flatMap(({ image }, index) => {
    const path = join(dir, "assets", "seals", image);
    const field = `responsibleGaming.seals.${index}.image`;
    if (!existsSync(path)) return [line(`brands/${id}/brand.ts`, field, `brands/${id}/assets/seals/${image} is missing`)];
    return /<svg[\s>]/.test(readFileSync(path, "utf8")) ? [] : [line(`brands/${id}/brand.ts`, field, "is not an SVG image")];
  });
}

function duplicateDomainProblems(configs: ReadonlyArray<{ id: string; brand: Brand }>): string[] {
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const { id, brand } of configs) {
    brand.domains.forEach((domain, index) => {
      const owner = owners.get(domain);
      if (owner) problems.push(line(`brands/${id}/brand.ts`, `domains.${index}`, `"${domain}" is also claimed by brand "${owner}"`));
      else owners.set(domain, id);
    });
  }
  return problems;
}

/** The sandbox is every preview's and every test's platform: a brand on a merchant it lacks cannot run there. */
function unknownMerchantProblems(root: string, configs: ReadonlyArray<{ id: string; brand: Brand }>): string[] {
  const known = sandboxMerchantCodes(root);
  return configs
    .filter(({ brand }) => !known.has(brand.merchantCode))
    .map(({ id, brand }) =>
      line(
        `brands/${id}/brand.ts`,
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
function currencyProblems(root: string, configs: ReadonlyArray<{ id: string; brand: Brand }>): string[] {
  const merchants = sandboxMerchantSettings(root);
  return configs.flatMap(({ id, brand }) => {
    const merchant = merchants.get(brand.merchantCode);
    if (!merchant) return [];
    const file = `brands/${id}/brand.ts`;
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

function protectionProblems(root: string, configs: ReadonlyArray<{ id: string; brand: Brand }>): string[] {
  const merchants = sandboxMerchantSettings(root);
  return configs.flatMap(({ id, brand }) => {
    const merchant = merchants.get(brand.merchantCode);
    if (!merchant?.protection) return [];
    const kept = merchant.protection;
    return PROTECTION_RULES.filter((rule) => brand.responsibleGaming[rule] !== kept[rule]).map((rule) =>
      line(
        `brands/${id}/brand.ts`,
        `responsibleGaming.${rule}`,
        `${brand.responsibleGaming[rule]}, but the sandbox merchant ${brand.merchantCode} keeps ${kept[rule]} (${merchant.file}, protection.${rule})`,
      ),
    );
  });
}
