import { LANGUAGE_LABELS } from "../../app/i18n/languages";
import { expect, test } from "./fixtures";

test.describe("brand smoke", () => {
  test("home renders with the brand's name, default mode and default language", async ({ page, brand }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(brand.displayName));
    await expect(page.locator("html")).toHaveAttribute("data-mode", brand.defaultMode);
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_LABELS[brand.defaultLanguage].tag);
  });

  test("health check answers on the brand's host", async ({ page }) => {
    // Through the browser: Node's resolver (Playwright's request client) does not resolve *.localhost.
    const response = await page.goto("/healthz");
    expect(await response?.text()).toBe("ok");
  });
});
