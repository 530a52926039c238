import { createInstance, type i18n } from "i18next";
import type { Language } from "~/platform/contract/common";
import type { Pack } from "./pack";

/** A pack never changes, and making an instance costs more than rendering a page with it. */
const instances = new WeakMap<Pack, i18n>();

/**
 * An i18next instance holding one language's pack, ready at once. The server
 * renders with it and the browser builds the same from the root loader's data,
 * so there are no extra requests and brand overrides reach both sides. One
 * instance per pack object (the server's packs live as long as the process).
 */
export function createI18n(language: Language, pack: Pack): i18n {
  const cached = instances.get(pack);
  if (cached) return cached;
  const instance = createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation: pack } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initImmediate: false,
    react: { useSuspense: false },
  });
  instances.set(pack, instance);
  return instance;
}
