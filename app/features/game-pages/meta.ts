import type { MetaDescriptor } from "@remix-run/node";
import { fillText } from "~/features/layout/meta";
import type { Pack } from "~/i18n/pack";

interface RootData {
  brand: { displayName: string };
  pack: Pack;
}

/**
 * A game page's head: "<page> | <brand>", a description naming the page, and the
 * canonical URL when the page has one (public pages; account pages have none).
 */
export function gamePageMeta(
  matches: ReadonlyArray<{ id: string; data: unknown }>,
  title: (pack: Pack) => string,
  canonical?: string,
): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  if (!root) return [];
  const brand = root.brand.displayName;
  const page = title(root.pack);
  const tags: MetaDescriptor[] = [
    { title: `${page} | ${brand}` },
    { name: "description", content: fillText(root.pack.gamePages.metaDescription, { brand, page }) },
  ];
  if (canonical) tags.push({ tagName: "link", rel: "canonical", href: canonical });
  return tags;
}
