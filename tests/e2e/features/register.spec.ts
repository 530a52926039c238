import { expect, fill, test } from "../fixtures";
import { controlValue, openRegister, suffix } from "../register-flow";

/** Username registration (aurora: USERNAMEREG3 with captcha and affiliate code). */
test.describe("username registration", () => {
  test("checks the rules in the browser, then registers a real name (Juan Dela Cruz), signs in, skips the offered deposit limit and lands home", async ({
    page,
    brand,
    packs,
    sandboxUrl,
    controlToken,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    const dialog = await openRegister(page, t);
    const form = dialog.locator("#register-username");
    const username = form.getByLabel(t.register.fields.username, { exact: true });

    await username.fill("1bad");
    await form.getByRole("button", { name: t.register.submit, exact: true }).click();
    await expect(form.getByText(fill(t.register.patterns.LETTER_FIRST, { length: "6–16" }))).toBeVisible();
    await expect(username).toHaveAttribute("aria-invalid", "true");
    // The shape of the names mobile registration makes (another brand's player's) is refused as typed, with its own message.
    await username.fill("m639188998642");
    await expect(form.getByText(t.register.usernameReserved)).toBeVisible();

    await username.fill(`reg${suffix()}`);
    await form.getByLabel(t.register.fields.password, { exact: true }).fill("Secret#2026");
    await form.getByLabel(t.register.fields.confirmPassword, { exact: true }).fill("Secret#2027");
    await expect(form.getByText(t.register.passwordMismatch)).toBeVisible();
    await form.getByLabel(t.register.fields.confirmPassword, { exact: true }).fill("Secret#2026");
    // A real name: three words (letters of any script, hyphens and apostrophes pass too).
    await form.getByLabel(t.register.fields.payeeName, { exact: true }).fill("Juan Dela Cruz");
    await form.getByLabel(t.register.fields.birthday, { exact: true }).fill("1990-05-17");

    const image = form.getByRole("img", { name: t.login.captchaImage });
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    const { code } = await controlValue<{ code: string }>(sandboxUrl, controlToken, "merchants/AURORA/register-captcha/last");
    await form.getByLabel(t.auth.captcha, { exact: true }).fill(code);
    await form.getByLabel(fill(t.register.age, { age: "18" })).check();
    await form.getByRole("checkbox", { name: new RegExp(t.register.termsLink) }).check();
    await form.getByRole("button", { name: t.register.submit, exact: true }).click();

    // The offer of a deposit limit comes first; Skip goes home.
    await expect(page).toHaveURL(/\/member\/limits\?welcome=1$/);
    await expect(dialog).toBeHidden();
    await page.getByRole("region", { name: t.limits.offerTitle }).getByRole("button", { name: t.limits.offerSkip }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("balance-box")).toBeVisible();
  });
});
