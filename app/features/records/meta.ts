import type { MetaDescriptor } from "@remix-run/node";
import { translatorOf, type TextsRoot } from "~/i18n/texts";
import type { TextKey } from "~/i18n/translator";

interface RootData extends TextsRoot {
  brand: { displayName: string };
}

/** A record page's head: "<page> | <brand>", its description, and noindex (a player's own records). */
export function recordsPageMeta(matches: ReadonlyArray<{ id: string; data: unknown }>, title: TextKey): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  if (!root) return [];
  const brand = root.brand.displayName;
  const { t } = translatorOf(root);
  const page = t(title);
  return [
    { title: `${page} | ${brand}` },
    { name: "description", content: t("records.metaDescription", { brand, page }) },
    { name: "robots", content: "noindex" },
  ];
}
