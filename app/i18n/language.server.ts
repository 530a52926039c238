import { RemixI18Next } from "remix-i18next/server";
import { preferenceCookie, readCookie } from "~/http/cookies.server";
import type { Language } from "~/platform/contract/common";
import { PSEUDO_LANGUAGE } from "./pseudo";

export const LANGUAGE_COOKIE = "lng";

export type LanguageResolver = (url: string, cookieHeader: string | undefined) => Promise<Language>;

/**
 * The request's language: `?lng`, then the `lng` cookie, then the default.
 * A value counts only when it is one of `offered` (the brand's languages that have a pack).
 */
export function createLanguageResolver(offered: readonly Language[], defaultLanguage: Language): LanguageResolver {
  const i18next = new RemixI18Next({
    detection: {
      supportedLanguages: [...offered],
      fallbackLanguage: offered.includes(defaultLanguage) ? defaultLanguage : offered[0],
      order: ["searchParams", "custom"],
      findLocale: async (request) => readCookie(request.headers.get("Cookie"), LANGUAGE_COOKIE) ?? null,
    },
  });
  return async (url, cookieHeader) => {
    const request = new Request(url, { headers: cookieHeader ? { Cookie: cookieHeader } : {} });
    return (await i18next.getLocale(request)) as Language;
  };
}

export function languageCookie(language: Language, secure: boolean): string {
  return preferenceCookie(LANGUAGE_COOKIE, language, secure);
}

/**
 * Whether a request asks for the pseudo-language (app/i18n/pseudo.ts): `?lng=XX`, else (no
 * `?lng` at all) the `lng=XX` cookie that `?lng=XX` leaves, so QA can walk the site in it.
 */
export function asksForPseudoLanguage(url: string, cookieHeader: string | undefined): boolean {
  const asked = new URL(url).searchParams.get("lng");
  return asked !== null ? asked === PSEUDO_LANGUAGE : readCookie(cookieHeader, LANGUAGE_COOKIE) === PSEUDO_LANGUAGE;
}

/** The cookie that keeps the pseudo-language for the next pages. */
export const pseudoLanguageCookie = (secure: boolean) => preferenceCookie(LANGUAGE_COOKIE, PSEUDO_LANGUAGE, secure);
