import UAParser from "ua-parser-js";
import { LANGUAGE_LABELS } from "~/i18n/languages";
import type { Language } from "~/platform/contract";
import type { DeviceName } from "./device-label";

const withVersion = (name: string | undefined, version: string | undefined) => (name ? (version ? `${name} ${version}` : name) : null);

export function deviceOf(userAgent: string): DeviceName {
  const parsed = new UAParser(userAgent).getResult();
  const major = parsed.browser.major;
  const type = parsed.device.type;
  return {
    browser: withVersion(parsed.browser.name, major),
    os: withVersion(parsed.os.name, parsed.os.version),
    kind: type === "mobile" || type === "tablet" ? type : "desktop",
  };
}

const regionNames = new Map<Language, Intl.DisplayNames>();

/** The country of the platform's lookup of an address, named in the page's language ("" when it has none). */
export function placeOf(country: string, language: Language): string {
  if (!/^[A-Z]{2}$/.test(country)) return "";
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([LANGUAGE_LABELS[language].tag], { type: "region", fallback: "code" });
    regionNames.set(language, names);
  }
  return names.of(country) ?? country;
}
