import type { Page } from "@playwright/test";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { controlHeaders } from "../control-token";
import { expect, fill, HYDRATION, hydrated, test } from "../fixtures";
import { openSignedIn, type SessionTarget } from "../member-session";

/**
 * E-mail verification and security notifications on the reference brand: a bound email is
 * verified by the link the sandbox mailed (the tab and the link's page axe-clean in both modes),
 * and a password change appears as a toast. Accounts: player027 and player025 (no other browser
 * spec signs in as them).
 */
const MEMBER_PASSWORD = "Member#2026";

/** Signs `username` in and opens `path` (the home by default), the header's balance showing. */
const signIn = (page: Page, target: SessionTarget, username: string, path?: string) =>
  openSignedIn(page, target, { username, password: MEMBER_PASSWORD }, path);

/** POSTs to the sandbox's control surface and answers the value. */
async function controlValue<T>(sandboxUrl: string, token: string, path: string, body: unknown): Promise<T> {
  const answer = await fetch(`${sandboxUrl}/__control${path}`, {
    method: "POST",
    headers: controlHeaders(token),
    body: JSON.stringify(body),
  });
  return ((await answer.json()) as { value: T }).value;
}

test.describe("e-mail verification and security notifications", () => {
  test.slow();

  test("binding an email sends a link; opening it verifies the email (axe-clean in both modes)", async ({
    page,
    packs,
    brand,
    control,
    sandboxUrl,
    baseURL,
    controlToken,
  }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    // Any control call makes the fixture reset the data afterwards: the account's email changes here.
    await control("faults/clear");
    await signIn(page, { brand, sandboxUrl, baseURL }, "player027");
    await page.goto("/member/securityCenter/email");
    await page.getByLabel(t.security.binding.email).fill("ana.e2e@example.com");
    await page.getByRole("button", { name: t.security.binding.sendCode }).click();
    await expect(page.getByRole("status").filter({ hasText: fill(t.security.binding.codeSent_other, { count: "5" }) })).toBeVisible();
    const { code } = await controlValue<{ code: string }>(sandboxUrl, controlToken, `/merchants/${brand.merchantCode}/binding-code/last`, {
      username: "player027",
      channel: "email",
    });
    await page.getByLabel(t.security.binding.code).fill(code);
    await page.getByRole("button", { name: t.security.binding.bind, exact: true }).click();
    await expect(page.getByText(t.security.emailVerify.unverified, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: t.security.emailVerify.sendLink })).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);

    const { body } = await controlValue<{ body: string }>(sandboxUrl, controlToken, `/merchants/${brand.merchantCode}/email/last`, {
      to: "ana.e2e@example.com",
    });
    const link = new URL(/^(https?:\/\/\S+\/verify-email\?token=[\w-]+)$/m.exec(body)![1]);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { name: t.security.emailVerify.pageTitle })).toBeVisible();
    await expect(page.getByText(fill(t.security.emailVerify.done, { email: "an***@example.com" }))).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
    await page.getByRole("link", { name: t.security.emailVerify.toSecurity }).click();
    await expect(page.getByText(t.security.emailVerify.verified, { exact: true })).toBeVisible();
  });

  test("changing the password appears as a toast", async ({ page, packs, brand, sandboxUrl, baseURL, control }) => {
    const t = packs.of(brand.defaultLanguage);
    await control("faults/clear");
    await signIn(page, { brand, sandboxUrl, baseURL }, "player025");
    await hydrated(page.getByTestId("balance-box").getByRole("button").first());
    await expect(page.locator('[data-live-events="open"]')).toBeAttached(HYDRATION);
    await page.goto("/change-password");
    const dialog = page.getByRole("dialog", { name: t.passwords.changeTitle });
    await expect.poll(() => dialog.evaluate((element) => element.matches(":modal")), HYDRATION).toBe(true);
    await dialog.getByLabel(t.passwords.oldPassword, { exact: true }).fill(MEMBER_PASSWORD);
    await dialog.getByLabel(t.passwords.newPassword, { exact: true }).fill("Toast#Pass2027");
    await dialog.getByLabel(t.passwords.confirmNewPassword, { exact: true }).fill("Toast#Pass2027");
    await dialog.getByRole("button", { name: t.passwords.change }).click();
    await expect(page.getByRole("status", { name: t.liveEvents.label }).getByText(t.security.notify.passwordChanged)).toBeVisible();
  });
});
