import type { BrandEntry } from "~/brand/registry.server";
import { createLanguageResolver, type LanguageResolver } from "~/i18n/language.server";
import { offeredLanguages } from "~/i18n/packs.server";

const resolvers = new WeakMap<BrandEntry, LanguageResolver>();

/** A brand's language resolver (`?lng`, then the cookie, then the brand's default), made once per brand. */
export function brandLanguageResolver(entry: BrandEntry): LanguageResolver {
  let resolver = resolvers.get(entry);
  if (!resolver) {
    resolver = createLanguageResolver(offeredLanguages(entry.brand.languages), entry.brand.defaultLanguage);
    resolvers.set(entry, resolver);
  }
  return resolver;
}
