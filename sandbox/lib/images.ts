import type { Language } from "../../app/platform/contract";

/**
 * The address of an image drawn in `language`: the platform answers a banner's or a
 * good's image in the language the portal asked for, as it answers their titles.
 */
export function inLanguage(path: string, language: Language): string {
  return language === "EN" ? path : `${path}?language=${language}`;
}
