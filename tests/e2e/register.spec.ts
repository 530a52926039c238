import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { openRegister } from "./register-flow";

/**
 * The register popup on every brand (docs/decisions/registration.md): its fields follow the
 * brand's flags, so its axe scan runs per brand in both modes. The flows: username
 * registration in tests/e2e/features/register.spec.ts (aurora: USERNAMEREG3, captcha,
 * affiliate code), mobile registration with an SMS code in brands/lumen/e2e/ (MOBILENUMREG3,
 * REGMOBVERF3, MOBILENUMPASSREG3, minimum age 21).
 */

for (const mode of ["dark", "light"] as const) {
  test(`the register popup passes axe (${mode})`, async ({ page, brand, packs, baseURL }) => {
    await page.context().addCookies([{ name: "theme", value: mode, url: baseURL! }]);
    const t = packs.of(brand.defaultLanguage);
    const dialog = await openRegister(page, t);
    await expect(page.locator("html")).toHaveAttribute("data-mode", mode);
    // With the field messages showing too.
    await dialog.getByRole("button", { name: t.register.submit, exact: true }).first().click();
    await expect(dialog.getByText(t.register.termsRequired).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include('dialog[data-dialog="register"]').analyze();
    expect(results.violations).toEqual([]);
  });
}
