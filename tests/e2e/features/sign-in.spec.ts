import { MEMBER } from "../member-session";
import { expect, test } from "../fixtures";
import { openPopup, openServerPopup, packOf } from "../login-popup";

test.describe("the sign-in popup", () => {
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

  test("solves the bot check in a worker; a submit before it is solved waits, then signs in", async ({ page, brand }) => {
    const t = packOf(brand.defaultLanguage);
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    // The challenge is held back until the form has been submitted, so the submit comes first.
    let release = () => {};
    const submitted = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/auth/bot-check",
      async (route) => {
        await submitted;
        await route.continue();
      },
    );
    const popup = await openPopup(page, t);
    await popup.username.fill(MEMBER.username);
    await popup.password.fill(MEMBER.password);
    await popup.submit.click();
    await expect(popup.form).toHaveAttribute("aria-busy", "true");
    release();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("balance-box")).toBeVisible();
    expect(workers.some((url) => /\/solver\.worker-[\w-]+\.js$/.test(url))).toBe(true);
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
});
