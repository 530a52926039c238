import type { BrandFiles } from "~/brand/brand-folder.server";
import type { Brand } from "~/brand/schema";
import { GLOSSARIES } from "~/i18n/glossary.server";
import { LANGUAGE_LABELS } from "~/i18n/languages";
import { offeredLanguages, PACKS } from "~/i18n/packs.server";
import type { Language } from "~/platform/contract/common";
import type { ConsoleContext } from "../../context.server";
import { saveDraft } from "../drafts/drafts.server";
import { fileText } from "../palette/edited-brand.server";
import type { StaffSession } from "../staff/sessions.server";
import { TEXTS_PAGE_SIZE } from "./paging";

/**
 * A brand's texts in the console: every key of each language pack the brand offers (flattened,
 * `home.tagline`), the pack's text beside the brand's override (`locales/<LNG>.json`, some of the
 * pack's keys in its own nested shape), and which texts are missing or untranslated as the packs'
 * own test decides it: a text the same as English's, unless it has no words (figures, placeholders)
 * or the language's glossary keeps it in English (names of apps, loanwords).
 */

type Tree = { [key: string]: string | Tree };

const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null && !Array.isArray(value);

/** A pack or an override as dotted keys → texts, in the file's order. A leaf that is not a string is skipped. */
export function flattenTexts(tree: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (!isTree(tree)) return out;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, text] of flattenTexts(value, `${path}.`)) out.set(inner, text);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

const flattened = new Map<Language, Map<string, string>>();
/** A language's pack, flattened once per process (the packs are read as the server starts). */
export function packTexts(language: Language): Map<string, string> {
  let texts = flattened.get(language);
  if (!texts) {
    texts = flattenTexts(PACKS[language]);
    flattened.set(language, texts);
  }
  return texts;
}

/** The English text a key translates: its own, or for a plural form the English `_other`. */
export function englishOf(key: string): string | undefined {
  const english = packTexts("EN");
  return english.get(key) ?? (PLURAL.test(key) ? english.get(key.replace(PLURAL, "_other")) : undefined);
}

/** A text with nothing to translate: placeholders, figures and punctuation only ("{{rate}}%", "—"). */
const hasNoWords = (text: string) => !/\p{L}/u.test(text.replace(/{{\s*\w+\s*}}/g, ""));

/**
 * Whether the text a brand shows for `key` in `language` (its override, else the pack's) is
 * missing or untranslated: absent or empty, or in another language than English the same as the
 * English text, unless it has no words or the glossary keeps it.
 */
export function isMissing(language: Language, key: string, shown: string | undefined): boolean {
  if (shown === undefined || shown.trim() === "") return true;
  if (language === "EN") return false;
  const english = englishOf(key);
  return shown === english && !hasNoWords(shown) && !(GLOSSARIES[language]?.keep ?? []).includes(shown);
}

/** A text's `{{placeholders}}`, sorted (a repeated one counted each time). */
export const placeholdersOf = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const listed = (names: readonly string[]) => (names.length === 0 ? "none" : names.map((name) => `{{${name}}}`).join(", "));

/**
 * Why an override of `key` cannot be saved, or null when it can: the key must be one of the
 * language pack's, and the text must use the pack's placeholders (a plural form may leave the
 * count to its words, as the packs may).
 */
export function overrideProblem(language: Language, key: string, value: string): string | null {
  const pack = packTexts(language).get(key);
  if (pack === undefined) return `${key}: there is no such text in the ${languageName(language)} pack.`;
  const ignored = PLURAL.test(key) ? "count" : null;
  const expected = placeholdersOf(pack).filter((name) => name !== ignored);
  const found = placeholdersOf(value).filter((name) => name !== ignored);
  if (expected.join(" ") !== found.join(" ")) {
    return `${key}: the placeholders must be the pack's (${listed(expected)}), this text has ${listed(found)}.`;
  }
  return null;
}

/** Where the portal names a language otherwise than the browser's English names do. */
const ENGLISH_NAMES: Partial<Record<Language, string>> = { TY: "Tagalog" };

/** A language's name in English, with its code: "Tagalog (TY)". */
export function languageName(language: Language): string {
  const tag = LANGUAGE_LABELS[language]?.tag ?? language;
  let name = ENGLISH_NAMES[language];
  try {
    name ??= new Intl.DisplayNames(["en"], { type: "language" }).of(tag);
  } catch {
    name = undefined;
  }
  return `${name && name !== tag ? name : language} (${language})`;
}

/** The languages of a brand that have a pack, in the brand's order: the ones its texts can be edited in. */
export const brandLanguages = (brand: Pick<Brand, "languages">): Language[] => offeredLanguages(brand.languages);

export const overridesPath = (language: Language) => `locales/${language}.json`;

export interface ReadOverrides {
  overrides: Map<string, string>;
  /** Why the file does not read, or which of its keys the pack does not have (they are dropped on the next save). */
  problems: string[];
}

/** The brand's overrides in `language` as its files hold them. */
export function readOverrides(files: BrandFiles, language: Language): ReadOverrides {
  const path = overridesPath(language);
  const text = fileText(files, path);
  if (text === undefined) return { overrides: new Map(), problems: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { overrides: new Map(), problems: [`${path}: not JSON (${error instanceof Error ? error.message : String(error)})`] };
  }
  const pack = packTexts(language);
  const all = flattenTexts(parsed);
  const unknown = [...all.keys()].filter((key) => !pack.has(key));
  return {
    overrides: new Map([...all].filter(([key]) => pack.has(key))),
    problems: unknown.length > 0 ? [`${path}: keys the pack does not have (dropped on the next save): ${unknown.join(", ")}`] : [],
  };
}

/** The overrides as the file holds them: nested as the pack is, in the pack's order; null when there are none. */
export function overridesFile(language: Language, overrides: ReadonlyMap<string, string>): string | null {
  if (overrides.size === 0) return null;
  const tree: Tree = {};
  for (const key of packTexts(language).keys()) {
    const value = overrides.get(key);
    if (value === undefined) continue;
    const parts = key.split(".");
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree;
    node[parts[parts.length - 1]] = value;
  }
  return `${JSON.stringify(tree, null, 2)}\n`;
}

export interface TextRow {
  key: string;
  /** The pack's text in the language. */
  pack: string;
  /** The English text, for a language other than English. */
  english: string | null;
  override: string | null;
  missing: boolean;
}

export interface TextsQuery {
  /** Words in the key, the pack's text, the English text or the override (any case). */
  search?: string;
  /** Only texts missing or untranslated. */
  missingOnly?: boolean;
  /** 1-based. */
  page?: number;
}

export interface TextsPage {
  rows: TextRow[];
  /** How many texts match the query, and how many pages they make. */
  total: number;
  page: number;
  pages: number;
  /** How many of the language's texts are missing or untranslated (the query aside). */
  missingCount: number;
  keyCount: number;
}

/** One page of a language's texts as the query asks, with the brand's overrides. */
export function textsPage(language: Language, overrides: ReadonlyMap<string, string>, query: TextsQuery): TextsPage {
  const needle = query.search?.trim().toLocaleLowerCase() ?? "";
  const all: TextRow[] = [...packTexts(language)].map(([key, pack]) => {
    const override = overrides.get(key) ?? null;
    return {
      key,
      pack,
      english: language === "EN" ? null : (englishOf(key) ?? null),
      override,
      missing: isMissing(language, key, override ?? pack),
    };
  });
  const matching = all.filter(
    (row) =>
      (!query.missingOnly || row.missing) &&
      (needle === "" ||
        [row.key, row.pack, row.english ?? "", row.override ?? ""].some((text) => text.toLocaleLowerCase().includes(needle))),
  );
  const pages = Math.max(1, Math.ceil(matching.length / TEXTS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pages);
  return {
    rows: matching.slice((page - 1) * TEXTS_PAGE_SIZE, page * TEXTS_PAGE_SIZE),
    total: matching.length,
    page,
    pages,
    missingCount: all.filter((row) => row.missing).length,
    keyCount: all.length,
  };
}

export interface TextChange {
  key: string;
  /** The brand's text from now on; empty (or the pack's own text): no override. */
  value: string;
}

export type TextsSaved =
  | { ok: true; changed: boolean; problems: string[] }
  /** Each refused change by its index in the form, with why. */
  | { ok: false; errors: Array<{ index: number; message: string }> };

/**
 * Saves overrides of some keys in `language` into the brand's draft (`texts.edit` in the audit
 * log), the others kept. A change is refused whole when any text names a key the pack does not
 * have or uses other placeholders than the pack's; an empty text, or the pack's own, removes the
 * override. Nothing is written when the overrides are as they were.
 */
export async function saveTexts(
  context: Pick<ConsoleContext, "brands" | "store" | "clientIp">,
  session: StaffSession,
  brandId: string,
  files: BrandFiles,
  language: Language,
  changes: readonly TextChange[],
): Promise<TextsSaved> {
  const errors = changes.flatMap((change, index) => {
    const value = change.value.replace(/\r\n?/g, "\n");
    const problem = value.trim() === "" ? null : overrideProblem(language, change.key, value);
    return problem ? [{ index, message: problem }] : [];
  });
  if (errors.length > 0) return { ok: false, errors };

  const { overrides } = readOverrides(files, language);
  const pack = packTexts(language);
  for (const change of changes) {
    const value = change.value.replace(/\r\n?/g, "\n");
    if (value.trim() === "" || value === pack.get(change.key)) overrides.delete(change.key);
    else overrides.set(change.key, value);
  }
  const path = overridesPath(language);
  const text = overridesFile(language, overrides);
  if (text === (fileText(files, path) ?? null)) return { ok: true, changed: false, problems: [] };
  const { problems } = await saveDraft(context, session, brandId, new Map([[path, text]]), "texts.edit");
  return { ok: true, changed: true, problems };
}
