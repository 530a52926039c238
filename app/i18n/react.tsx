import { createContext, useContext, type ReactNode } from "react";
import type { Translator } from "./translator";

/** Outside a provider (the root loader failed, so there are no texts): every key comes back as itself. */
const KEYS_ONLY: Translator = { language: "EN", dir: "ltr", t: (key: string) => key, exists: () => false };

const TranslatorContext = createContext<Translator>(KEYS_ONLY);

/** Gives the page's translator (the root's, for its loader's language and texts version) to every component below. */
export function TranslatorProvider({ translator, children }: { translator: Translator; children?: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The page's translator: `t` for texts, `i18n` for the rest of it (its language, `exists`). */
export function useTranslation(): { t: Translator["t"]; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  return { t: translator.t, i18n: translator };
}
