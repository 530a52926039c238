import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Language } from "~/platform/contract/common";
import { mergePack } from "./merge";
import type { Pack } from "./pack";
import { offeredLanguages, PACKS, readJsonFile } from "./packs.server";

export type BrandPacks = Partial<Record<Language, Pack>>;

/**
 * The packs of a brand's languages, each with the brand's `locales/<LNG>.json` override (some
 * of the pack's keys, in the pack's own format) merged over it when there is one, as the file is now.
 */
export async function loadBrandPacks(languages: readonly Language[], brandDir: string, relDir: string): Promise<BrandPacks> {
  const offered = offeredLanguages(languages);
  const overrides = new Map<Language, { file: string; value: unknown }>();
  const localesDir = join(brandDir, "locales");
  const files = existsSync(localesDir) ? readdirSync(localesDir).filter((name) => name.endsWith(".json")) : [];
  for (const name of files) {
    const file = `${relDir}/locales/${name}`;
    const language = offered.find((candidate) => `${candidate}.json` === name);
    if (!language) throw new Error(`${file}: not one of this brand's languages (${offered.join(", ")})`);
    let value: unknown;
    try {
      value = readJsonFile(join(localesDir, name));
    } catch (error) {
      throw new Error(`${file}: cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    overrides.set(language, { file, value });
  }
  const packs: BrandPacks = {};
  for (const language of offered) {
    const base = PACKS[language] as Pack;
    const override = overrides.get(language);
    packs[language] = override ? mergePack(base, override.value, override.file) : base;
  }
  return packs;
}
