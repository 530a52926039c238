import type { Page } from "@playwright/test";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, hydrated, HYDRATION, test } from "../fixtures";

/**
 * The game lobbies (`/rng` here; the four share one page): search and filters with and
 * without JavaScript, back and forward, focus kept while typing, the visitor's sign-in
 * detour, and an axe scan in both modes. One brand runs the flows; what differs per
 * brand (titles, canonical URLs, sitemap) is in tests/integration/lobby.test.ts.
 */

const games = (page: Page) => page.locator('[data-lobby="games"] [data-card="game"] img');

/**
 * Every game card's name (its icon's alt) matches `pattern`, and there is at least one. The
 * address changes as the navigation starts and the list once its data is in: this waits for
 * the list (on failure it shows the names it last saw).
 */
async function expectEveryGame(page: Page, pattern: RegExp) {
  await expect
    .poll(async () => {
      const names = await games(page).evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""));
      return names.length > 0 && names.every((name) => pattern.test(name)) ? "every game matches" : names;
    }, HYDRATION)
    .toBe("every game matches");
}

const current = (page: Page, part: string) => page.locator(`[data-lobby="${part}"] a[aria-current="page"]`);

test.describe("lobby with JavaScript", () => {
  test("the list follows the search as the player types, without a reload and without losing focus", async ({ page, brand, packs }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/rng");
    const search = page.getByRole("searchbox", { name: t.lobby.search.label });
    await hydrated(search);
    // Survives client navigations only: a full page load would drop it.
    await page.evaluate(() => Object.assign(window, { lobbyMarker: true }));

    await search.click();
    await search.pressSequentially("dragon", { delay: 40 });
    await expect(page).toHaveURL(/\/rng\?q=dragon$/, HYDRATION);
    await expectEveryGame(page, /dragon/i);
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("dragon");

    // More keys: the same input, still focused, the list follows again.
    await search.pressSequentially(" gold", { delay: 40 });
    await expect(page).toHaveURL(/\/rng\?q=dragon\+gold$/, HYDRATION);
    await expect(search).toBeFocused();
    await expect(page.locator('[data-lobby="games"]')).not.toHaveAttribute("aria-busy", "true");
    expect(await page.evaluate(() => (window as unknown as { lobbyMarker?: boolean }).lobbyMarker)).toBe(true);
  });

  test("filters and search are in the URL: back and forward walk the views", async ({ page, brand, packs }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/rng");
    const search = page.getByRole("searchbox", { name: t.lobby.search.label });
    await hydrated(search);
    await search.fill("tiger");
    await expect(page).toHaveURL(/\/rng\?q=tiger$/, HYDRATION);
    await expectEveryGame(page, /tiger/i);

    await page.locator('[data-lobby="filters"] [data-filter="HOT"]').click();
    await expect(page).toHaveURL(/\/rng\?filter=HOT$/);
    await expect(current(page, "filters")).toHaveAttribute("data-filter", "HOT");
    await expect(page.locator('[data-lobby="games"] [data-badge="hot"]').first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/rng\?q=tiger$/);
    await expect(current(page, "filters")).toHaveAttribute("data-filter", "ALL");
    await expect(search).toHaveValue("tiger");
    await expectEveryGame(page, /tiger/i);

    await page.goBack();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(search).toHaveValue("");

    await page.goForward();
    await expect(page).toHaveURL(/\/rng\?q=tiger$/);
    await expect(search).toHaveValue("tiger");

    // A vendor starts over: ALL, no search.
    await page.locator('[data-lobby="vendors"] [data-vendor="PG"]').click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
    await expect(search).toHaveValue("");
    await expectEveryGame(page, /.+/);
    await expect(current(page, "vendors")).toHaveAttribute("data-vendor", "PG");
  });

  test("FAV opens the sign-in popup for a visitor", async ({ page, brand, packs }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/rng?vassalage=PG");
    const fav = page.locator('[data-lobby="filters"] [data-filter="FAV"]');
    await hydrated(fav);
    await fav.click();
    await expect(page.getByRole("dialog", { name: t.auth.loginTitle })).toBeVisible();
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/rng?vassalage=PG&filter=FAV");
  });
});

test.describe("lobby without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form, filters, vendors and pages are plain GET forms and links", async ({ page, brand, packs }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/rng");
    const search = page.getByRole("searchbox", { name: t.lobby.search.label });
    await search.fill("  dragon ");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/rng\?q=\++dragon\+$/);
    await expectEveryGame(page, /dragon/i);
    await expect(search).toHaveValue("dragon");

    await page.locator('[data-lobby="filters"] [data-filter="HOT"]').click();
    await expect(page).toHaveURL(/\/rng\?filter=HOT$/);
    await expect(current(page, "filters")).toHaveAttribute("data-filter", "HOT");

    await page.locator('[data-lobby="vendors"] [data-vendor="PG"]').click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
    await expect(current(page, "filters")).toHaveAttribute("data-filter", "ALL");

    await page.locator('[data-pagination] [data-page="2"]').click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG&page=2$/);
    await expect(page.locator('[data-pagination] [aria-current="page"]')).toHaveText("2");

    await page.goBack();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
    await expect(page.locator('[data-pagination] [aria-current="page"]')).toHaveText("1");
  });
});

test("a lobby has no serious or critical accessibility violations in both modes", async ({ page }, testInfo) => {
  await page.goto("/rng?vassalage=JILI&page=2");
  await expect(games(page).first()).toBeVisible();
  await expect(page.locator('[data-lobby="classifies"]')).toBeVisible();
  await expectNoSeriousViolationsInBothModes(page, testInfo);
});
