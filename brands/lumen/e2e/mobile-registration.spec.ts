import { expect, fill, test } from "../../../tests/e2e/fixtures";
import { controlValue, openRegister, suffix } from "../../../tests/e2e/register-flow";

/** Lumen's own: mobile registration (MOBILENUMREG3 with the SMS code and a password, minimum age 21). */
test.describe("mobile registration", () => {
  test("sends a code with a countdown, registers with it, signs in, skips the offered deposit limit and lands home", async ({
    page,
    brand,
    packs,
    sandboxUrl,
    controlToken,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    const dialog = await openRegister(page, t);
    const form = dialog.locator("#register-mobile");
    const mobile = `917${suffix()}`;
    await expect(form.getByRole("combobox", { name: t.login.country })).toHaveValue("PH");
    await form.getByLabel(t.register.fields.mobile, { exact: true }).fill(mobile);
    await form.getByRole("button", { name: t.auth.sendCode }).click();
    await expect(form.getByRole("status")).toHaveText(fill(t.login.codeSent_other, { count: "5" }));
    await expect(form.getByRole("button", { name: /\d+ s$/ })).toHaveAttribute("aria-disabled", "true");

    const { code } = await controlValue<{ code: string }>(sandboxUrl, controlToken, "merchants/LUMEN/sms/last", { mobile: `63${mobile}` });
    await form.getByLabel(t.register.fields.verificationCode, { exact: true }).fill(code);
    await form.getByLabel(t.register.fields.password, { exact: true }).fill("abc12345");
    await form.getByLabel(t.register.fields.confirmPassword, { exact: true }).fill("abc12345");
    await form.getByLabel(t.register.fields.email, { exact: true }).fill(`m${mobile}@example.com`);
    await form.getByLabel(t.register.fields.birthday, { exact: true }).fill("1990-05-17");
    await form.getByLabel(fill(t.register.age, { age: "21" })).check();
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
