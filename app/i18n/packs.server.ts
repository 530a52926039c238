import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES, type Language } from "~/platform/contract/common";
import { PROJECT_ROOT } from "~/runtime/project-root.server";
import type { Pack } from "./pack";

/** Where the packs are: `<lng>.json`, i18next's JSON, as translation tools read and write it. */
export const PACKS_DIR = join(PROJECT_ROOT, "app/i18n/packs");

/** A JSON file of the project's own, parsed; its path in the error when it is not JSON. */
export function readJsonFile(path: string): unknown {
  const text = readFileSync(path, "utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path}: not JSON: ${(error as Error).message}`);
  }
}

/**
 * The language packs the portal ships, read once at start: one file per language the platform
 * knows, when there is one. A language without a pack is never offered.
 */
export const PACKS: Partial<Record<Language, Pack>> = Object.fromEntries(
  LANGUAGES.flatMap((language) => {
    const path = join(PACKS_DIR, `${language.toLowerCase()}.json`);
    try {
      return [[language, readJsonFile(path) as Pack]];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  }),
);

/** A brand's languages that have a pack, in the brand's order. */
export function offeredLanguages(languages: readonly Language[]): Language[] {
  return languages.filter((language) => PACKS[language] !== undefined);
}
