import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Language } from "~/platform/contract/common";
import { importTypeScript } from "~/runtime/typescript-module.server";
import { mergePack } from "./merge";
import type { Pack } from "./pack";
import { offeredLanguages, PACKS } from "./packs.server";

export type BrandPacks = Partial<Record<Language, Pack>>;

/**
 * The packs of a brand's languages, each with the brand's `locales/<LNG>.ts`
 * override merged over it when there is one (each file compiled as it is now).
 */
export async function loadBrandPacks(languages: readonly Language[], brandDir: string, relDir: string): Promise<BrandPacks> {
  const offered = offeredLanguages(languages);
  const overrides = new Map<Language, { file: string; value: unknown }>();
  const localesDir = join(brandDir, "locales");
  const files = existsSync(localesDir) ? readdirSync(localesDir).filter((name) => name.endsWith(".ts")) : [];
  for (const name of files) {
    const file = `${relDir}/locales/${name}`;
    const language = offered.find((candidate) => `${candidate}.ts` === name);
    if (!language) throw new Error(`${file}: not one of this brand's languages (${offered.join(", ")})`);
    const module = await importTypeScript(join(localesDir, name)).catch((error: unknown) => {
      throw new Error(`${file}: cannot be imported: ${error instanceof Error ? error.message : String(error)}`);
    });
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
