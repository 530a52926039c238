import { createPlatformClient } from "../../../app/platform/client.server";
import { PlatformError } from "../../../app/platform/platform-error";
import { expectNoSeriousViolationsInBothModes } from "../../../tests/e2e/axe";
import { expect, test } from "../../../tests/e2e/fixtures";
import { signIn } from "../../../tests/e2e/member-session";

/**
 * Lumen's own: its licence makes a break cover every brand of the operator (`responsibleGaming.
 * exclusionCoversAllBrands`), so the self-exclusion page shows "every brand" chosen and fixed, as
 * the brand's rule, and the break covers TALA's account of the same proved number too.
 */
test.describe("self-exclusion on a brand whose licence makes every brand the rule", () => {
  test("shows every brand chosen as the brand's rule, and the break covers the operator's other brand", async ({
    page,
    brand,
    packs,
    sandboxUrl,
    baseURL,
    control,
  }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    const player = { username: "player021", password: "Member#2026" };
    await control("clock/advance", { ms: 1 }); // resets the sandbox afterwards: this test starts a break
    await signIn(page.context(), brand, sandboxUrl, baseURL!, player);
    await page.goto("/member/selfExclusion");
    const everyBrand = page.getByRole("checkbox", { name: t.exclusion.everyBrand.split(" (")[0], exact: false });
    await expect(everyBrand).toBeChecked();
    await expect(everyBrand).toBeDisabled();
    await expect(page.getByText(t.exclusion.brandRule)).toBeVisible();
    await expect(page.getByLabel(t.exclusion.onlyHere)).toHaveCount(0);
    await expectNoSeriousViolationsInBothModes(page, testInfo);

    await page.getByLabel(t.exclusion.periods.TIMEOUT_24H).check();
    await page.getByRole("button", { name: t.exclusion.continue }).click();
    await expect(page.getByRole("heading", { name: t.exclusion.confirmTitle })).toBeVisible();
    await page.getByLabel(t.exclusion.password).fill(player.password);
    await page.getByRole("button", { name: t.exclusion.confirm }).click();
    await expect(page).toHaveURL(/\/selfExclusion\/started$/);

    // TALA's player021 proved the same number: its sign-in is refused too.
    const tala = createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: "TALA" });
    const refused = await tala.auth.login(player).catch((error: unknown) => error);
    expect(refused instanceof PlatformError ? refused.code : refused).toBe("TIMED_OUT");
  });
});
