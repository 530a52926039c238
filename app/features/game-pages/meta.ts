import type { MetaDescriptor } from "@remix-run/node";
import type { Pack } from "~/i18n/pack";
import { createTranslator, type TextKey } from "~/i18n/translator";
import type { Language } from "~/platform/contract/common";

interface RootData {
  brand: { displayName: string };
  language: Language;
  pack: Pack;
}

/**
 * A game page's head: "<page> | <brand>", a description naming the page, and the
 * canonical URL when the page has one (public pages; account pages have none).
 */
export function gamePageMeta(matches: ReadonlyArray<{ id: string; data: unknown }>, title: TextKey, canonical?: string): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  if (!root) return [];
  const brand = root.brand.displayName;
  const { t } = createTranslator(root);
  const page = t(title);
  const tags: MetaDescriptor[] = [
    { title: `${page} | ${brand}` },
    { name: "description", content: t("gamePages.metaDescription", { brand, page }) },
  ];
  if (canonical) tags.push({ tagName: "link", rel: "canonical", href: canonical });
  return tags;
}
