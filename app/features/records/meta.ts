import type { MetaDescriptor } from "@remix-run/node";
import { fillText } from "~/features/layout/meta";
import type { Pack } from "~/i18n/pack";

interface RootData {
  brand: { displayName: string };
  pack: Pack;
}

/** A record page's head: "<page> | <brand>", its description, and noindex (a player's own records). */
export function recordsPageMeta(matches: ReadonlyArray<{ id: string; data: unknown }>, title: (pack: Pack) => string): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  if (!root) return [];
  const brand = root.brand.displayName;
  const page = title(root.pack);
  return [
    { title: `${page} | ${brand}` },
    { name: "description", content: fillText(root.pack.records.metaDescription, { brand, page }) },
    { name: "robots", content: "noindex" },
  ];
}
