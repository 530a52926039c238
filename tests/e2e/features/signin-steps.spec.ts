import type { Page } from "@playwright/test";
import { generateSync } from "otplib";
import type { Pack } from "../../../app/i18n/pack";
import { DEMO_TOTP_SECRET } from "../../../sandbox/seed/sign-in-steps";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { controlHeaders } from "../control-token";
import { expect, HYDRATION, hydrated, test } from "../fixtures";

/**
 * The sign-in steps. Verification, first login and agent sign-in are seeded in every
 * merchant; social sign-in only where the brand configures a provider (aurora), and the
 * others are checked not to offer it. Every test starts from the seed (`reset`), because
 * a step, once done, is not asked again (a registered address, a first login).
 */
const MEMBER_PASSWORD = "Member#2026";
const AGENT = { username: "demo_agent1", password: "Agent#2026" };

/** Signs in through the login popup's username form, as a person would, once the popup is live. */
async function signInWithPassword(page: Page, t: Pack, username: string, password: string) {
  await page.goto("/login");
  const dialog = page.getByRole("dialog", { name: t.auth.loginTitle });
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal")), HYDRATION).toBe(true);
  const form = dialog.locator("#login-username");
  await form.getByLabel(t.auth.username, { exact: true }).fill(username);
  await form.getByLabel(t.auth.password, { exact: true }).fill(password);
  await form.getByRole("button", { name: t.login.submit, exact: true }).click();
}

test.describe("sign-in steps", () => {
  test.beforeEach(async ({ control }) => {
    await control("reset");
  });

  test("a new address asks for an authenticator code, computed here, then signs in (axe-clean in both modes)", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    controlToken,
  }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    await signInWithPassword(page, t, "demo_2fa", MEMBER_PASSWORD);

    // The answer waits for the bot check, solved in the browser: slow on a busy machine.
    await expect(page).toHaveURL(/\/login\/verify$/, HYDRATION);
    const step = page.getByRole("dialog", { name: t.signInSteps.verifyTitle });
    await expect(step).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);

    // The code of the sandbox's time (a test before may have moved its clock on).
    const answer = await fetch(`${sandboxUrl}/__control/clock/advance`, {
      method: "POST",
      headers: controlHeaders(controlToken),
      body: JSON.stringify({ ms: 1 }),
    });
    const { now } = ((await answer.json()) as { value: { now: string } }).value;
    const code = generateSync({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(Date.parse(now) / 1000) });

    const field = step.getByLabel(t.signInSteps.answerLabel.totp);
    await field.fill("000000");
    await step.getByRole("button", { name: t.signInSteps.confirm }).click();
    await expect(step.getByText(t.errors.CODE_INVALID)).toBeVisible();
    await step.getByLabel(t.signInSteps.answerLabel.totp).fill(code);
    await step.getByRole("button", { name: t.signInSteps.confirm }).click();

    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByTestId("balance-box")).toBeVisible();
  });

  test("five wrong authenticator codes lock them: the step says until when (axe-clean in both modes)", async ({
    page,
    packs,
    brand,
  }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    await signInWithPassword(page, t, "demo_2fa", MEMBER_PASSWORD);
    await expect(page).toHaveURL(/\/login\/verify$/, HYDRATION);
    const step = page.getByRole("dialog", { name: t.signInSteps.verifyTitle });
    const confirm = step.getByRole("button", { name: t.signInSteps.confirm });
    // The step hydrates when its code arrives: before that, an answer is a whole-page post, and a
    // code typed while the next page loads is lost with the old page (and never counted).
    await hydrated(confirm);
    // Each answer is in, and the form free again, before the next is typed; the fifth locks the codes.
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expect(confirm).toBeEnabled();
      await step.getByLabel(t.signInSteps.answerLabel.totp).fill("000000");
      const answered = page.waitForResponse(
        (response) => response.request().method() === "POST" && response.url().includes("/login/verify"),
      );
      await confirm.click();
      await answered;
    }
    await expect(step.locator('[data-error-code="SECOND_FACTOR_LOCKED"]')).toContainText(t.errors.SECOND_FACTOR_LOCKED);
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });

  test("a first sign-in goes through the first-login step (axe-clean in both modes)", async ({ page, packs, brand }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    await signInWithPassword(page, t, "demo_newbie", MEMBER_PASSWORD);

    await expect(page).toHaveURL(/\/login\/welcome$/, HYDRATION);
    const step = page.getByRole("dialog", { name: t.signInSteps.welcomeTitle.replace("{{username}}", "demo_newbie") });
    await expect(step).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
    const next = step.getByRole("button", { name: t.signInSteps.continue });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByTestId("balance-box")).toBeVisible();
  });

  test("an agent signs in at /agent and reaches /agentHome (axe-clean in both modes)", async ({ page, packs, brand }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/agent");
    await expect(page.getByRole("heading", { name: t.agentSignIn.title })).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);

    // By keyboard only.
    await page.getByLabel(t.auth.username, { exact: true }).focus();
    await page.keyboard.type(AGENT.username);
    await page.keyboard.press("Tab");
    await page.keyboard.type(AGENT.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/agentHome$/);
    await expect(page.getByRole("navigation", { name: t.agentCentre.menu })).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });

  test("a member is refused at /agent with the product's message", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/agent");
    await page.getByLabel(t.auth.username, { exact: true }).fill("player002");
    await page.getByLabel(t.auth.password, { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole("button", { name: t.login.submit, exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(t.errors.NOT_AGENT);
    await expect(page).toHaveURL(/\/agent$/);
  });

  test("the change-password modal of /agent opens by its address and closes (both modes, axe clean)", async ({
    page,
    packs,
    brand,
  }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/agent?changePassword=1");
    const modal = page.getByRole("dialog", { name: t.agentSignIn.changePasswordTitle });
    await expect(modal).toBeVisible();
    await expect.poll(() => modal.evaluate((element) => element.matches(":modal")), HYDRATION).toBe(true);
    await expectNoSeriousViolationsInBothModes(page, testInfo);
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/agent$/);
  });

  test("a signed-in agent changes the password in the /agent modal", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    // Its own agent: the password stays changed for the server's life.
    const agent = { username: "demo_agent42", password: "Agent#2026" };
    const newPassword = "Fresh#Pass9";
    await page.goto("/agent");
    await page.getByLabel(t.auth.username, { exact: true }).fill(agent.username);
    await page.getByLabel(t.auth.password, { exact: true }).fill(agent.password);
    await page.getByRole("button", { name: t.login.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/agentHome$/);

    await page.goto("/agent?changePassword=1");
    const modal = page.getByRole("dialog", { name: t.passwords.changeTitle });
    await expect.poll(() => modal.evaluate((element) => element.matches(":modal")), HYDRATION).toBe(true);
    await expect(modal.getByLabel(t.passwords.username)).toHaveValue(agent.username);
    await modal.getByLabel(t.passwords.oldPassword, { exact: true }).fill(agent.password);
    await modal.getByLabel(t.passwords.newPassword, { exact: true }).fill(newPassword);
    await modal.getByLabel(t.passwords.confirmNewPassword, { exact: true }).fill("Other#Pass9");
    await modal.getByRole("button", { name: t.passwords.change }).click();
    await expect(modal.getByText(t.passwords.confirmMismatch)).toBeVisible();
    await modal.getByLabel(t.passwords.confirmNewPassword, { exact: true }).fill(newPassword);
    await modal.getByRole("button", { name: t.passwords.change }).click();
    await expect(modal.getByRole("status")).toHaveText(t.passwords.changed);
    await modal.getByRole("link", { name: t.passwords.ok }).click();
    await expect(page).toHaveURL(/\/agentHome$/);
  });

  test("social sign-in goes through the sandbox's identity provider and back, signed in", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/login");
    const popup = page.getByRole("dialog", { name: t.auth.loginTitle });
    const google = popup.getByRole("link", { name: t.signInSteps.socialWith.google });
    await expect(popup.getByRole("button", { name: t.login.submit, exact: true }).first()).toBeVisible();
    // Where the brand has no provider configured, no social sign-in is offered, and there is no more to check.
    await expect(google).toHaveCount(brand.signInProviders.google ? 1 : 0);
    if (!brand.signInProviders.google) return;
    await google.click();

    // The provider's own test page (not the portal's): pick the linked test person.
    await expect(page.getByRole("heading", { name: "Sandbox Google" })).toBeVisible();
    await page.getByLabel(/Demo Member/).check();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByTestId("balance-box")).toBeVisible();
    await expect(page.getByTestId("member-menu")).toBeVisible();
  });
});
