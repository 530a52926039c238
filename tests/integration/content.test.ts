import { afterEach, describe, expect, it } from "vitest";
import { createSessionCodec } from "~/session/codec.server";
import { startTestPortal, TEST_SESSION_SECRET, withFlash } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const { portal, request, sameOrigin } = await startTestPortal(sb.url);
const origin = (brand: string) => `http://${brand}.localhost:${portal.port}`;

/*
 * Announcements are cached per merchant, language and audience for the life of the portal
 * (the home's marquee shares the lists), so the failure test comes first and uses a list no
 * other test loads: TALA's visitors in EN.
 */

/** Feedback is sent as player040 (engineer D's account: no other test file relies on it). */
const FEEDBACK_ACCOUNT = { username: "player040", password: MEMBER.password };

async function sessionCookie(brandId: string, merchant: string, account: { username: string; password: string } = MEMBER) {
  const token = await sb.login(merchant, account.username, account.password);
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
    { token, isAgent: 0, username: account.username, expiresAt: Date.now() + 3_600_000 },
    brandId,
  );
  return `__session=${sealed}`;
}

const get = async (brand: string, path: string, cookie?: string) => request(brand, path, { headers: cookie ? { cookie } : {} });

/** The popup's titles, in order. */
const titlesOf = (body: string) => [...body.matchAll(/data-item="([^"]+)"/g)].map((match) => match[1]);

/** The head's tags a content page must have. */
function expectHead(body: string, title: string, canonical: string) {
  expect(body).toContain(`<title>${title}</title>`);
  expect(body).toMatch(/<meta name="description" content="[^"]+"/);
  expect(body).toContain(`<link rel="canonical" href="${canonical}"/>`);
}

afterEach(async () => {
  await sb.control("/faults/clear");
});

describe("platform failures show a translated message in their section", () => {
  it("notices: the popup says the announcements could not be loaded (no 500, no blank)", async () => {
    await sb.control("/faults", { call: "content.announcements", failureRate: 1 });
    const { status, body } = await get("tala", "/notices?lng=EN");
    expect(status).toBe(200);
    expect(body).toContain('data-dialog="notices"');
    expect(body).toContain("Announcements could not be loaded.");
  });

  it("content pages, articles, help and mirrors", async () => {
    for (const call of ["pages.page", "articles.list", "content.help", "pages.mirrors"]) {
      await sb.control("/faults", { call, failureRate: 1 });
    }
    for (const [path, text] of [
      ["/about", "This page could not be loaded."],
      ["/blog", "This page could not be loaded."],
      ["/mirrors", "This page could not be loaded."],
      ["/help", "The help centre could not be loaded."],
      ["/legal", "This page could not be loaded."],
    ]) {
      const { status, body } = await get("lumen", path);
      expect(status, path).toBe(200);
      expect(body, path).toContain(text);
      expect(body, path).toContain('data-state="error"');
    }
  });
});

describe("the announcement and notice popups", () => {
  it("a member's notices: 9 titles a page, the first open, the rest on page 2", async () => {
    const cookie = await sessionCookie("aurora", "AURORA");
    const first = await get("aurora", "/notices", cookie);
    expect(first.status).toBe(200);
    const page1 = titlesOf(first.body);
    expect(page1).toHaveLength(9);
    expect(first.body).toContain('data-page="2"');
    const second = await get("aurora", "/notices?page=2", cookie);
    const page2 = titlesOf(second.body);
    expect(page2.length).toBeGreaterThan(0);
    expect(page2.some((id) => page1.includes(id))).toBe(false);
    // Only execution A for a member.
    const executions = sb.sandbox.db
      .prepare(`SELECT DISTINCT execution FROM announcements WHERE id IN (${[...page1, ...page2].map(() => "?").join(",")})`)
      .pluck()
      .all(...page1, ...page2);
    expect(executions).toEqual(["A"]);
  });

  it("a visitor sees execution B; a bad page is the first, one past the end the last", async () => {
    const { body } = await get("aurora", "/notices?page=-3");
    const ids = titlesOf(body);
    const expected = sb.sandbox.db.prepare("SELECT id FROM announcements WHERE merchant = 'AURORA' AND execution = 'B'").pluck().all();
    expect(ids.sort()).toEqual((expected as string[]).sort());
    expect(titlesOf((await get("aurora", "/notices?page=999")).body).sort()).toEqual(ids);
  });

  it("the promo button is there for an item with a promotionType, and not for one without", async () => {
    const cookie = await sessionCookie("aurora", "AURORA");
    const promo = sb.sandbox.db
      .prepare(
        "SELECT id FROM announcements WHERE merchant = 'AURORA' AND execution = 'A' AND promotion_type IS NOT NULL ORDER BY time DESC",
      )
      .pluck()
      .all() as string[];
    const plain = sb.sandbox.db
      .prepare("SELECT id FROM announcements WHERE merchant = 'AURORA' AND execution = 'A' AND promotion_type IS NULL ORDER BY time DESC")
      .pluck()
      .get() as string;
    const withPromo = await get("aurora", `/notices?item=${promo[0]}`, cookie);
    expect(withPromo.body).toMatch(/<a[^>]*data-testid="promo-button"[^>]*href="\/member\/rewardCenter"/);
    const without = await get("aurora", `/notices?item=${plain}`, cookie);
    expect(without.body).not.toContain('data-testid="promo-button"');
    const closed = await get("aurora", "/notices?item=none", cookie);
    expect(closed.body).toContain('data-state="closed"');
  });

  it("renders the seeded hostile announcement without its script or handler", async () => {
    const cookie = await sessionCookie("aurora", "AURORA");
    const id = sb.sandbox.db
      .prepare("SELECT id FROM announcements WHERE merchant = 'AURORA' AND content_en LIKE '%<script>%'")
      .pluck()
      .get();
    const { body } = await get("aurora", `/notices?item=${id}`, cookie);
    expect(body).toContain("Top 50 players share the prize pool.");
    expect(body).not.toContain("onerror=");
    expect(body).not.toContain("document.title='pwned'");
    expect(body).not.toContain("<script>document");
  });

  it("/announcements adds the first-login announcements (F) only with the first sign-in mark", async () => {
    const cookie = await sessionCookie("aurora", "AURORA");
    const fIds = sb.sandbox.db
      .prepare("SELECT id FROM announcements WHERE merchant = 'AURORA' AND execution = 'F'")
      .pluck()
      .all() as string[];
    const all = async (extra: string) => {
      const ids: string[] = [];
      for (let page = 1; page <= 3; page += 1)
        ids.push(...titlesOf((await get("aurora", `/announcements?page=${page}`, `${cookie}; ${extra}`)).body));
      return new Set(ids);
    };
    const plain = await all("x=1");
    const first = await all("first-sign-in=1");
    expect(fIds.some((id) => plain.has(id))).toBe(false);
    expect(fIds.every((id) => first.has(id))).toBe(true);
    // A visitor with the mark still sees B only.
    const visitor = titlesOf((await get("aurora", "/announcements", "first-sign-in=1")).body);
    expect(visitor.some((id) => fIds.includes(id))).toBe(false);
  });

  it("the bell links to /notices", async () => {
    const cookie = await sessionCookie("aurora", "AURORA");
    expect((await get("aurora", "/", cookie)).body).toMatch(/<a[^>]*data-testid="notice-button"[^>]*href="\/notices"/);
  });
});

describe("the help centre and the legal popup", () => {
  it("/help: the home with the help popup, a section per topic with its anchor, in the request language", async () => {
    const en = await get("aurora", "/help?lng=EN");
    expect(en.status).toBe(200);
    expect(en.body).toContain('data-dialog="help"');
    expect(en.body).toContain('id="term"');
    expect(en.body).toContain("Terms and conditions");
    expect(en.body).toContain('data-section="notices"'); // the home is under it
    const ty = await get("aurora", "/help?lng=TY");
    expect(ty.body).toContain("Mga tuntunin at kundisyon");
  });

  it("/legal shows the merchant's licences", async () => {
    const { status, body } = await get("aurora", "/legal");
    expect(status).toBe(200);
    expect(body).toContain('data-dialog="legal"');
    expect(body).toContain("GL-2026-0417");
  });
});

describe("content pages", () => {
  it.each([
    ["/about", "About us", "Tungkol sa amin"],
    ["/licences", "Licences", "Mga lisensya"],
    ["/responsible-gaming", "Responsible gaming", "Responsableng paglalaro"],
    ["/download", "Download and installation", "Pag-download at pag-install"],
    ["/mirrors", "Mirror sites", "Mga mirror site"],
    ["/leaderboard", "Leaderboard", "Mga nangunguna"],
    ["/blog", "Blog", "Blog"],
    ["/news", "News", "Balita"],
    ["/feedback", "Feedback", "Puna"],
  ])("%s: server-rendered with its title, description and canonical URL, in EN and TY", async (path, en, ty) => {
    const english = await get("aurora", `${path}?lng=EN`);
    expect(english.status).toBe(200);
    expectHead(english.body, `${en} | Aurora Casino`, origin("aurora") + path);
    const tagalog = await get("aurora", `${path}?lng=TY`);
    expect(tagalog.status).toBe(200);
    expectHead(tagalog.body, `${ty} | Aurora Casino`, origin("aurora") + path);
  });

  it("blog: 10 articles a page, newest first, numbered pages; a bad ?page is the first", async () => {
    const first = await get("aurora", "/blog?lng=EN");
    const links = (body: string) => [...body.matchAll(/href="(\/blog\/blog-\d+)"/g)].map((match) => match[1]);
    expect(links(first.body)).toEqual(Array.from({ length: 10 }, (_, index) => `/blog/blog-${index + 1}`));
    expect(first.body).toContain('data-page="3"');
    const third = await get("aurora", "/blog?page=3&lng=EN");
    expect(links(third.body)).toEqual(["/blog/blog-21", "/blog/blog-22", "/blog/blog-23"]);
    expectHead(third.body, "Blog | Aurora Casino", `${origin("aurora")}/blog?page=3`);
    for (const bad of ["abc", "0", "-1", "2.5", "9999999"]) {
      expect(links((await get("aurora", `/blog?page=${bad}&lng=EN`)).body), bad).toEqual(links(first.body));
    }
    // Past the end: an empty page with its message, not an error.
    const past = await get("aurora", "/blog?page=50&lng=EN");
    expect(past.status).toBe(200);
    expect(past.body).toContain('data-state="empty"');
  });

  it("an article: its own title and canonical URL, its HTML sanitised with the image on the brand's CDN", async () => {
    const { status, body } = await get("aurora", "/news/news-2?lng=EN");
    expect(status).toBe(200);
    expectHead(body, "Sports update no. 2 | Aurora Casino", `${origin("aurora")}/news/news-2`);
    expect(body).toMatch(/<img src="http:\/\/img[12]\.aurora\.localhost:\d+\/assets\/banners\/AURORA-w_home-2\.svg"/);
    const ty = await get("aurora", "/news/news-2?lng=TY");
    expect(ty.body).toContain("Balita sa Palakasan blg. 2");
  });

  it("an article that is not one: 404 before any platform call for a bad slug, 404 for an unknown one", async () => {
    for (const path of ["/blog/..%2Fetc", "/blog/UPPER", "/blog/a--b", `/blog/${"a".repeat(81)}`, "/news/blog-1-x", "/blog/news-1"]) {
      const { status } = await get("aurora", path);
      expect(status, path).toBe(404);
    }
  });

  it("mirrors: the merchant's addresses as links", async () => {
    const { body } = await get("aurora", "/mirrors");
    expect(body).toContain('href="https://m1.aurora.example"');
    expect(body).toContain("Worldwide");
  });

  it("download: the guide and the iOS and Android QR codes", async () => {
    const { body } = await get("aurora", "/download?lng=EN");
    expect(body).toContain("Scan the QR code for your phone.");
    expect(body).toMatch(/<img[^>]*src="data:image\/svg\+xml;base64,[^"]+"[^>]*alt="QR code for the iOS app"/);
    expect(body).toMatch(/alt="QR code for the Android app"/);
  });

  it("leaderboard: the winners ranked by amount", async () => {
    const { body } = await get("aurora", "/leaderboard?lng=EN");
    const amounts = [...body.matchAll(/<td>([^<]*\d\.\d\d)<\/td><\/tr>/g)].map((match) => Number(match[1].replace(/[^\d.]/g, "")));
    expect(amounts.length).toBeGreaterThan(1);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  });

  it("the footer links every content page, and the sitemap lists them with the newest articles", async () => {
    const { body } = await get("aurora", "/");
    const footer = /<footer\b[\s\S]*?<\/footer>/.exec(body)?.[0] ?? "";
    for (const path of [
      "/help",
      "/help#term",
      "/legal",
      "/feedback",
      "/about",
      "/licences",
      "/responsible-gaming",
      "/blog",
      "/news",
      "/leaderboard",
      "/download",
      "/mirrors",
    ]) {
      expect(footer, path).toContain(`href="${path}"`);
    }
    const sitemap = (await get("aurora", "/sitemap.xml")).body;
    for (const path of ["/about", "/blog", "/news", "/mirrors", "/download", "/leaderboard", "/blog/blog-1", "/news/news-10"]) {
      expect(sitemap, path).toContain(`<loc>${origin("aurora")}${path}</loc>`);
    }
    expect(sitemap).not.toContain("/feedback");
  });
});

describe("feedback", () => {
  const post = (form: Record<string, string>, cookie?: string) =>
    request("aurora", "/feedback", { form, headers: { ...sameOrigin("aurora"), ...(cookie ? { cookie } : {}) } });
  const records = () =>
    sb.sandbox.db
      .prepare(
        "SELECT question_type, content FROM feedback WHERE account_id = (SELECT id FROM accounts WHERE merchant = 'AURORA' AND username = ?)",
      )
      .all(FEEDBACK_ACCOUNT.username) as Array<{ question_type: string; content: string }>;

  it("a visitor is asked to sign in, and a visitor's post goes to the login popup", async () => {
    expect((await get("aurora", "/feedback?lng=EN")).body).toContain('href="/login?redirectTo=%2Ffeedback"');
    const { status, headers } = await post({ questionType: "GAMES", content: "The game froze twice today." });
    expect(status).toBe(302);
    expect(headers.location).toMatch(/^\/login\?redirectTo=/);
  });

  it("bad input: 422 with each field's translated message, and nothing reaches the platform", async () => {
    const cookie = await sessionCookie("aurora", "AURORA", FEEDBACK_ACCOUNT);
    const before = records().length;
    for (const [form, messages] of [
      [{}, ["Choose a question type", "Write at least 10 characters"]],
      [{ questionType: "NOPE", content: "The game froze twice today." }, ["Choose a question type"]],
      [{ questionType: "GAMES", content: "   short   " }, ["Write at least 10 characters"]],
      [{ questionType: "GAMES", content: "x".repeat(501) }, ["Write at most 500 characters"]],
      [{ questionType: "<script>", content: "<img src=x onerror=alert(1)>" }, ["Choose a question type"]],
    ] as Array<[Record<string, string>, string[]]>) {
      const { status, body } = await post({ ...form }, `${cookie}; lng=EN`);
      expect(status, JSON.stringify(form)).toBe(422);
      for (const message of messages) expect(body, JSON.stringify(form)).toContain(message);
      expect(body).not.toContain("<img src=x onerror");
    }
    expect(records().length).toBe(before);
  });

  it("a good post is stored and comes back saying it was sent; the sixth in an hour is refused (429)", async () => {
    const cookie = await sessionCookie("aurora", "AURORA", FEEDBACK_ACCOUNT);
    const before = records().length;
    const sent = await post({ questionType: "SUGGESTION", content: "  Please add more fishing games.  " }, cookie);
    expect(sent.status).toBe(302);
    expect(sent.headers.location).toBe("/feedback");
    expect(records().at(-1)).toEqual({ question_type: "SUGGESTION", content: "Please add more fishing games." });
    expect((await get("aurora", "/feedback?lng=EN", withFlash(sent, cookie))).body).toContain("Thank you: your feedback was sent.");
    for (let index = 1; index < 5; index += 1) {
      expect((await post({ questionType: "OTHER", content: `Feedback number ${index}` }, cookie)).status).toBe(302);
    }
    const refused = await post({ questionType: "OTHER", content: "One message too many." }, `${cookie}; lng=EN`);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.body).toContain("You have sent a lot of feedback");
    expect(records().length).toBe(before + 5);
  });
});
