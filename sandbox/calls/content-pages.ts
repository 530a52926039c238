import type { Language } from "../../app/platform/contract";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { sessionOf } from "../lib/sessions";
import { prepared } from "../db/statements";

/** Content is written in the merchant's languages only; others get its first (default) language. */
const contentLanguage = (ctx: CallContext, language: Language) =>
  ctx.merchant.languages.includes(language) ? language : ctx.merchant.languages[0];

interface ArticleRow {
  slug: string;
  title: string;
  summary: string;
  content: string;
  published_at: string;
}

export const articlesHandlers: GroupHandlers<"articles"> = {
  list: (ctx, { kind, language, pageNo, pageSize }) => {
    const lang = contentLanguage(ctx, language);
    const total = prepared(ctx.db, "SELECT COUNT(*) FROM articles WHERE merchant = ? AND kind = ? AND language = ?")
      .pluck()
      .get(ctx.merchant.code, kind, lang) as number;
    const rows = prepared(
      ctx.db,
      `SELECT slug, title, summary, published_at FROM articles
        WHERE merchant = ? AND kind = ? AND language = ?
        ORDER BY published_at DESC, slug LIMIT ? OFFSET ?`,
    ).all(ctx.merchant.code, kind, lang, pageSize, (pageNo - 1) * pageSize) as ArticleRow[];
    return {
      list: rows.map((row) => ({ slug: row.slug, title: row.title, summary: row.summary, publishedAt: row.published_at })),
      totalPages: Math.ceil(total / pageSize),
    };
  },

  detail: (ctx, { kind, slug, language }) => {
    const row = prepared(
      ctx.db,
      "SELECT slug, title, summary, content, published_at FROM articles WHERE merchant = ? AND kind = ? AND slug = ? AND language = ?",
    ).get(ctx.merchant.code, kind, slug, contentLanguage(ctx, language)) as ArticleRow | undefined;
    if (!row) throw new SandboxError("NOT_FOUND");
    return { slug: row.slug, title: row.title, summary: row.summary, content: row.content, publishedAt: row.published_at };
  },
};

export const pagesHandlers: GroupHandlers<"pages"> = {
  page: (ctx, { page, language }) => {
    const row = prepared(ctx.db, "SELECT title, content FROM content_pages WHERE merchant = ? AND page = ? AND language = ?").get(
      ctx.merchant.code,
      page,
      contentLanguage(ctx, language),
    ) as { title: string; content: string } | undefined;
    if (!row) throw new SandboxError("NOT_FOUND");
    return row;
  },

  mirrors: (ctx) => ({
    list: prepared(ctx.db, "SELECT url, region FROM mirror_sites WHERE merchant = ? ORDER BY sort").all(ctx.merchant.code) as Array<{
      url: string;
      region: string;
    }>,
  }),
};

export const feedbackHandlers: GroupHandlers<"feedback"> = {
  submit: (ctx, { questionType, content }) => {
    const { accountId } = sessionOf(ctx);
    const { lastInsertRowid } = prepared(
      ctx.db,
      "INSERT INTO feedback (merchant, account_id, question_type, content, created_at) VALUES (?, ?, ?, ?, ?)",
    ).run(ctx.merchant.code, accountId, questionType, content, ctx.clock.now().toISOString());
    return { id: String(lastInsertRowid) };
  },
};
