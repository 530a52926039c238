import type { i18n } from "i18next";
import type { Language } from "~/platform/contract/common";
import type { Pack } from "./pack";

/** A pack never changes, and making an instance costs more than rendering a page with it. */
const instances = new WeakMap<Pack, i18n>();

/** `{{name}}` (spaces allowed inside the braces), i18next's default interpolation markers. */
const PLACEHOLDER = /{{(.+?)}}/g;

/**
 * The translator react-i18next's `useTranslation` reads, holding one language's pack,
 * ready at once. The server renders with it and the browser builds the same from the
 * root loader's data, so there are no extra requests and brand overrides reach both sides.
 * One instance per pack object (the server's packs live as long as the process).
 *
 * It is not i18next (about 14 kB gzipped, the largest part of every page's own
 * JavaScript): the packs use only what this does, i18next's way (see
 * docs/decisions/page-weight.md, and tests/unit/i18n-instance.test.ts, which compares
 * every text of every pack with i18next's):
 * - keys are dotted paths into the pack; a missing key (or one naming a group) gives the key back;
 * - `{{name}}` takes the option `name` as is (no escaping: React escapes); `null` or
 *   `undefined` give an empty text, an option not given at all leaves the placeholder;
 * - no plural forms, nesting, formatters, namespaces or language changes (a language
 *   change is a new instance, made from the next root loader's pack).
 */
export function createI18n(language: Language, pack: Pack): i18n {
  const cached = instances.get(pack);
  if (cached) return cached;
  const t = (key: string, options?: Record<string, unknown>): string => {
    let text: unknown = pack;
    for (const part of key.split("."))
      text = typeof text === "object" && text !== null ? (text as Record<string, unknown>)[part] : undefined;
    if (typeof text !== "string") return key;
    if (!options) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      if (!Object.hasOwn(options, name.trim())) return placeholder;
      const value = options[name.trim()];
      return value === undefined || value === null ? "" : String(value);
    });
  };
  // What react-i18next (the only reader) asks of an instance: ready, one language, its namespace
  // loaded, a fixed `t`, and no events to listen to (`bindI18n: ""`).
  const instance = {
    language,
    languages: [language],
    isInitialized: true,
    options: { defaultNS: "translation", react: { useSuspense: false, bindI18n: "", bindI18nStore: "" } },
    hasLoadedNamespace: () => true,
    getFixedT: () => t,
    t,
  };
  const typed = instance as unknown as i18n;
  instances.set(pack, typed);
  return typed;
}
