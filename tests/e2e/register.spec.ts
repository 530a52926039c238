import type { ThemeMode } from "../../app/brand/schema";
import { axeBuilder, switchModeInPlace } from "./axe";
import { expect, test } from "./fixtures";
import { openRegister } from "./register-flow";

/**
 * The register popup on every brand (docs/decisions/registration.md): its fields follow the
 * brand's flags, so its axe scan runs per brand in both modes. The flows: username
 * registration in tests/e2e/features/register.spec.ts (aurora: USERNAMEREG3, captcha,
 * affiliate code), mobile registration with an SMS code in brands/lumen/e2e/ (MOBILENUMREG3,
 * REGMOBVERF3, MOBILENUMPASSREG3, minimum age 21).
 */

test("the register popup passes axe in both modes", async ({ page, brand, packs }) => {
  const t = packs.of(brand.defaultLanguage);
  const dialog = await openRegister(page, t);
  // With the field messages showing too.
  await dialog.getByRole("button", { name: t.register.submit, exact: true }).first().click();
  await expect(dialog.getByText(t.register.termsRequired).first()).toBeVisible();
  for (const mode of ["dark", "light"] as const satisfies readonly ThemeMode[]) {
    await switchModeInPlace(page, mode);
    const results = await axeBuilder(page).include('dialog[data-dialog="register"]').analyze();
    expect(
      results.violations.map((violation) => `${mode} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join("; ")}`),
    ).toEqual([]);
  }
});
