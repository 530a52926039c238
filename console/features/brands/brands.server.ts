import type { BrandEntry } from "~/brand/registry.server";
import type { ConsoleContext } from "../../context.server";

/** A brand id as a route gives it: only a slug is looked up (the registry's ids are slugs). */
const BRAND_ID = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * The brand the route names, as this instance serves it now (its live config; its draft is
 * `entry.draft`); a 404 for an id no brand has, so a page never shows, or writes, a brand that is not there.
 */
export function requireBrand(context: Pick<ConsoleContext, "registry">, id: string | undefined): BrandEntry {
  const entry = id && BRAND_ID.test(id) ? context.registry.entries.find((candidate) => candidate.brand.id === id) : undefined;
  if (!entry) throw new Response("No such brand.", { status: 404 });
  return entry;
}

/** The registry's brands, by display name. */
export const sortedBrands = (context: Pick<ConsoleContext, "registry">): BrandEntry[] =>
  [...context.registry.entries].sort((a, b) => a.brand.displayName.localeCompare(b.brand.displayName, "en"));
