import type { Language } from "~/platform/contract/common";
import { LANGUAGE_LABELS } from "./languages";
import type { Pack } from "./pack";

/** i18next's plural suffixes, one per `Intl.PluralRules` category. */
type PluralSuffix = "_zero" | "_one" | "_two" | "_few" | "_many" | "_other";

/**
 * Every text's key: the dotted path of each text of the English pack ("home.welcome"); a text
 * with plural forms (`records.totalCount_one`, `…_other`) is asked for by its base key and a
 * `count` ("records.totalCount", `{ count: 3 }`).
 */
export type TextKey = Leaves<Pack>;
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}${PluralSuffix}` ? Base : K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** What a text's `{{name}}` placeholders are filled from. */
export type TextValues = Record<string, unknown>;

/**
 * A text by its key. A key made at run time from a platform's value (a game type, a status)
 * is not known to the type checker, so it needs the text shown when the pack has none:
 * `defaultValue` (that value as is, as i18next does).
 */
export interface Translate {
  (key: TextKey, values?: TextValues): string;
  (key: string, values: TextValues & { defaultValue: string }): string;
}

/**
 * The portal's one way to translate: pages (through `useTranslation` of ./react), route `meta`
 * functions, and the server's own texts (page titles, the CSV exports) all read a pack through it.
 */
export interface Translator {
  readonly language: Language;
  /** The language's writing direction, for what must isolate a text of its own direction (a table's cells). */
  readonly dir: TextLocale["dir"];
  /** The text at `key` with its placeholders filled; a key the pack lacks comes back as itself. */
  readonly t: Translate;
  /** Whether the pack has a text at `key` (for keys made at run time, such as `errors.<platform code>`). */
  readonly exists: (key: string) => boolean;
}

/** A pack never changes, and it is cheaper to keep its translator than to make it again. */
const translators = new WeakMap<Pack, Translator>();

/** `{{name}}` (spaces allowed inside the braces), i18next's default interpolation markers. */
const PLACEHOLDER = /{{(.+?)}}/g;

/**
 * The translator of one language's pack, ready at once. The server renders with it (pages, route
 * `meta`, its own texts); the browser has the same lookup over the texts it has loaded so far
 * (`translatorOver`, from ./texts). One per pack object (the server's packs live as long as the process).
 *
 * It is not i18next (about 14 kB gzipped, the largest part of every page's own JavaScript):
 * the packs use only what this does, i18next's way (see docs/decisions/page-weight.md, and
 * tests/unit/i18n-instance.test.ts, which compares every text of every pack with i18next's):
 * - keys are dotted paths into the pack; a missing key (or one naming a group) gives the
 *   option `defaultValue` when there is one (its placeholders filled too), else the key back;
 * - `{{name}}` takes the value `name` as is (no escaping: React escapes); `null` or
 *   `undefined` give an empty text, a value not given at all leaves the placeholder;
 * - a numeric `count` picks the plural form by the language's rules (`Intl.PluralRules` of its
 *   BCP 47 tag): `key_zero` for 0 when the pack has one, else `key_<category>` ("one", "few"…),
 *   else `key` itself;
 * - no nesting, formatters, ordinals or language changes (a language change is a new
 *   translator, made for the next root loader's language).
 */
export function createTranslator({ language, pack }: { language: Language; pack: Pack }): Translator {
  const cached = translators.get(pack);
  if (cached) return cached;
  const { tag, dir } = LANGUAGE_LABELS[language];
  const translator = translatorOver(language, (key) => textAt(pack, key), { lang: tag, dir });
  translators.set(pack, translator);
  return translator;
}

/** The text at a dotted key of a tree of texts, if there is one (a group is not a text). */
export function textAt(tree: object, key: string): string | undefined {
  let text: unknown = tree;
  for (const part of key.split(".")) text = typeof text === "object" && text !== null ? (text as Record<string, unknown>)[part] : undefined;
  return typeof text === "string" ? text : undefined;
}

/** What the translator needs of the language besides its texts: the root's data has both. */
export interface TextLocale {
  /** The BCP 47 tag (Tagalog is `tl`, not the platform's `TY`): its plural rules pick a text's form. */
  lang: string;
  /** The writing direction: in a right-to-left text every filled-in value is isolated. */
  dir: "ltr" | "rtl";
}

/** Unicode's first-strong isolate and its end (U+2068, U+2069). */
const FSI = "\u2068";
const PDI = "\u2069";

/**
 * A translator whose texts come from `lookup` (a whole pack's, or the browser's texts loaded so
 * far), choosing plural forms by the language's rules. The browser has the locale from the root's
 * data, so it needs no table of languages of its own.
 *
 * In a right-to-left language each value filled in (an amount, a masked number, a time, a name) is
 * wrapped in a bidi isolate, so "+63 917***4567" or "2026-11-29 12:44 GMT+8" inside an Arabic
 * sentence reads in its own direction instead of being reordered by the sentence around it.
 */
export function translatorOver(language: Language, lookup: (key: string) => string | undefined, locale: TextLocale): Translator {
  const plurals = pluralRulesOf(locale.lang);
  const fill = locale.dir === "rtl" ? (value: string) => `${FSI}${value}${PDI}` : (value: string) => value;
  /** The text for `key` with `count`'s plural form first, as i18next looks them up. */
  const lookupCounted = (key: string, count: unknown) => {
    if (typeof count !== "number") return lookup(key);
    return (count === 0 ? lookup(`${key}_zero`) : undefined) ?? lookup(`${key}_${plurals.select(count)}`) ?? lookup(key);
  };
  const t = (key: string, values?: TextValues): string => {
    const text = lookupCounted(key, values?.count) ?? (typeof values?.defaultValue === "string" ? values.defaultValue : undefined);
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      if (!Object.hasOwn(values, name.trim())) return placeholder;
      const value = values[name.trim()];
      return value === undefined || value === null ? "" : fill(String(value));
    });
  };
  return { language, dir: locale.dir, t, exists: (key) => lookup(key) !== undefined };
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** A language's plural rules, made once per tag. */
function pluralRulesOf(localeTag: string): Intl.PluralRules {
  let rules = pluralRules.get(localeTag);
  if (!rules) pluralRules.set(localeTag, (rules = new Intl.PluralRules(localeTag)));
  return rules;
}
