import type { Brand } from "../../app/brand/schema";
import { createPlatformClient } from "../../app/platform/client.server";
import { expect, HYDRATION, test } from "./fixtures";
import { PACKS } from "../../app/i18n/packs.server";

/** The home's texts in the brand's default language (the language a fresh browser gets). */
const textsOf = (brand: Brand) => PACKS[brand.defaultLanguage]!.home;

// What differs by brand: the home as the merchant fills it (every section, its banners). Its controls
// behave the same on every brand (features/home-controls.spec.ts).
test.describe("home", () => {
  test("loads without console errors and shows every section", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    await expect(page.locator('[data-section="banners"] img').first()).toBeVisible();
    for (const name of ["notices", "hot", "winners"]) {
      await expect(page.locator(`[data-section="${name}"]`)).toBeVisible();
    }
    await expect(page.locator('[data-section="hot"] [data-card="game"]').first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the banner carousel advances by its arrow button; a single banner is static", async ({ page, brand, sandboxUrl }) => {
      const texts = textsOf(brand);
      // What the merchant has: one home banner is shown static (no buttons, no Swiper), and there is no more to check.
      const { list } = await createPlatformClient({ baseUrl: sandboxUrl })
        .bind({ merchant: brand.merchantCode })
        .content.banners({ groupName: "w_home", language: brand.defaultLanguage });
      expect(list.length).toBeGreaterThan(0);
      const single = list.length === 1;
      await page.goto("/");
      const banners = page.locator('[data-section="banners"]');
      await expect(banners.locator("[data-banner-mode]")).toHaveAttribute("data-banner-mode", single ? "static" : "carousel");
      await expect(banners.locator(".swiper")).toHaveCount(single ? 0 : 1);
      // Swiper is running once the arrows show; a static banner has none.
      const next = banners.getByRole("button", { name: texts.banners.next });
      await expect(next).toHaveCount(single ? 0 : 1);
      await expect(banners.getByRole("button", { name: texts.banners.previous })).toHaveCount(single ? 0 : 1);
      if (single) return;
      await expect(next).toBeVisible();
      // The arrows are server-rendered: they work once React has hydrated the carousel, which marks itself ready.
      await expect(banners.locator("[data-banner-mode]")).toHaveAttribute("data-ready", "", HYDRATION);
      const active = banners.locator(".swiper-slide-active [data-banner]");
      const first = await active.getAttribute("data-banner");
      await next.click();
      await expect(active).not.toHaveAttribute("data-banner", first!);
      const second = await active.getAttribute("data-banner");
      await banners.getByRole("button", { name: texts.banners.previous }).click();
      await expect(active).toHaveAttribute("data-banner", first!);
      expect(second).not.toBe(first);
      // No autoplay with reduced motion: no pause button either.
      await expect(banners.getByRole("button", { name: /slideshow/ })).toHaveCount(0);
    });
  });
});
