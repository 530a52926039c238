import type { Language } from "../../app/platform/contract";

/**
 * The sandbox's own texts (game names, titles, method names) are written in English and Tagalog.
 * Asked in a language it has none in, it answers in English, as a platform falls back to its
 * default language for a text nobody translated.
 */
export interface Written<T> {
  EN: T;
  TY: T;
}

export const writtenIn = <T>(texts: Written<T>, language: Language): T => (language === "TY" ? texts.TY : texts.EN);
