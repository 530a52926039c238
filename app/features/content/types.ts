import type { WinnerView } from "~/catalogue/types";
import type { Loaded } from "~/ui/loaded";
import type { ErrorCode } from "~/platform/errors";

/** A content page's head, made by its loader per brand and language. */
export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
}

/** A platform page or article body: its title and sanitised HTML, or why it is missing. */
export type Body = { ok: true; title: string; html: string } | { ok: false; code: ErrorCode };

export interface ContentPageView {
  seo: PageSeo;
  body: Body;
}

export interface ArticleCard {
  title: string;
  summary: string;
  publishedAt: string;
  href: string;
}

export interface ArticleListView {
  seo: PageSeo;
  /** "blog" or "news": the list's address and its title's key. */
  section: ArticleSection;
  page: number;
  totalPages: number;
  articles: Loaded<ArticleCard>;
}

export interface ArticleView {
  seo: PageSeo;
  section: ArticleSection;
  publishedAt: string | null;
  body: Body;
}

export type ArticleSection = "blog" | "news";

export interface MirrorsView {
  seo: PageSeo;
  mirrors: Loaded<{ url: string; region: string }>;
}

export interface LeaderboardView {
  seo: PageSeo;
  winners: Loaded<WinnerView>;
}

/** The content pages' title keys (`contentPages.titles.<id>`) and addresses. */
export const CONTENT_PATHS = {
  about: "/about",
  licences: "/licences",
  responsible: "/responsible-gaming",
  blog: "/blog",
  news: "/news",
  mirrors: "/mirrors",
  download: "/download",
  leaderboard: "/leaderboard",
  feedback: "/feedback",
} as const;
export type ContentPageName = keyof typeof CONTENT_PATHS;
