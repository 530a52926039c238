import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, hydrated, test } from "../fixtures";
import { signIn } from "../member-session";

/**
 * Engagement and content (issue 13): the announcement popup once per session and state,
 * the notice popup (pages, titles that open and close, the promo button), help anchors,
 * the XSS corpus in the browser (nothing runs, the CSP reports nothing) and axe on every
 * content page in both modes.
 */

/** Records every CSP violation and every alert/confirm/prompt the page raises. */
async function watchForScript(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return {
    dialogs,
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

const home = (page: Page) => page.locator('[data-section="notices"]');

test.describe("the announcement popup", () => {
  test.use({ announcementsSeen: false });

  test("opens by itself once per session and state: visitor, then member", async ({ page, context, brand, packs, sandboxUrl, baseURL }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/");
    const popup = page.getByRole("dialog", { name: t.announcements.title });
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(/\/announcements$/);
    await expect(popup.getByRole("link", { name: "Scheduled maintenance on Sunday" })).toBeVisible();
    await popup.getByRole("button", { name: t.common.close }).click();
    await expect(page).toHaveURL(/\/$/);

    // The same state again: the home stays as it is.
    await page.goto("/");
    await hydrated(home(page));
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem("announcements-shown"))).toContain("visitor:");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("dialog", { name: t.announcements.title })).toHaveCount(0);

    // Signed in: a new state, so it opens once more, with the members' announcements.
    await signIn(context, brand, sandboxUrl, baseURL!);
    await page.goto("/");
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("link", { name: "New games every week" })).toBeVisible();
    await expect(popup.getByRole("link", { name: "Scheduled maintenance on Sunday" })).toHaveCount(0);
    await popup.getByRole("button", { name: t.common.close }).click();
    await expect(page).toHaveURL(/\/$/);

    // Another language: another state, once more, in that language.
    const ty = packs.of("TY");
    await page.goto("/?lng=TY");
    const tagalog = page.getByRole("dialog", { name: ty.announcements.title });
    await expect(tagalog).toBeVisible();
    await expect(tagalog.getByRole("link", { name: "Bagong laro linggo-linggo" })).toBeVisible();
  });
});

test.describe("the notice popup", () => {
  test("a visitor has the bell too: it opens the visitors' notices", async ({ page, brand, packs }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/");
    const bell = page.getByRole("banner").getByTestId("notice-button");
    await hydrated(bell);
    await bell.click();
    const popup = page.getByRole("dialog", { name: t.announcements.noticesTitle });
    // The seed's visitors' notices (execution B), and none of the members' (execution A).
    const titles = popup.getByRole("navigation", { name: t.announcements.titlesLabel }).locator("a[data-item]");
    await expect(titles.filter({ hasText: "Scheduled maintenance on Sunday" })).toHaveCount(1);
    await expect(titles.filter({ hasText: "Withdrawal times" })).toHaveCount(0);
  });

  test("opens from the bell, pages by 9, titles open and close, the promo button goes to the reward centre", async ({
    page,
    context,
    brand,
    packs,
    sandboxUrl,
    baseURL,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(context, brand, sandboxUrl, baseURL!);
    await page.goto("/");
    await hydrated(home(page));
    await page.getByTestId("notice-button").click();
    const popup = page.getByRole("dialog", { name: t.announcements.noticesTitle });
    await expect(popup).toBeVisible();
    const titles = popup.getByRole("navigation", { name: t.announcements.titlesLabel }).locator("a[data-item]");
    await expect(titles).toHaveCount(9);

    // The first title is open; a click closes it, another click opens it again.
    const first = titles.first();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(popup.getByText(t.announcements.pick)).toBeVisible();
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");

    // A promotion's item has the button; it opens the reward centre.
    const promo = popup.getByRole("link", { name: "Deposit bonus 100%" });
    await promo.click();
    await expect(promo).toHaveAttribute("aria-expanded", "true");
    await expect(popup.getByTestId("promo-button")).toHaveAttribute("href", "/member/rewardCenter");

    // Page 2 has the rest.
    const firstPage = await titles.allTextContents();
    await popup.getByRole("link", { name: t.pagination.page.replace("{{page}}", "2"), exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(titles.first()).not.toHaveText(firstPage[0]);
    const secondPage = await titles.allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);

    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test("the seeded hostile announcement runs nothing and the CSP reports nothing", async ({
    page,
    context,
    brand,
    packs,
    sandboxUrl,
    baseURL,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    const watch = await watchForScript(page);
    await signIn(context, brand, sandboxUrl, baseURL!);
    await page.goto("/notices");
    const popup = page.getByRole("dialog", { name: t.announcements.noticesTitle });
    await hydrated(popup.locator("a[data-item]").first());
    await popup.getByRole("link", { name: "Weekend tournament" }).click();
    await expect(popup.getByText("Top 50 players share the prize pool.")).toBeVisible();
    expect(await page.title()).not.toBe("pwned");
    expect(watch.dialogs).toEqual([]);
    expect(await watch.violations()).toEqual([]);
  });
});

test.describe("the help centre", () => {
  test("the anchor after # opens its section; the footer's terms link opens the terms", async ({ page, brand, packs }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/help#privacy");
    const popup = page.getByRole("dialog", { name: t.help.title });
    await expect(popup).toBeVisible();
    await expect(popup.locator("details#privacy")).toHaveAttribute("open", "");
    await expect(popup.locator("details#term")).not.toHaveAttribute("open", "");
    await popup.getByRole("button", { name: t.common.close }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole("contentinfo").getByRole("link", { name: t.footer.terms }).click();
    await expect(popup).toBeVisible();
    await expect(popup.locator("details#term")).toHaveAttribute("open", "");
    // Keyboard: a section's summary toggles it.
    await popup.locator("details#faq summary").focus();
    await page.keyboard.press("Enter");
    await expect(popup.locator("details#faq")).toHaveAttribute("open", "");
  });

  test("the popup moves by its title bar, never out of the window, and still closes with Escape", async ({ page, brand, packs }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/help");
    const popup = page.getByRole("dialog", { name: t.help.title });
    const handle = popup.locator("[data-drag-handle]");
    await hydrated(handle);
    const before = (await popup.boundingBox())!;
    const grip = (await popup.getByRole("heading", { name: t.help.title }).boundingBox())!;
    const start = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };

    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - 100, start.y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await popup.boundingBox())!.x)).toBe(Math.round(before.x - 100));

    // Dragged far past the window's top right corner, it stops at the edges.
    const viewport = page.viewportSize()!;
    await page.mouse.move(start.x - 100, start.y);
    await page.mouse.down();
    await page.mouse.move(viewport.width * 2, -viewport.height, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await popup.boundingBox())!.y)).toBe(0);
    const after = (await popup.boundingBox())!;
    expect(Math.round(after.x + after.width)).toBe(viewport.width);

    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the XSS corpus as help content: nothing runs and the CSP reports nothing", async ({ page, brand, packs, control }) => {
    // Hundreds of sections in one page, on a shared machine.
    test.setTimeout(120_000);
    const t = packs.of(brand.defaultLanguage);
    const payloads = readFileSync("tests/fixtures/xss-payloads.txt", "utf8")
      .split("\n")
      .filter((line) => line.length > 0 && !line.startsWith("# "));
    expect(payloads.length).toBeGreaterThanOrEqual(500);
    await control(`merchants/:merchant/help`, {
      language: brand.defaultLanguage,
      sections: payloads.map((content, index) => ({ anchor: `x${index}`, title: `Payload ${index}`, content })),
    });
    const watch = await watchForScript(page);
    await page.goto("/help");
    const popup = page.getByRole("dialog", { name: t.help.title });
    await expect(popup.locator("details")).toHaveCount(payloads.length);
    await hydrated(popup.locator("details").first());
    // Every section open, so whatever it holds is laid out and its images load.
    await popup.locator("details").evaluateAll((sections) => sections.forEach((section) => section.setAttribute("open", "")));
    await page.waitForLoadState("load");
    for (const mouseTarget of ["details#x0", "details#x300"]) await popup.locator(mouseTarget).hover();
    expect(await page.title()).not.toBe("pwned");
    expect(watch.dialogs).toEqual([]);
    expect(await watch.violations()).toEqual([]);
  });
});

const PAGES = [
  "/about",
  "/licences",
  "/responsible-gaming",
  "/blog",
  "/blog?page=2",
  "/blog/blog-1",
  "/news",
  "/news/news-1",
  "/mirrors",
  "/download",
  "/leaderboard",
  "/feedback",
  "/help",
  "/legal",
  "/notices",
];

test.describe("content pages", () => {
  test("blog pages through numbered links and opens an article", async ({ page, brand, packs }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/blog");
    const list = page.getByTestId("article-list").getByRole("listitem");
    await expect(list).toHaveCount(10);
    await page
      .getByRole("navigation", { name: t.contentPages.pagesLabel })
      .getByRole("link", { name: t.pagination.page.replace("{{page}}", "3") })
      .click();
    await expect(page).toHaveURL(/\/blog\?page=3$/);
    await expect(list).toHaveCount(3);
    await list.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/blog-21$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("axe finds nothing serious on each page, in both modes", async ({ page, context, brand, sandboxUrl, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    await signIn(context, brand, sandboxUrl, baseURL!);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator("main, dialog[open]").first()).toBeVisible();
      await expectNoSeriousViolationsInBothModes(page, testInfo);
    }
  });
});
