import type { Brand } from "../../../app/brand/schema";
import { expect, test } from "../fixtures";
import { PACKS } from "../../../app/i18n/packs.server";

const en = PACKS.EN!;
const ty = PACKS.TY!;

/** The home's texts in the brand's default language (the language a fresh browser gets). */
const textsOf = (brand: Brand) => (brand.defaultLanguage === "TY" ? ty : en).home;

test.describe("the home's controls", () => {
  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the notice marquee stands still", async ({ page }) => {
      await page.goto("/");
      const track = page.locator('[data-section="notices"] [role="marquee"] > div');
      await expect(track).toBeVisible();
      expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    });
  });

  test.describe("with motion", () => {
    test.use({ reducedMotion: "no-preference" });

    test("the marquee pauses while hovered", async ({ page }) => {
      await page.goto("/");
      const marquee = page.locator('[data-section="notices"] [role="marquee"]');
      const track = marquee.locator("> div");
      expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe("running");
      await marquee.hover();
      expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe("paused");
    });
  });

  test("tabs switch by keyboard", async ({ page, brand }) => {
    await page.goto("/");
    const tabs = page.getByRole("navigation", { name: textsOf(brand).tabsLabel });
    const home = tabs.locator('[data-tab="HOME"]');
    await expect(home).toHaveAttribute("aria-current", "page");
    await home.focus();
    await page.keyboard.press("Tab");
    await expect(tabs.locator('[data-tab="FAV"]')).toBeFocused();
    await page.keyboard.press("Tab");
    const category = tabs.locator("[data-tab]").nth(2);
    await expect(category).toBeFocused();
    const id = (await category.getAttribute("data-tab"))!;
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(new RegExp(`\\?tab=${id}$`));
    await expect(category).toHaveAttribute("aria-current", "page");
    await expect(page.locator(`[data-section="category-${id.toLowerCase()}"]`)).toBeVisible();
    await expect(page.locator('[data-section="hot"]')).toHaveCount(0);

    await home.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator('[data-section="hot"]')).toBeVisible();
    await expect(home).toHaveAttribute("aria-current", "page");
  });

  test("the winner board shows entries, 4 per slide", async ({ page }) => {
    await page.goto("/");
    const board = page.locator('[data-section="winners"]');
    // The board becomes a carousel when it comes near the view.
    await board.scrollIntoViewIfNeeded();
    await expect(board.locator('[data-winners-mode="carousel"]')).toBeVisible();
    const firstSlide = board.locator(".swiper-slide").first();
    await expect(firstSlide.locator('[data-winner="entry"]')).toHaveCount(4);
    const entry = firstSlide.locator('[data-winner="entry"]').first();
    await expect(entry.locator("img")).toHaveAttribute("alt", /\S/);
    await expect(entry.locator("[data-amount]")).toHaveText(/^\D+[\d,]+\.\d{2}$/);
    await expect(entry).toContainText("***");
  });

  test("FAV while logged out goes to the login popup", async ({ page, brand }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: textsOf(brand).tabsLabel })
      .locator('[data-tab="FAV"]')
      .click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2F%3Ftab%3DFAV$/);
    await expect(page.locator("dialog[open]")).toBeVisible();
    // Still the home underneath, on its HOME tab.
    await expect(page.locator('[data-tab="HOME"]')).toHaveAttribute("aria-current", "page");
    await expect(page.locator('[data-section="hot"]')).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows the first banner and the tabs work as links", async ({ page, brand }) => {
      await page.goto("/");
      const image = page.locator('[data-section="banners"] img').first();
      await expect(image).toBeVisible();
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      const tab = page
        .getByRole("navigation", { name: textsOf(brand).tabsLabel })
        .locator("[data-tab]")
        .nth(2);
      const id = (await tab.getAttribute("data-tab"))!;
      await tab.click();
      await expect(page).toHaveURL(new RegExp(`\\?tab=${id}$`));
      await expect(page.locator(`[data-section="category-${id.toLowerCase()}"]`)).toBeVisible();
      await expect(page.locator('[data-section="winners"] [data-winner="entry"]').first()).toBeVisible();
    });
  });
});
