import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Language } from "~/platform/contract/common";
import { mergePack } from "./merge";
import type { Pack } from "./pack";
import { offeredLanguages, PACKS } from "./packs.server";

export type BrandPacks = Partial<Record<Language, Pack>>;

/** A module's import address; with `version`, a new one, so it is evaluated again. */
export const moduleUrl = (path: string, version?: string) => `${pathToFileURL(path).href}${version ? `?v=${version}` : ""}`;

/**
 * The packs of a brand's languages, each with the brand's `locales/<LNG>.ts`
 * override merged over it when there is one.
 */
export async function loadBrandPacks(
  languages: readonly Language[],
  brandDir: string,
  relDir: string,
  /** Added to each module's address when given, so a reload reads the files again rather than the module cache. */
  version?: string,
): Promise<BrandPacks> {
  const offered = offeredLanguages(languages);
  const overrides = new Map<Language, { file: string; value: unknown }>();
  const localesDir = join(brandDir, "locales");
  const files = existsSync(localesDir) ? readdirSync(localesDir).filter((name) => name.endsWith(".ts")) : [];
  for (const name of files) {
    const file = `${relDir}/locales/${name}`;
    const language = offered.find((candidate) => `${candidate}.ts` === name);
    if (!language) throw new Error(`${file}: not one of this brand's languages (${offered.join(", ")})`);
    const module = (await import(moduleUrl(join(localesDir, name), version))) as { default?: unknown };
    overrides.set(language, { file, value: module.default });
  }
  const packs: BrandPacks = {};
  for (const language of offered) {
    const base = PACKS[language] as Pack;
    const override = overrides.get(language);
    packs[language] = override ? mergePack(base, override.value, override.file) : base;
  }
  return packs;
}
