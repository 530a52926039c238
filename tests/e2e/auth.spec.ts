import { expectNoSeriousViolations } from "./axe";
import { MEMBER } from "./member-session";
import { controlHeaders } from "./control-token";
import { expect, test } from "./fixtures";
import { openPopup, packOf } from "./login-popup";

// What differs by brand: the sign-in round trip in the brand's language, Tagalog where offered, and
// SMS sign-in where its flag is on. The popup's behaviour is the same everywhere (features/sign-in.spec.ts).
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

  test("a sign-in that cannot start comes back to the popup, which says why once", async ({ page, brand }, testInfo) => {
    const t = packOf(brand.defaultLanguage);
    // No such provider: back to the login popup with FUNCTION_DISABLED as the flash message.
    const popup = await openPopup(page, t, { path: "/auth/social/myspace" });
    await expect(page).toHaveURL(/\/login$/);
    await expect(popup.dialog.getByRole("alert")).toHaveText(t.errors.FUNCTION_DISABLED);
    await expectNoSeriousViolations(page, testInfo, { include: "dialog[open]" });
    await page.reload();
    await expect(popup.username).toBeVisible();
    await expect(popup.dialog.getByRole("alert")).toHaveCount(0);
  });

  test("speaks Tagalog where the brand offers it", async ({ page, brand }) => {
    const language = brand.languages.includes("TY") ? "TY" : brand.defaultLanguage;
    const t = packOf(language);
    const popup = await openPopup(page, t, { path: `/login?lng=${language}` });
    await expect(popup.username).toBeVisible();
    await expect(popup.submit).toBeVisible();
    await expect(popup.dialog.getByRole("heading")).toHaveText(language === "TY" ? "Mag-login" : t.auth.loginTitle);
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
