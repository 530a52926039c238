import { createInstance, type i18n } from "i18next";
import type { Language } from "~/platform/contract/common";
import type { Pack } from "./pack";

/**
 * An i18next instance holding one language's pack, ready at once. The server
 * renders with it and the browser builds the same from the root loader's data,
 * so there are no extra requests and brand overrides reach both sides.
 */
export function createI18n(language: Language, pack: Pack): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation: pack } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initImmediate: false,
    react: { useSuspense: false },
  });
  return instance;
}
