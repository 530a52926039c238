import type { Language } from "~/platform/contract/common";
import type { Pack } from "./pack";
import { en } from "./packs/en";
import { ty } from "./packs/ty";

/** The language packs the portal ships. A language without a pack is never offered. */
export const PACKS: Partial<Record<Language, Pack>> = { EN: en, TY: ty };

/** A brand's languages that have a pack, in the brand's order. */
export function offeredLanguages(languages: readonly Language[]): Language[] {
  return languages.filter((language) => PACKS[language] !== undefined);
}
