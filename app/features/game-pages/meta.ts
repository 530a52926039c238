import type { MetaDescriptor } from "@remix-run/node";
import { translatorOf, type TextsRoot } from "~/i18n/texts";
import type { TextKey } from "~/i18n/translator";

interface RootData extends TextsRoot {
  brand: { displayName: string };
}

/**
 * A game page's head: "<page> | <brand>", a description naming the page, and the
 * canonical URL when the page has one (public pages; account pages have none).
 */
export function gamePageMeta(matches: ReadonlyArray<{ id: string; data: unknown }>, title: TextKey, canonical?: string): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  if (!root) return [];
  const brand = root.brand.displayName;
  const { t } = translatorOf(root);
  const page = t(title);
  const tags: MetaDescriptor[] = [
    { title: `${page} | ${brand}` },
    { name: "description", content: t("gamePages.metaDescription", { brand, page }) },
  ];
  if (canonical) tags.push({ tagName: "link", rel: "canonical", href: canonical });
  return tags;
}
