import { expect, layoutHydrated, test } from "./fixtures";
import { signIn } from "./member-session";

// What differs by brand: the header, with the brand's name and theme, fits a phone. The layout's
// controls behave the same everywhere (features/layout-controls.spec.ts).
test.describe("layout on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the header fits the screen when signed in", async ({ page, context, brand, sandboxUrl, baseURL }) => {
    await signIn(context, brand, sandboxUrl, baseURL!);
    await page.goto("/");
    await layoutHydrated(page);
    await expect(page.getByTestId("balance-box")).toBeVisible();
    await expect(page.getByTestId("member-menu")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
