import { z } from "zod";
import { defineCall } from "./define";
import { languageSchema, queryInt, text } from "./common";
import { FEEDBACK_CONTENT, FEEDBACK_TYPES } from "./feedback-types";

/** Blog and news: the same shape, two lists. */
export const ARTICLE_KINDS = ["BLOG", "NEWS"] as const;
export const articleKindSchema = z.enum(ARTICLE_KINDS);
export type ArticleKind = z.infer<typeof articleKindSchema>;

/** A slug as the platform writes them: lower-case words joined by dashes. */
export const articleSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

const articleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Plain text. */
  summary: z.string(),
  publishedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** The merchant's own pages. */
export const CONTENT_PAGES = ["ABOUT", "LICENCES", "RESPONSIBLE", "DOWNLOAD"] as const;
export const contentPageSchema = z.enum(CONTENT_PAGES);
export type ContentPageId = z.infer<typeof contentPageSchema>;

/** Feedback's question types (feedback-types.ts). */
export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES);

export const articlesCalls = {
  list: defineCall({
    method: "GET",
    path: "/api/v1/articles",
    summary: "One page of blog or news articles, newest first, in a language (the merchant's first language when it has none in this one).",
    request: z
      .object({ kind: articleKindSchema, language: languageSchema, pageNo: queryInt(1, 10_000), pageSize: queryInt(1, 50) })
      .strict(),
    value: z.object({ list: z.array(articleSummarySchema), totalPages: z.number().int().min(0) }),
  }),
  detail: defineCall({
    method: "GET",
    path: "/api/v1/articles/detail",
    summary: "One article with its platform HTML; NOT_FOUND when the merchant has no such article.",
    request: z.object({ kind: articleKindSchema, slug: articleSlugSchema, language: languageSchema }).strict(),
    value: articleSummarySchema.extend({ content: z.string() }),
  }),
};

export const pagesCalls = {
  page: defineCall({
    method: "GET",
    path: "/api/v1/pages",
    summary: "A merchant page (about us, licences, responsible gaming, download guide): its title and platform HTML.",
    request: z.object({ page: contentPageSchema, language: languageSchema }).strict(),
    value: z.object({ title: z.string(), content: z.string() }),
  }),
  mirrors: defineCall({
    method: "GET",
    path: "/api/v1/pages/mirrors",
    summary: "The merchant's mirror sites, in display order.",
    request: z.object({}).strict(),
    value: z.object({ list: z.array(z.object({ url: z.string(), region: z.string() })) }),
  }),
};

export const feedbackCalls = {
  submit: defineCall({
    method: "PUT",
    path: "/api/v1/feedback",
    auth: "token",
    summary: "Sends the player's feedback (question type, content).",
    request: z
      .object({
        questionType: feedbackTypeSchema,
        content: text(FEEDBACK_CONTENT.max).pipe(z.string().min(FEEDBACK_CONTENT.min)),
      })
      .strict(),
    value: z.object({ id: z.string() }),
  }),
};
