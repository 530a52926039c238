import type { en } from "./packs/en";

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** A complete language pack: the English pack's shape, with any text. */
export type Pack = Strings<typeof en>;
/** What a brand's `locales/<lng>.ts` may export: some of a pack's keys. */
export type PackOverride = DeepPartial<Pack>;
