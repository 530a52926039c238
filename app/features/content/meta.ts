import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import type { PageSeo } from "./types";

/** A content page's head: its own title, description and canonical URL (made by the loader). */
export const contentMeta: MetaFunction = ({ data, matches }) => {
  const seo = (data as { seo?: PageSeo } | undefined)?.seo;
  // No data: the loader answered a 404; the page keeps the brand's own head.
  if (!seo) return matches.find((match) => match.id === "root")?.meta ?? [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
  ];
  return tags;
};
