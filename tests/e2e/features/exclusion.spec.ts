import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, fill, test } from "../fixtures";
import { openPopup, packOf } from "../login-popup";
import { signIn } from "../member-session";
import { controlValue, openRegister, suffix } from "../register-flow";

/*
 * Time-out and self-exclusion in a browser, on the reference brand: a self-exclusion taken on
 * the page covering every brand, then sign-in refused on this brand and on LUMEN (which shares
 * the account), each translated with its help links; a seeded time-out that still holds after
 * 23 hours of the sandbox's clock and is over after 24; axe on the page in both modes; the
 * national self-exclusion register refusing a registration and a sign-in; and a player coming
 * back after a self-exclusion ended: asking, the 24-hour cooling-off, confirming. This spec's
 * players: rg_ready, rg_timeout, rg_national and rg_returning (no other browser spec signs in as them).
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
    await page.getByLabel(t.exclusion.everyBrand.replace("{{brands}}", "Lumen Bet, Tala Games")).check();
    await page.getByRole("button", { name: t.exclusion.continue }).click();

    await expect(page.getByRole("heading", { name: t.exclusion.confirmTitle })).toBeVisible();
    await expect(page.getByText(t.exclusion.cannotUndo)).toBeVisible();
    await page.getByLabel(t.exclusion.password).fill(READY.password);
    await page.getByRole("button", { name: t.exclusion.confirm }).click();
    await expect(page).toHaveURL(/\/selfExclusion\/started$/);
    await expect(page.getByRole("status").filter({ hasText: t.exclusion.doneEXCLUSION.split("{{")[0] })).toBeVisible();
    await expect(page.getByText(t.exclusion.covers.replace("{{brands}}", "Aurora Casino, Lumen Bet, Tala Games"))).toBeVisible();

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

  test("a player on the national self-exclusion register is refused at registration and at sign-in, with help", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    controlToken,
    control,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    // The regulator's feed lists a person by name and birthday; the seed listed rg_national's number.
    await control("national-register", { name: "Melchora Aquino", birthday: "1990-01-06" });
    const dialog = await openRegister(page, t);
    const form = dialog.locator("#register-username");
    await form.getByLabel(t.register.fields.username, { exact: true }).fill(`nr${suffix()}`);
    await form.getByLabel(t.register.fields.password, { exact: true }).fill("Secret#2026");
    await form.getByLabel(t.register.fields.confirmPassword, { exact: true }).fill("Secret#2026");
    await form.getByLabel(t.register.fields.payeeName, { exact: true }).fill("Melchora Aquino");
    await form.getByLabel(t.register.fields.birthday, { exact: true }).fill("1990-01-06");
    const image = form.getByRole("img", { name: t.login.captchaImage });
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    const { code } = await controlValue<{ code: string }>(sandboxUrl, controlToken, "merchants/AURORA/register-captcha/last");
    await form.getByLabel(t.auth.captcha, { exact: true }).fill(code);
    await form.getByLabel(fill(t.register.age, { age: "18" })).check();
    await form.getByRole("checkbox", { name: new RegExp(t.register.termsLink) }).check();
    await form.getByRole("button", { name: t.register.submit, exact: true }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: t.errors.NATIONALLY_EXCLUDED })).toBeVisible();
    await expect(dialog.getByRole("link", { name: t.login.excludedRgPage })).toHaveAttribute("href", "/responsible-gaming");
    await expect(page).toHaveURL(/\/register$/);

    const popup = await openPopup(page, t);
    await popup.username.fill("rg_national");
    await popup.password.fill(READY.password);
    await popup.submit.click();
    await expect(popup.dialog.getByRole("alert")).toContainText(t.errors.NATIONALLY_EXCLUDED);
    await expect(popup.dialog.getByRole("link", { name: t.login.excludedRgPage })).toHaveAttribute("href", "/responsible-gaming");
  });

  test("a returning player after a self-exclusion ended asks to come back, waits out the cooling-off and confirms", async ({
    page,
    packs,
    brand,
    control,
  }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    /** rg_returning's sign-in, which leads to the come-back step while it has not come back. */
    const signInReturning = async () => {
      const popup = await openPopup(page, t);
      await popup.username.fill("rg_returning");
      await popup.password.fill(READY.password);
      await popup.submit.click();
      await expect(page).toHaveURL(/\/login\/come-back$/);
      return page.getByRole("dialog", { name: t.signInSteps.comeBackTitle });
    };

    let step = await signInReturning();
    await expect(step.getByRole("alert")).toContainText(t.errors.EXCLUSION_ENDED);
    await expect(step.getByRole("link", { name: t.login.excludedRgPage })).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
    await step.getByRole("button", { name: t.signInSteps.comeBackAsk }).click();
    await expect(step.getByRole("status")).toContainText(t.signInSteps.comeBackWaiting.split("{{")[0]);
    await expect(step.getByRole("button", { name: t.signInSteps.comeBackConfirm })).toHaveCount(0);

    // Not before the cooling-off has passed: signing in again only shows the wait.
    step = await signInReturning();
    await expect(step.getByRole("status")).toContainText(t.signInSteps.comeBackWaiting.split("{{")[0]);

    await control("clock/advance", { ms: 24 * HOUR_MS });
    step = await signInReturning();
    await expect(step.getByText(t.signInSteps.comeBackReady)).toBeVisible();
    await step.getByRole("button", { name: t.signInSteps.comeBackConfirm }).click();
    await expect(step.getByRole("status")).toHaveText(t.signInSteps.comeBackDone);

    await step.getByRole("link", { name: t.signInSteps.loginAgain }).click();
    const popup = await openPopup(page, t);
    await popup.username.fill("rg_returning");
    await popup.password.fill(READY.password);
    await popup.submit.click();
    await expect(page.getByTestId("balance-box")).toBeVisible();
  });
});
