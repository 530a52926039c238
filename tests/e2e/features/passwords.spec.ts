import { DEFAULT_PASSWORD } from "../../../sandbox/lib/account-passwords";
import { expect, test } from "../fixtures";
import { controlValue, MEMBER_PASSWORD, newPasswordFor, popup, signIn } from "../password-popups";

/*
 * The password flows that are the same on every brand: forgot by email (the link read from
 * the sandbox's outbox), a change from the member menu, and the merchant's default password
 * that must be changed. What differs by brand is in ../passwords.spec.ts. Every test signs
 * in its own account: the passwords it changes stay changed for the server's life.
 */

test.describe("forgotten passwords", () => {
  test("by email: the link from the outbox sets a new password and signs in", async ({
    page,
    packs,
    brand,
    flags,
    sandboxUrl,
    controlToken,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/login?forgot=1");
    await expect(page).toHaveURL(/\/forgot-password$/);
    const dialog = await popup(page, t.passwords.forgotTitle);
    const emailMethod = dialog.getByRole("link", { name: t.passwords.byEmail });
    const mobileMethod = dialog.getByRole("link", { name: t.passwords.byMobile });
    // With CHNGPASSVERIF3 the methods are links, mobile first (current) and email the other; without it, the email form only.
    const methods = flags.CHNGPASSVERIF3 ? 1 : 0;
    await expect(emailMethod).toHaveCount(methods);
    await expect(mobileMethod).toHaveCount(methods);
    await expect(mobileMethod.and(page.locator('[aria-current="page"]'))).toHaveCount(methods);
    if (methods) await emailMethod.click();
    await expect(emailMethod.and(page.locator('[aria-current="page"]'))).toHaveCount(methods);
    const form = dialog.locator("#forgot-email");
    await form.getByLabel(t.passwords.username, { exact: true }).fill("player032");
    await form.getByLabel(t.passwords.email, { exact: true }).fill(`player032@${brand.merchantCode.toLowerCase()}.example`);
    await form.getByRole("button", { name: t.passwords.sendLink }).click();
    await expect(dialog.getByRole("status")).toHaveText(t.passwords.emailSent);

    const email = await controlValue<{ resetToken: string; body: string }>(
      sandboxUrl,
      controlToken,
      `merchants/${brand.merchantCode}/email/last`,
      {
        to: `player032@${brand.merchantCode.toLowerCase()}.example`,
      },
    );
    expect(email.body).toContain(email.resetToken);
    await page.goto(`/reset-password?token=${email.resetToken}`);
    const reset = await popup(page, t.passwords.resetTitle);
    await reset.getByLabel(t.passwords.newPassword, { exact: true }).fill(newPasswordFor(brand.merchantCode));
    await reset.getByLabel(t.passwords.confirmNewPassword, { exact: true }).fill(newPasswordFor(brand.merchantCode));
    await reset.getByRole("button", { name: t.passwords.setPassword }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("balance-box")).toBeVisible();
    // The link opens the portal it was asked on (its port included), and once used it says so, with a way to ask again.
    const link = `${new URL(page.url()).origin}/reset-password?token=${email.resetToken}`;
    expect(email.body).toContain(link);
    await page.goto(link);
    const used = await popup(page, t.passwords.resetTitle);
    await expect(used.getByRole("alert")).toHaveText(t.passwords.resetLinkUsed);
    await expect(used.getByLabel(t.passwords.newPassword, { exact: true })).toHaveCount(0);
    await expect(used.getByRole("link", { name: t.passwords.askAgain })).toHaveAttribute("href", "/forgot-password?method=email");
  });
});

test.describe("changing the password", () => {
  test("from the member menu, with the username shown read-only", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(page, t, "player034", MEMBER_PASSWORD);
    await expect(page.getByTestId("balance-box")).toBeVisible();
    const menu = page.getByTestId("member-menu");
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: t.passwords.changeTitle }).click();
    const dialog = await popup(page, t.passwords.changeTitle);
    await expect(dialog.getByLabel(t.passwords.username, { exact: true })).toHaveValue("player034");
    await expect(dialog.getByLabel(t.passwords.username, { exact: true })).toHaveAttribute("readonly", "");
    await dialog.getByLabel(t.passwords.oldPassword, { exact: true }).fill(MEMBER_PASSWORD);
    await dialog.getByLabel(t.passwords.newPassword, { exact: true }).fill(newPasswordFor(brand.merchantCode));
    await dialog.getByLabel(t.passwords.confirmNewPassword, { exact: true }).fill(newPasswordFor(brand.merchantCode));
    await dialog.getByRole("button", { name: t.passwords.change }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toBeHidden();
  });

  test("the default password must be changed too", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(page, t, "demo_default", DEFAULT_PASSWORD);
    await expect(page).toHaveURL(/\/change-password$/);
    await expect((await popup(page, t.passwords.changeTitle)).getByText(t.passwords.forcedNotice)).toBeVisible();
  });
});
