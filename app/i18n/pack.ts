import type en from "./packs/en.json";

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/**
 * A language pack: i18next's JSON (nested groups of texts, `{{name}}` placeholders, plural forms as
 * `key_one`, `key_other`…), the English pack's shape. Another language has the same keys, except
 * plural forms: each language has its own (`_other` only in Vietnamese, six in Arabic), so a
 * pack's type checks its groups and texts, and the packs' test checks its plural forms.
 */
export type Pack = Strings<typeof en>;
/** What a brand's `locales/<LNG>.json` may hold: some of a pack's keys. */
export type PackOverride = DeepPartial<Pack>;
