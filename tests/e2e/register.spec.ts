import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Pack } from "../../app/i18n/pack";
import { controlHeaders } from "./control-token";
import { expect, fill, hydrated, test } from "./fixtures";

/**
 * Registration in the browser (docs/decisions/registration.md). Each flow runs on the brand
 * whose flags turn it on: username registration on aurora (USERNAMEREG3, captcha, affiliate
 * code), mobile registration with an SMS code on lumen (MOBILENUMREG3, REGMOBVERF3,
 * MOBILENUMPASSREG3, minimum age 21). The popup's axe scan runs on every brand in both modes.
 */

/** A value of the sandbox's control surface (the `control` fixture answers nothing). */
async function controlValue<T>(sandboxUrl: string, token: string, path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${sandboxUrl}/__control/${path}`, { method: "POST", headers: controlHeaders(token), body: JSON.stringify(body) });
  const envelope = (await response.json()) as { success: boolean; value: T };
  expect(envelope.success, path).toBe(true);
  return envelope.value;
}

async function openRegister(page: Page, t: Pack) {
  await page.goto("/register");
  const dialog = page.getByRole("dialog", { name: t.auth.registerTitle });
  await expect(dialog).toBeVisible();
  await hydrated(dialog.getByRole("button", { name: t.register.submit, exact: true }).first());
  return dialog;
}

/** Unique per run: the browser tests' sandbox keeps its data between runs. */
const suffix = () => String(Date.now()).slice(-7);

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

test.describe("username registration", () => {
  test.skip(({ brandId }) => brandId !== "aurora", "runs on aurora: USERNAMEREG3 with captcha and affiliate code");

  test("checks the rules in the browser, then registers, signs in and lands home", async ({ page, brand, packs, sandboxUrl, controlToken }) => {
    const t = packs.of(brand.defaultLanguage);
    const dialog = await openRegister(page, t);
    const form = dialog.locator("#register-username");
    const username = form.getByLabel(t.register.fields.username, { exact: true });

    await username.fill("1bad");
    await form.getByRole("button", { name: t.register.submit, exact: true }).click();
    await expect(form.getByText(fill(t.register.patterns.LETTER_FIRST, { length: "6–16" }))).toBeVisible();
    await expect(username).toHaveAttribute("aria-invalid", "true");

    await username.fill(`reg${suffix()}`);
    await form.getByLabel(t.register.fields.password, { exact: true }).fill("Secret#2026");
    await form.getByLabel(t.register.fields.confirmPassword, { exact: true }).fill("Secret#2027");
    await expect(form.getByText(t.register.passwordMismatch)).toBeVisible();
    await form.getByLabel(t.register.fields.confirmPassword, { exact: true }).fill("Secret#2026");
    await form.getByLabel(t.register.fields.payeeName, { exact: true }).fill("Juan Cruz");

    const image = form.getByRole("img", { name: t.login.captchaImage });
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    const { code } = await controlValue<{ code: string }>(sandboxUrl, controlToken, "merchants/AURORA/register-captcha/last");
    await form.getByLabel(t.auth.captcha, { exact: true }).fill(code);
    await form.getByLabel(fill(t.register.age, { age: "18" })).check();
    await form.getByRole("checkbox", { name: new RegExp(t.register.termsLink) }).check();
    await form.getByRole("button", { name: t.register.submit, exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("balance-box")).toBeVisible();
  });
});

test.describe("mobile registration", () => {
  test.skip(({ brandId }) => brandId !== "lumen", "runs on lumen: MOBILENUMREG3 with the SMS code and a password");

  test("sends a code with a countdown, registers with it, signs in and lands home", async ({ page, brand, packs, sandboxUrl, controlToken }) => {
    const t = packs.of(brand.defaultLanguage);
    const dialog = await openRegister(page, t);
    const form = dialog.locator("#register-mobile");
    const mobile = `917${suffix()}`;
    await expect(form.getByRole("combobox", { name: t.login.country })).toHaveValue("PH");
    await form.getByLabel(t.register.fields.mobile, { exact: true }).fill(mobile);
    await form.getByRole("button", { name: t.auth.sendCode }).click();
    await expect(form.getByRole("status")).toHaveText(fill(t.login.codeSent, { minutes: "5" }));
    await expect(form.getByRole("button", { name: /\d+ s$/ })).toHaveAttribute("aria-disabled", "true");

    const { code } = await controlValue<{ code: string }>(sandboxUrl, controlToken, "merchants/LUMEN/sms/last", { mobile: `63${mobile}` });
    await form.getByLabel(t.register.fields.verificationCode, { exact: true }).fill(code);
    await form.getByLabel(t.register.fields.password, { exact: true }).fill("abc12345");
    await form.getByLabel(t.register.fields.confirmPassword, { exact: true }).fill("abc12345");
    await form.getByLabel(t.register.fields.email, { exact: true }).fill(`m${mobile}@example.com`);
    await form.getByLabel(fill(t.register.age, { age: "21" })).check();
    await form.getByRole("checkbox", { name: new RegExp(t.register.termsLink) }).check();
    await form.getByRole("button", { name: t.register.submit, exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("balance-box")).toBeVisible();
  });
});
