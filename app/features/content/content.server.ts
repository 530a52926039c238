import { data, type AppLoadContext } from "@remix-run/node";
import { createTranslator } from "~/i18n/translator";
import { parsePage } from "~/ui/paging";
import { toWinners } from "~/catalogue/views.server";
import { settle } from "~/ui/loaded.server";
import { winners } from "~/catalogue/public-lists.server";
import { platformErrorCode } from "~/platform/platform-error";
import { amountFormatter } from "~/format/money.server";
import { articleSlugSchema, type ContentPageId } from "~/platform/contract/content-pages";
import { htmlSanitiser } from "~/ui/html-context.server";
import {
  CONTENT_PATHS,
  type ArticleListView,
  type ArticleSection,
  type ArticleView,
  type Body,
  type ContentPageName,
  type ContentPageView,
  type LeaderboardView,
  type MirrorsView,
  type PageSeo,
} from "./types";

/** Blog and news list 10 articles a page. */
export const ARTICLES_PAGE_SIZE = 10;

const KIND = { blog: "BLOG", news: "NEWS" } as const;

/** Title, description and canonical URL of a content page (`title`: the platform's, when it has one). */
export function seoOf(context: AppLoadContext, request: Request, name: ContentPageName, path: string, title?: string): PageSeo {
  const { t } = createTranslator(context.i18n);
  const page = title ?? t(`contentPages.titles.${name}`);
  const brand = context.brand.displayName;
  return {
    title: `${page} | ${brand}`,
    description: t("contentPages.metaDescription", { page, brand }),
    canonical: new URL(request.url).origin + path,
  };
}

async function bodyOf(context: AppLoadContext, load: () => Promise<{ title: string; content: string }>): Promise<Body> {
  try {
    const [{ title, content }, sanitise] = await Promise.all([load(), htmlSanitiser(context)]);
    return { ok: true, title, html: sanitise(content) };
  } catch (error) {
    return { ok: false, code: platformErrorCode(error) };
  }
}

/** About us, licences, responsible gaming, the download guide: the merchant's page in the request language. */
export async function loadContentPage(request: Request, context: AppLoadContext, name: ContentPageName, page: ContentPageId) {
  const body = await bodyOf(context, () => context.platform.pages.page({ page, language: context.i18n.language }));
  const view: ContentPageView = { seo: seoOf(context, request, name, CONTENT_PATHS[name]), body };
  return view;
}

/** A page of blog or news (`?page=`: bad values are the first page). */
export async function loadArticles(request: Request, context: AppLoadContext, section: ArticleSection) {
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const base = CONTENT_PATHS[section];
  let view: ArticleListView;
  try {
    const { list, totalPages } = await context.platform.articles.list({
      kind: KIND[section],
      language: context.i18n.language,
      pageNo: page,
      pageSize: ARTICLES_PAGE_SIZE,
    });
    const articles = list.map((item) => ({ ...item, href: `${base}/${item.slug}` }));
    view = {
      seo: seoOf(context, request, section, page > 1 ? `${base}?page=${page}` : base),
      section,
      page,
      totalPages,
      articles: { ok: true, items: articles },
    };
  } catch (error) {
    view = {
      seo: seoOf(context, request, section, base),
      section,
      page,
      totalPages: 0,
      articles: { ok: false, code: platformErrorCode(error) },
    };
  }
  return view;
}

/** One article; a slug that is not one (checked before any call) or that the merchant has not: 404. */
export async function loadArticle(request: Request, context: AppLoadContext, section: ArticleSection, slug: string | undefined) {
  const parsed = articleSlugSchema.safeParse(slug);
  if (!parsed.success) throw data({ code: "NOT_FOUND" as const }, { status: 404 });
  let publishedAt: string | null = null;
  const body = await bodyOf(context, async () => {
    const article = await context.platform.articles.detail({ kind: KIND[section], slug: parsed.data, language: context.i18n.language });
    publishedAt = article.publishedAt;
    return article;
  });
  if (!body.ok && body.code === "NOT_FOUND") throw data({ code: "NOT_FOUND" as const }, { status: 404 });
  const path = `${CONTENT_PATHS[section]}/${parsed.data}`;
  const view: ArticleView = { seo: seoOf(context, request, section, path, body.ok ? body.title : undefined), section, publishedAt, body };
  return view;
}

export async function loadMirrors(request: Request, context: AppLoadContext) {
  const mirrors = await settle(
    context.platform.pages.mirrors({}).then(({ list }) => list),
    // Only http(s) addresses become links.
    (mirror) => mirror,
  );
  const safe = mirrors.ok ? { ok: true as const, items: mirrors.items.filter((mirror) => /^https?:\/\//i.test(mirror.url)) } : mirrors;
  const view: MirrorsView = { seo: seoOf(context, request, "mirrors", CONTENT_PATHS.mirrors), mirrors: safe };
  return view;
}

/** The winner board as a ranked table (the same cached list as the home's board). */
export async function loadLeaderboard(request: Request, context: AppLoadContext) {
  const [money, cdn, list] = await Promise.all([
    amountFormatter(context),
    context.imageCdn(),
    settle(winners(context), (winner) => winner),
  ]);
  const view: LeaderboardView = {
    seo: seoOf(context, request, "leaderboard", CONTENT_PATHS.leaderboard),
    winners: list.ok ? { ok: true, items: toWinners(list.items, cdn, money) } : list,
  };
  return view;
}

/** The help centre's sections in the request language, sanitised. */
export async function loadHelp(context: AppLoadContext) {
  try {
    const [{ sections }, sanitise] = await Promise.all([
      context.platform.content.help({ lang: context.i18n.language, device: "WEB" }),
      htmlSanitiser(context),
    ]);
    const items = sections.map((section) => ({ anchor: section.anchor, title: section.title, html: sanitise(section.content) }));
    return { ok: true as const, items };
  } catch (error) {
    return { ok: false as const, code: platformErrorCode(error) };
  }
}
