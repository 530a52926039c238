/**
 * Nakheel Casino speaks Arabic first: its pages run right to left, mirrored by the layout's
 * logical properties (the side menu on the right) and by the carousel, whose "next" moves the
 * way an Arabic reader reads.
 */
import { expect, layoutHydrated, test } from "../../../tests/e2e/fixtures";

test.describe("Arabic, right to left", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the page runs right to left with the side menu on the right", async ({ page, brand }) => {
    expect(brand.defaultLanguage).toBe("AR");
    await page.goto("/");
    await layoutHydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    const menu = await page.getByTestId("side-menu").boundingBox();
    const main = await page.locator("main").boundingBox();
    expect(menu && main).toBeTruthy();
    // The menu sits at the page's right edge, the content to its left.
    expect(menu!.x + menu!.width).toBeGreaterThan(1366 - 40);
    expect(main!.x).toBeLessThan(menu!.x);
  });

  test("the banner carousel's next slide comes in from the left, and its dots count from the right", async ({ page, packs }) => {
    const t = packs.of("AR");
    await page.goto("/");
    await layoutHydrated(page);
    const carousel = page.locator('[data-banner-mode="carousel"][data-ready]');
    await expect(carousel).toBeVisible();
    // A value in an Arabic text is isolated (U+2068 … U+2069) so it keeps its own direction.
    const dot = (index: number) => carousel.getByRole("button", { name: t.home.banners.goTo.replace("{{index}}", `\u2068${index}\u2069`) });
    const [first, second] = [dot(1), dot(2)];
    await expect(first).toHaveAttribute("aria-current", "true");
    const [firstBox, secondBox] = [await first.boundingBox(), await second.boundingBox()];
    // Right to left: the first dot is the rightmost.
    expect(firstBox!.x).toBeGreaterThan(secondBox!.x);

    const slides = carousel.locator(".swiper-slide");
    const before = await slides.nth(1).boundingBox();
    await carousel.getByRole("button", { name: t.home.banners.next }).click();
    await expect(second).toHaveAttribute("aria-current", "true");
    // The second slide waited on the left of the first, and slid right into view.
    const frame = await carousel.boundingBox();
    expect(before!.x).toBeLessThan(frame!.x);
    await expect.poll(async () => Math.abs((await slides.nth(1).boundingBox())!.x - frame!.x)).toBeLessThan(2);
  });
});
