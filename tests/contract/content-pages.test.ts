import { describe, expect, it } from "vitest";
import { platformError, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const aurora = sb.platform({ merchant: "AURORA" });
const lumen = sb.platform({ merchant: "LUMEN" });

describe("articles", () => {
  it("lists a kind newest first, in pages, in the request language", async () => {
    const first = await aurora.articles.list({ kind: "BLOG", language: "EN", pageNo: 1, pageSize: 10 });
    expect(first.totalPages).toBe(3);
    expect(first.list.map((article) => article.slug)).toEqual(Array.from({ length: 10 }, (_, index) => `blog-${index + 1}`));
    const last = await aurora.articles.list({ kind: "NEWS", language: "TY", pageNo: 3, pageSize: 10 });
    expect(last.list).toHaveLength(3);
    expect(last.list[0].title).toMatch(/^Balita sa /);
  });

  it("answers a language the merchant has not in its first one", async () => {
    const { list } = await lumen.articles.list({ kind: "BLOG", language: "TY", pageNo: 1, pageSize: 5 });
    expect(list[0].title).toMatch(/guide/);
  });

  it("gives one article's HTML, and NOT_FOUND for a slug the merchant does not have", async () => {
    const article = await aurora.articles.detail({ kind: "NEWS", slug: "news-2", language: "EN" });
    expect(article.content).toContain("<img");
    expect((await platformError(aurora.articles.detail({ kind: "NEWS", slug: "blog-2", language: "EN" }))).code).toBe("NOT_FOUND");
  });

  it("refuses bad requests", async () => {
    for (const query of [
      { kind: "BLOG", language: "EN", pageNo: "0", pageSize: "10" },
      { kind: "BLOG", language: "EN", pageNo: "1", pageSize: "51" },
      { kind: "VIDEO", language: "EN", pageNo: "1", pageSize: "10" },
    ]) {
      const response = await sb.raw("GET", "/api/v1/articles", { merchant: "AURORA", query });
      expect(response.envelope, JSON.stringify(query)).toMatchObject({ success: false, code: "INVALID_REQUEST" });
    }
    const slug = await sb.raw("GET", "/api/v1/articles/detail", {
      merchant: "AURORA",
      query: { kind: "BLOG", slug: "../x", language: "EN" },
    });
    expect(slug.envelope).toMatchObject({ success: false, code: "INVALID_REQUEST" });
  });
});

describe("pages and mirrors", () => {
  it("gives each page in the request language, and the mirrors in order", async () => {
    expect((await aurora.pages.page({ page: "ABOUT", language: "TY" })).title).toBe("Tungkol sa amin");
    expect((await aurora.pages.page({ page: "LICENCES", language: "EN" })).content).toContain("GL-2026-0417");
    const { list } = await aurora.pages.mirrors({});
    expect(list.map((mirror) => mirror.url)).toEqual([1, 2, 3, 4].map((n) => `https://m${n}.aurora.example`));
  });
});

describe("feedback", () => {
  it("needs a token, stores a good one, refuses a bad type or length", async () => {
    expect((await platformError(aurora.feedback.submit({ questionType: "GAMES", content: "Works without a token?" }))).code).toBe(
      "UNAUTHORIZED",
    );
    const token = await sb.login("AURORA", "player040", "Member#2026");
    const player = sb.platform({ merchant: "AURORA", token });
    const { id } = await player.feedback.submit({ questionType: "GAMES", content: "  The game froze twice.  " });
    expect(sb.sandbox.db.prepare("SELECT question_type, content FROM feedback WHERE id = ?").get(Number(id))).toEqual({
      question_type: "GAMES",
      content: "The game froze twice.",
    });
    for (const body of [
      { questionType: "NOPE", content: "A long enough message." },
      { questionType: "GAMES", content: "short" },
      { questionType: "GAMES", content: "x".repeat(501) },
    ]) {
      const response = await sb.raw("PUT", "/api/v1/feedback", { merchant: "AURORA", token, body });
      expect(response.envelope, JSON.stringify(body)).toMatchObject({ success: false, code: "INVALID_REQUEST" });
    }
  });
});
