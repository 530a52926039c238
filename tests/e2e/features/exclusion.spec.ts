import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, test } from "../fixtures";
import { openPopup, packOf } from "../login-popup";
import { signIn } from "../member-session";

/*
 * Time-out and self-exclusion in a browser, on the reference brand: a self-exclusion taken on
 * the page covering every brand, then sign-in refused on this brand and on LUMEN (which shares
 * the account), each translated with its help links; a seeded time-out that still holds after
 * 23 hours of the sandbox's clock and is over after 24; axe on the page in both modes. This
 * spec's players: rg_ready and rg_timeout (no other browser spec signs in as them).
 */

const READY = { username: "rg_ready", password: "Member#2026" };
const PATH = "/member/selfExclusion";
const HOUR_MS = 3_600_000;

test.describe("time-out and self-exclusion", () => {
  test.slow();

  test("a self-exclusion covering every brand refuses sign-in here and on the brand sharing the account, translated", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    baseURL,
    control,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await control("clock/advance", { ms: 1 }); // resets the sandbox afterwards: this test excludes rg_ready
    await signIn(page.context(), brand, sandboxUrl, baseURL!, READY);
    await page.goto(PATH);
    await expect(page.getByRole("heading", { name: t.exclusion.title, level: 1 })).toBeVisible();
    await page.getByLabel(t.exclusion.periods.EXCLUSION_6M).check();
    await page.getByLabel(t.exclusion.everyBrand.replace("{{brands}}", "Lumen Play, Tala Casino")).check();
    await page.getByRole("button", { name: t.exclusion.continue }).click();

    await expect(page.getByRole("heading", { name: t.exclusion.confirmTitle })).toBeVisible();
    await expect(page.getByText(t.exclusion.cannotUndo)).toBeVisible();
    await page.getByLabel(t.exclusion.password).fill(READY.password);
    await page.getByRole("button", { name: t.exclusion.confirm }).click();
    await expect(page).toHaveURL(/\/selfExclusion\/started$/);
    await expect(page.getByRole("status").filter({ hasText: t.exclusion.doneEXCLUSION.split("{{")[0] })).toBeVisible();
    await expect(page.getByText(t.exclusion.covers.replace("{{brands}}", "Aurora Gaming, Lumen Play, Tala Casino"))).toBeVisible();

    const here = await openPopup(page, t);
    await here.username.fill(READY.username);
    await here.password.fill(READY.password);
    await here.submit.click();
    const refused = here.dialog.getByRole("alert");
    await expect(refused).toContainText(t.errors.SELF_EXCLUDED);
    await expect(refused).toContainText(t.login.excludedUntil.split("{{")[0]);
    await expect(here.dialog.getByRole("link", { name: t.login.excludedRgPage })).toHaveAttribute("href", "/responsible-gaming");

    // LUMEN shares the account: refused there too, in Tagalog.
    const ty = packOf("TY");
    const lumen = await openPopup(page, ty, { path: `${baseURL!.replace("aurora", "lumen")}/login?lng=TY` });
    await lumen.username.fill(READY.username);
    await lumen.password.fill(READY.password);
    await lumen.submit.click();
    const refusedThere = lumen.dialog.getByRole("alert");
    await expect(refusedThere).toContainText(ty.errors.SELF_EXCLUDED);
    await expect(refusedThere).toContainText(ty.login.excludedUntil.split("{{")[0]);
    await expect(lumen.dialog.getByRole("link", { name: ty.login.excludedRgPage })).toBeVisible();
  });

  test("a time-out holds after 23 hours of the sandbox's clock and is over after 24", async ({ page, packs, brand, control }) => {
    const t = packs.of(brand.defaultLanguage);
    await control("reset"); // rg_timeout's 24 hours start now (the seed's now)
    await control("clock/advance", { ms: 23 * HOUR_MS });
    const early = await openPopup(page, t);
    await early.username.fill("rg_timeout");
    await early.password.fill(READY.password);
    await early.submit.click();
    await expect(early.dialog.getByRole("alert")).toContainText(t.errors.TIMED_OUT);

    await control("clock/advance", { ms: HOUR_MS });
    const later = await openPopup(page, t);
    await later.username.fill("rg_timeout");
    await later.password.fill(READY.password);
    await later.submit.click();
    await expect(page.getByTestId("balance-box")).toBeVisible();
  });

  test("the page passes axe in both modes, its choice and its confirmation", async ({
    page,
    brand,
    sandboxUrl,
    baseURL,
    packs,
  }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(page.context(), brand, sandboxUrl, baseURL!, READY);
    await page.goto(PATH);
    await expect(page.locator('[data-page="self-exclusion"]')).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
    await page.goto(`${PATH}?period=TIMEOUT_7D&allBrands=no`);
    await expect(page.getByRole("heading", { name: t.exclusion.confirmTitle })).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });
});
