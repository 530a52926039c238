/**
 * Tala does not offer cockfight (brand config `verticals.off`), though its merchant has the
 * vendors: its menus leave it out and a link to one of its vendors answers the translated
 * "not offered here" page, axe-clean in both modes. It runs in the tala project only.
 */
import { expectNoSeriousViolationsInBothModes } from "../../../tests/e2e/axe";
import { expect, test } from "../../../tests/e2e/fixtures";

test.describe("a vertical the brand does not offer", () => {
  test("is in no menu, and its link answers the not-offered page, axe-clean in both modes", async ({ page, brand, packs }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/");
    await expect(page.getByTestId("footer-products").getByRole("link", { name: t.menu.sports, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: t.menu.cockfight, exact: true })).toHaveCount(0);

    const response = await page.goto("/sports?vassalage=DS88");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: t.system.notOfferedTitle })).toBeVisible();
    await expect(page.getByText(t.errors.VERTICAL_NOT_OFFERED)).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });
});
