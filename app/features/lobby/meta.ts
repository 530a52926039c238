import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import type { LobbyData } from "./types";

/** A lobby's head: its own title, description and canonical URL (the loader makes them per brand). */
export const lobbyMeta: MetaFunction = ({ data, matches }) => {
  const seo = (data as LobbyData | undefined)?.seo;
  // No data: the loader answered a 404 (unknown vendor); the page keeps the brand's own head.
  if (!seo) return matches.find((match) => match.id === "root")?.meta ?? [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
  ];
  // The player's own lists and searches are views for them, not pages for search engines.
  if (seo.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
};
