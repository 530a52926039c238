import type { Page } from "@playwright/test";
import { PACKS } from "../../app/i18n/packs.server";
import type { Pack } from "../../app/i18n/pack";
import { controlHeaders } from "./control-token";
import { expect, test } from "./fixtures";

const MEMBER = { username: "demo_member", password: "Member#2026" };
/** The machines are shared and slow: hydration may take a while. This waits, it asserts no duration. */
const HYDRATION = { timeout: 30_000 };

/** A language's pack: the popup's texts as the visitor sees them (the brands override none of these). */
const packOf = (language: keyof typeof PACKS): Pack => {
  const pack = PACKS[language];
  if (!pack) throw new Error(`no pack for ${language}`);
  return pack;
};

/** Opens /login and waits until the popup is a live modal (hydrated). */
async function openPopup(page: Page, t: Pack, options: { path?: string } = {}) {
  const popup = await openServerPopup(page, t, options);
  await expect.poll(() => popup.dialog.evaluate((element) => element.matches(":modal")), HYDRATION).toBe(true);
  return popup;
}

/** Opens /login as the server rendered it (no waiting for hydration: a page without JavaScript never hydrates). */
async function openServerPopup(page: Page, t: Pack, options: { path?: string } = {}) {
  await page.goto(options.path ?? "/login");
  const dialog = page.getByRole("dialog", { name: t.auth.loginTitle });
  await expect(dialog).toBeVisible();
  const form = dialog.locator("#login-username");
  return {
    dialog,
    form,
    sms: dialog.locator("#login-sms"),
    username: form.getByLabel(t.auth.username, { exact: true }),
    password: form.getByLabel(t.auth.password, { exact: true }),
    submit: form.getByRole("button", { name: t.login.submit, exact: true }),
  };
}

test.describe("sign-in and sign-out", () => {
  test("opens the popup at /login, signs in, shows the balance, signs out through the confirm", async ({ page, brand }) => {
    const t = packOf(brand.defaultLanguage);
    const popup = await openPopup(page, t);
    await expect(popup.username).toBeFocused();

    await popup.username.fill(MEMBER.username);
    await popup.password.fill(MEMBER.password);
    await popup.submit.click();

    await expect(page).toHaveURL(/\/$/);
    await expect(popup.dialog).toBeHidden();
    const balance = page.getByTestId("balance-box");
    await expect(balance).toBeVisible();
    await expect(balance.locator("[data-balance]")).toContainText(/\d/);
    await expect(page.getByRole("link", { name: t.header.login, exact: true })).toHaveCount(0);
    // The home's FAV and RECENT sections, the player's own, load once the page shows.
    for (const name of ["favourites", "recent"]) {
      const section = page.locator(`[data-section="${name}"]`);
      await expect(section).toBeVisible();
      await expect(section.locator('[data-state="client-loading"]')).toHaveCount(0);
      await expect(section.locator('[data-card="game"]').or(section.getByText(t.common.noData)).first()).toBeVisible();
    }

    const menu = page.getByTestId("member-menu");
    await menu.locator("summary").click();
    await menu.getByRole("button", { name: t.header.signOut }).click();
    const confirm = page.getByRole("dialog", { name: t.layout.signOutTitle });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: t.common.confirm }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: t.header.login, exact: true }).first()).toBeVisible();
    await expect(balance).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "__session")).toBeUndefined();
  });

  test("shows the platform's error, keeps the username, and closes with Escape back to /", async ({ page, brand }) => {
    const t = packOf(brand.defaultLanguage);
    const popup = await openPopup(page, t);
    await popup.username.fill("player030");
    await popup.password.fill("not-the-password");
    await popup.submit.click();

    await expect(popup.dialog.getByRole("alert")).toHaveText(t.errors.INVALID_CREDENTIALS);
    await expect(popup.username).toHaveValue("player030");
    await expect(page).toHaveURL(/\/login$/);

    await page.keyboard.press("Escape");
    await expect(popup.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test("says what is missing before posting", async ({ page, brand }) => {
    const t = packOf(brand.defaultLanguage);
    const popup = await openPopup(page, t);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await popup.username.fill("   ");
    await popup.submit.click();
    await expect(popup.form.getByText(t.login.usernameRequired)).toBeVisible();
    await expect(popup.form.getByText(t.login.passwordRequired)).toBeVisible();
    await expect(popup.username).toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
  });

  test("the close button goes home", async ({ page, brand }) => {
    const t = packOf(brand.defaultLanguage);
    const popup = await openPopup(page, t);
    await popup.dialog.getByRole("button", { name: t.common.close }).click();
    await expect(popup.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test("shows and hides the password", async ({ page, brand }) => {
    const t = packOf(brand.defaultLanguage);
    const popup = await openPopup(page, t);
    await popup.password.fill("secret");
    await expect(popup.password).toHaveAttribute("type", "password");
    await popup.form.getByRole("button", { name: t.login.showPassword }).click();
    await expect(popup.password).toHaveAttribute("type", "text");
    await popup.form.getByRole("button", { name: t.login.hidePassword }).click();
    await expect(popup.password).toHaveAttribute("type", "password");
  });

  test("signs in without JavaScript", async ({ browser, brand, baseURL }) => {
    const t = packOf(brand.defaultLanguage);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const popup = await openServerPopup(page, t);
    await popup.username.fill(MEMBER.username);
    await popup.password.fill("wrong-password");
    await popup.submit.click();
    await expect(popup.dialog.getByRole("alert")).toHaveText(t.errors.INVALID_CREDENTIALS);
    await expect(popup.username).toHaveValue(MEMBER.username);

    await popup.password.fill(MEMBER.password);
    await popup.submit.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("balance-box")).toBeVisible();
    await context.close();
  });

  test("shows the captcha when the platform forces it", async ({ page, brand, control }) => {
    const t = packOf(brand.defaultLanguage);
    await control("merchants/:merchant/force-captcha", { enabled: true });
    const popup = await openPopup(page, t);
    await popup.username.fill(MEMBER.username);
    await popup.password.fill(MEMBER.password);
    await popup.submit.click();

    await expect(popup.dialog.getByRole("alert")).toHaveText(t.errors.CAPTCHA_REQUIRED);
    const image = popup.form.getByRole("img", { name: t.login.captchaImage });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(popup.form.getByLabel(t.auth.captcha, { exact: true })).toBeVisible();

    // A new image, then the refresh pauses. The pause lasts a second, which a loaded
    // machine can outlast before the check: the button records that it was paused.
    const first = await image.getAttribute("src");
    const refresh = popup.form.getByRole("button", { name: t.login.newCaptcha });
    await refresh.evaluate((button) => {
      new MutationObserver(() => {
        if (button.getAttribute("aria-disabled") === "true") button.dataset.wasPaused = "true";
      }).observe(button, { attributes: true, attributeFilter: ["aria-disabled"] });
    });
    await refresh.click();
    await expect(image).not.toHaveAttribute("src", first ?? "");
    await expect(refresh).toHaveAttribute("data-was-paused", "true");
  });

  test("speaks Tagalog where the brand offers it", async ({ page, brand }) => {
    const language = brand.languages.includes("TY") ? "TY" : brand.defaultLanguage;
    const t = packOf(language);
    const popup = await openPopup(page, t, { path: `/login?lng=${language}` });
    await expect(popup.username).toBeVisible();
    await expect(popup.submit).toBeVisible();
    await expect(popup.dialog.getByRole("heading")).toHaveText(language === "TY" ? "Mag-login" : t.auth.loginTitle);
  });

  test("remembers the username when asked", async ({ page, brand }) => {
    const t = packOf(brand.defaultLanguage);
    let popup = await openPopup(page, t);
    await popup.username.fill("player031");
    await popup.password.fill(MEMBER.password);
    await popup.form.getByLabel(t.login.remember).check();
    await popup.submit.click();
    await expect(page.getByTestId("balance-box")).toBeVisible();

    popup = await openPopup(page, t);
    await expect(popup.username).toHaveValue("player031");
    await expect(popup.form.getByLabel(t.login.remember)).toBeChecked();
    await expect(popup.password).toHaveValue("");
  });

  test("signs in with an SMS code where SMS login is on", async ({ page, brand, flags, sandboxUrl, controlToken }) => {
    const t = packOf(brand.defaultLanguage);
    const popup = await openPopup(page, t);
    const smsTab = popup.dialog.getByRole("tab", { name: t.login.smsLogin });
    // Where MOBILEVERCODELOGIN3 is off: no tabs, no SMS form, and no more to check.
    const smsLogin = flags.MOBILEVERCODELOGIN3 ? 1 : 0;
    await expect(popup.dialog.getByRole("tablist")).toHaveCount(smsLogin);
    await expect(smsTab).toHaveCount(smsLogin);
    await expect(popup.sms).toHaveCount(smsLogin);
    if (!smsLogin) return;
    await smsTab.click();
    await expect(smsTab).toHaveAttribute("aria-selected", "true");
    await expect(popup.username).toBeHidden();
    const country = popup.sms.getByLabel(t.login.country);
    await expect(country.locator("option")).not.toHaveCount(0);
    await country.selectOption("PH");
    await popup.sms.getByLabel(t.auth.mobile, { exact: true }).fill("9171234567");
    const send = popup.sms.getByRole("button", { name: t.auth.sendCode });
    await send.click();
    await expect(popup.sms.getByRole("status")).toHaveText(/\d/);
    // The countdown holds the button.
    const countdown = popup.sms.getByRole("button", { name: /\d/ });
    await expect(countdown).toHaveAttribute("aria-disabled", "true");

    const response = await fetch(`${sandboxUrl}/__control/merchants/${brand.merchantCode}/sms/last`, {
      method: "POST",
      headers: controlHeaders(controlToken),
      body: JSON.stringify({ mobile: "639171234567" }),
    });
    const { value } = (await response.json()) as { value: { code: string } };
    await popup.sms.getByLabel(t.auth.verificationCode, { exact: true }).fill(value.code);
    await popup.sms.getByLabel(t.login.remember).check();
    await popup.sms.getByRole("button", { name: t.login.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("balance-box")).toBeVisible();

    // The number is remembered for the next time.
    const again = await openPopup(page, t);
    await again.dialog.getByRole("tab", { name: t.login.smsLogin }).click();
    await expect(again.sms.getByLabel(t.auth.mobile, { exact: true })).toHaveValue("9171234567");
  });
});
