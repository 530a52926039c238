import { join } from "node:path";
import { LANGUAGES, type Language } from "~/platform/contract/common";
import { PROJECT_ROOT } from "~/runtime/project-root.server";
import type en from "./glossary/en.json";
import { PACKS, readJsonFile } from "./packs.server";

/**
 * The portal's glossaries, one per language (`glossary/<lng>.json`, beside its pack): one name
 * per concept, so a player meets the same word for the same thing on every page (the menu,
 * the member centre, the money pages, the messages). A pack's label for one of these concepts
 * is the glossary's term, and a sentence that mentions it uses the same word (the packs' test
 * holds every pack to this).
 *
 * - `terms`: the concept's name in the language (Tagalog: the words Philippine apps use; a
 *   loanword where Filipinos use it, such as rebate or e-wallet, a Tagalog word where one is in
 *   use, such as pitaka or ampao).
 * - `avoid`: spellings the language must not use for a concept (old or stray ones).
 * - `keep`: texts a pack rightly leaves as in English (names of apps, loanwords the market
 *   writes in English); any other English text in a pack is an untranslated one.
 */
export interface Glossary {
  terms: Record<Term, string>;
  avoid: Partial<Record<Term, readonly string[]>>;
  keep: readonly string[];
}

export type Term = keyof typeof en.terms;

/** The glossary of every language that has a pack (a pack without one fails the packs' test). */
export const GLOSSARIES: Partial<Record<Language, Glossary>> = Object.fromEntries(
  LANGUAGES.filter((language) => PACKS[language]).map((language) => [
    language,
    readJsonFile(join(PROJECT_ROOT, "app/i18n/glossary", `${language.toLowerCase()}.json`)) as Glossary,
  ]),
);
