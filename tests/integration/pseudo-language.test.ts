import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import { pseudoText } from "~/i18n/pseudo";
import { startTestPortal } from "../helpers/portal";
import { startTestSandbox } from "../helpers/sandbox";

/*
 * QA's pseudo-language: `?lng=XX` on a portal that offers it shows every text bracketed, accented
 * and longer, keeps it for the next pages by a cookie, serves the browser's text files in it, and
 * never leaks into another visitor's page (the home's page cache keeps none of it).
 */

const sb = await startTestSandbox();
const { request } = await startTestPortal(sb.url, { pageCacheMs: 60_000 });
const { request: requestWithout } = await startTestPortal(sb.url, { pseudoLanguage: false });

const PSEUDO_SKIP = pseudoText(en.common.skipToContent);

describe("the pseudo-language", () => {
  it("makes every text bracketed, accented, 40 % longer, its placeholders as they were", () => {
    expect(pseudoText("Deposit")).toMatch(/^\[Ðéþóšîţ ~+\]$/);
    const text = "Send again in {{seconds}} s";
    const pseudo = pseudoText(text);
    expect(pseudo).toContain("{{seconds}}");
    expect(pseudo.startsWith("[") && pseudo.endsWith("]")).toBe(true);
    const words = (value: string) => value.replace(/{{.+?}}/g, "").length;
    expect(words(pseudo)).toBeGreaterThanOrEqual(Math.ceil(words(text) * 1.4));
    expect(pseudo).not.toMatch(/[a-zA-Z]{2,}(?![^{]*}})/);
  });

  it("shows the pages in it for ?lng=XX and keeps it by a cookie, without touching another visitor's page", async () => {
    const first = await request("aurora", "/?lng=XX");
    expect(first.status).toBe(200);
    expect(first.body).toContain(PSEUDO_SKIP);
    expect(first.body).not.toContain(`>${en.common.skipToContent}<`);
    const cookie = first.cookies.find((line) => line.startsWith("lng=XX"));
    expect(cookie).toBeDefined();

    const next = await request("aurora", "/", { headers: { cookie: "lng=XX" } });
    expect(next.body).toContain(PSEUDO_SKIP);

    // An ordinary visitor, after it (the page cache keeps homes for a minute here): English.
    for (let i = 0; i < 2; i++) {
      const plain = await request("aurora", "/");
      expect(plain.body).toContain(en.common.skipToContent);
      expect(plain.body).not.toContain(PSEUDO_SKIP);
    }
    // A real language asked for by ?lng wins over the cookie.
    const back = await request("aurora", "/?lng=EN", { headers: { cookie: "lng=XX" } });
    expect(back.body).not.toContain(PSEUDO_SKIP);
  });

  it("serves the browser's text files in it", async () => {
    const page = await request("aurora", "/?lng=XX");
    const href = /<link[^>]+href="(\/texts\/[^"]+\/common\.json)"/.exec(page.body)?.[1];
    expect(href).toBeDefined();
    const file = await request("aurora", href!, { headers: { cookie: "lng=XX" } });
    expect(file.status).toBe(200);
    expect(JSON.parse(file.body).common.skipToContent).toBe(PSEUDO_SKIP);
  });

  it("is not offered by a portal started without it", async () => {
    const page = await requestWithout("aurora", "/?lng=XX");
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(PSEUDO_SKIP);
    expect(page.cookies.some((line) => line.startsWith("lng=XX"))).toBe(false);
  });
});
