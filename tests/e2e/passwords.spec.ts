import type { Page } from "@playwright/test";
import type { ThemeMode } from "../../app/brand/schema";
import { AXE_TAGS, axeBuilder, switchModeInPlace } from "./axe";
import { expect, test } from "./fixtures";
import { controlValue, MEMBER_PASSWORD, newPasswordFor, popup, signIn } from "./password-popups";

/*
 * What the password popups do differently by brand: forgot by SMS code and the forced
 * change of an expired password where the brand's flags turn them on (aurora:
 * CHNGPASSVERIF3 and PWDEXPFORCECHANGE3), a trial account's "real account" prompt (tala:
 * FREEPLAY3), each checking what shows instead elsewhere, and each popup's accessibility
 * in the brand's palettes. The flows that are the same everywhere (forgot by email, a
 * change from the member menu, the default password) run on the reference brand
 * (features/passwords.spec.ts). Every test signs in its own account: the passwords it
 * changes stay changed for the server's life.
 */

/** Axe on the open popup, in both modes: opened once, its palette switched in place as the theme toggle does. */
async function expectAccessiblePopup(page: Page, path: string, title: string) {
  await page.goto(path);
  const dialog = await popup(page, title);
  for (const mode of ["dark", "light"] satisfies ThemeMode[]) {
    await switchModeInPlace(page, mode);
    const results = await axeBuilder(page).include("dialog[open]").withTags(AXE_TAGS).analyze();
    expect(
      results.violations.map((violation) => `${mode} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join("; ")}`),
    ).toEqual([]);
  }
  await expect(dialog).toBeVisible();
}

test.describe("forgotten passwords", () => {
  test("by mobile where CHNGPASSVERIF3 is on: a code, a new password, signed in", async ({
    page,
    packs,
    brand,
    flags,
    sandboxUrl,
    controlToken,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/forgot-password");
    const dialog = await popup(page, t.passwords.forgotTitle);
    const form = dialog.locator("#forgot-mobile");
    // Where CHNGPASSVERIF3 is off: the email form only, and no more to check.
    await expect(dialog.getByRole("link", { name: t.passwords.byMobile })).toHaveCount(flags.CHNGPASSVERIF3 ? 1 : 0);
    await expect(form).toHaveCount(flags.CHNGPASSVERIF3 ? 1 : 0);
    await expect(dialog.locator("#forgot-email")).toBeVisible({ visible: !flags.CHNGPASSVERIF3 });
    if (!flags.CHNGPASSVERIF3) return;
    await form.getByLabel(t.login.country).selectOption("PH");
    await form.getByLabel(t.auth.mobile, { exact: true }).fill("9180000033");
    // Checked before anything is sent: the new password is not needed to send a code.
    await form.getByRole("button", { name: t.auth.sendCode }).click();
    await expect(form.getByRole("status")).toHaveText(/\d/);
    await expect(form.getByRole("button", { name: /\d/ })).toBeDisabled();

    const { code } = await controlValue<{ code: string }>(sandboxUrl, controlToken, `merchants/${brand.merchantCode}/sms/last`, {
      mobile: "639180000033",
      purpose: "reset",
    });
    await form.getByLabel(t.auth.verificationCode, { exact: true }).fill(code);
    await form.getByLabel(t.passwords.newPassword, { exact: true }).fill("short");
    await form.getByRole("button", { name: t.passwords.resetByMobile }).click();
    await expect(form.getByText(t.passwords.passwordRule)).toBeVisible();
    await form.getByLabel(t.auth.verificationCode, { exact: true }).fill(code);
    await form.getByLabel(t.passwords.newPassword, { exact: true }).fill(newPasswordFor(brand.merchantCode));
    await form.getByRole("button", { name: t.passwords.resetByMobile }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("balance-box")).toBeVisible();
  });
});

test.describe("changing the password", () => {
  test("an expired password must be changed before anything else where expiry is enforced", async ({ page, packs, brand, flags }) => {
    const t = packs.of(brand.defaultLanguage);
    // While the change is due the page opens no live events: nothing fails in the console meanwhile.
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    const streams: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/resources/events") streams.push(request.url());
    });
    await signIn(page, t, "demo_expired", MEMBER_PASSWORD);
    // Where PWDEXPFORCECHANGE3 is off the player just signs in, and there is no more to check.
    const forced = flags.PWDEXPFORCECHANGE3;
    await page.waitForURL((url) => url.pathname === (forced ? "/change-password" : "/"));
    await expect(forced ? page.getByRole("dialog", { name: t.passwords.changeTitle }) : page.getByTestId("balance-box")).toBeVisible();
    if (!forced) return;
    const dialog = await popup(page, t.passwords.changeTitle);
    await expect(dialog.getByText(t.passwords.forcedNotice)).toBeVisible();
    // Nothing else opens, by link or by address.
    await page.goto("/favorite");
    await expect(page).toHaveURL(/\/change-password$/);
    const again = await popup(page, t.passwords.changeTitle);
    await again.getByLabel(t.passwords.oldPassword, { exact: true }).fill(MEMBER_PASSWORD);
    await again.getByLabel(t.passwords.newPassword, { exact: true }).fill(newPasswordFor(brand.merchantCode));
    await again.getByLabel(t.passwords.confirmNewPassword, { exact: true }).fill("Other#Pass9");
    await again.getByRole("button", { name: t.passwords.change }).click();
    await expect(again.getByText(t.passwords.confirmMismatch)).toBeVisible();
    await again.getByLabel(t.passwords.confirmNewPassword, { exact: true }).fill(newPasswordFor(brand.merchantCode));
    expect(consoleErrors).toEqual([]);
    expect(streams).toEqual([]);
    await again.getByRole("button", { name: t.passwords.change }).click();
    // Changed: the player lands on the home at once, with no OK to press, and the live events open.
    await expect(page).toHaveURL(/\/$/);
    await expect(again).toBeHidden();
    await expect(page.getByTestId("balance-box")).toBeVisible();
    await expect(page.locator("[data-live-events]")).toHaveAttribute("data-live-events", "open");
    await page.goto("/favorite");
    await expect(page).toHaveURL(/\/favorite$/);
  });
});

test.describe("trial accounts", () => {
  test("get the real-account prompt, with a button to register, for the wallet", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/login");
    const login = await popup(page, t.auth.loginTitle);
    const freePlay = login.getByRole("button", { name: t.auth.freePlay });
    if ((await freePlay.count()) === 0) return; // FREEPLAY3 is off: no trial accounts here.
    await freePlay.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("balance-box")).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: t.header.deposit }).click();
    const prompt = await popup(page, t.games.realAccountTitle);
    await expect(prompt.getByRole("link", { name: t.login.register })).toBeVisible();
    await prompt.getByRole("button", { name: t.games.confirm }).click();
    await expect(prompt).toBeHidden();
  });
});

test.describe("the popups' accessibility", () => {
  test("forgot password passes axe in dark and light", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await expectAccessiblePopup(page, "/forgot-password", t.passwords.forgotTitle);
    await expectAccessiblePopup(page, "/forgot-password?method=email", t.passwords.forgotTitle);
  });

  test("the reset link's popup passes axe in dark and light", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await expectAccessiblePopup(page, "/reset-password?token=0123456789abcdef0123", t.passwords.resetTitle);
  });

  test("change password passes axe in dark and light", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(page, t, "player035", MEMBER_PASSWORD);
    await expect(page.getByTestId("balance-box")).toBeVisible();
    await expectAccessiblePopup(page, "/change-password", t.passwords.changeTitle);
  });
});
