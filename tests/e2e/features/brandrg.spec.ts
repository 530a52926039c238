import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, test } from "../fixtures";

/**
 * Responsible gaming per brand on the reference brand: the responsible-gaming page is one
 * click from the home at every width (the footer's link), shows the brand's help and seals,
 * and is axe-clean in both modes. What the page holds per player, and the verticals a brand
 * does not offer, are proven by tests/integration/brand-rg.test.ts (and tala's own spec).
 */
test.describe("responsible gaming", () => {
  test("the responsible-gaming page is one click from the home on a computer and a phone, and axe-clean in both modes", async ({
    page,
    brand,
    packs,
  }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const link = page.getByRole("contentinfo").getByRole("link", { name: t.footer.responsibleGaming, exact: true });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(/\/responsible-gaming$/);
      await expect(page.getByRole("heading", { name: t.responsible.helpTitle })).toBeVisible();
    }
    await expect(page.getByTestId("rg-seals").getByRole("img").first()).toBeVisible();
    await expect(page.getByTestId("rg-tools").getByRole("link", { name: t.responsible.signIn, exact: true })).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });
});
