import type { AppLoadContext } from "@remix-run/node";
import { CATEGORY_PATH } from "~/catalogue/categories";
import { getLanes } from "~/catalogue/lanes.server";
import { isLobbyType, lobbyHref } from "~/features/lobby/lobby-url";
import { ARTICLES_PAGE_SIZE } from "~/features/content/content.server";
import { CONTENT_PATHS } from "~/features/content/types";

/**
 * What search engines get (issue 9, item 8): the same for everyone on a brand's host, so
 * the answer is `public` like the brand's assets (docs/decisions/cache-headers.md). The
 * brand is the request's host, so each brand lists its own pages on its own origin.
 */
export const SEO_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

/** Pages that are a player's own, a popup or an action: nothing for a search engine. */
const NOT_FOR_ROBOTS = [
  "/login",
  "/feedback",
  "/notices",
  "/announcements",
  "/register",
  "/logout",
  "/member",
  "/agent",
  "/favorite",
  "/recent",
  "/auth/",
  "/resources/",
  "/settings/",
];

/** The brand's content pages (issue 13); `/help` is the home with a popup, so it is not one. */
const CONTENT_PAGE_PATHS = Object.values(CONTENT_PATHS).filter((path) => path !== CONTENT_PATHS.feedback);

/** The newest articles of blog and news (the first page of each); none when the list fails. */
async function articlePaths(context: Pick<AppLoadContext, "platform" | "i18n">): Promise<string[]> {
  const lists = await Promise.all(
    (["blog", "news"] as const).map((section) =>
      context.platform.articles
        .list({ kind: section === "blog" ? "BLOG" : "NEWS", language: context.i18n.language, pageNo: 1, pageSize: ARTICLES_PAGE_SIZE })
        .then(({ list }) => list.map((article) => `${CONTENT_PATHS[section]}/${article.slug}`))
        .catch(() => []),
    ),
  );
  return lists.flat();
}

/** The brand's public pages: the home, each lobby the brand offers and each of its vendors' pages, the content pages and newest articles. */
export async function sitemapPaths(context: Pick<AppLoadContext, "brand" | "platform" | "i18n" | "caches" | "shared">): Promise<string[]> {
  // The same for every reader (it is cached publicly): without the visitor's address, a vertical
  // the brand offers in some regions only is left out, as one it turned off.
  const { brand, platform, i18n, caches, shared } = context;
  const [lanes, articles] = await Promise.all([getLanes({ brand, platform, i18n, caches, shared }), articlePaths(context)]);
  const lobbies = lanes.flatMap((lane) => {
    if (!isLobbyType(lane.gameType) || lane.vendors.length === 0) return [];
    const path = CATEGORY_PATH[lane.gameType];
    return [path, ...lane.vendors.map((vendor) => lobbyHref(path, { vendor: vendor.vassalage }))];
  });
  return ["/", ...lobbies, ...CONTENT_PAGE_PATHS, ...articles];
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  const disallow = NOT_FOR_ROBOTS.map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]);
