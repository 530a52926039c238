import type { Page } from "@playwright/test";
import { generateSync } from "otplib";
import type { Pack } from "../../../app/i18n/pack";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { controlHeaders } from "../control-token";
import { expect, HYDRATION, test } from "../fixtures";
import { signIn as sessionOf } from "../member-session";

/*
 * The authenticator in a browser, on the feature brand: set up from the tab (the key read
 * from the page, the code computed here), the recovery codes shown once, a sign-in with a
 * code and one with a recovery code, then removal; each state of the tab axe-clean in both
 * modes. Account: sec_no_totp (the authenticator tests' own); the control fixture resets the sandbox after.
 */

const ACCOUNT = { username: "sec_no_totp", password: "Member#2026" };
const TAB = "/member/securityCenter/authenticator";

/** Signs in through the login popup's username form, as a person would, once the popup is live. */
async function signInWithPassword(page: Page, t: Pack) {
  await page.goto("/login");
  const dialog = page.getByRole("dialog", { name: t.auth.loginTitle });
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal")), HYDRATION).toBe(true);
  const form = dialog.locator("#login-username");
  await form.getByLabel(t.auth.username, { exact: true }).fill(ACCOUNT.username);
  await form.getByLabel(t.auth.password, { exact: true }).fill(ACCOUNT.password);
  await form.getByRole("button", { name: t.login.submit, exact: true }).click();
  // The answer waits for the bot check, solved in the browser: slow on a busy machine.
  await expect(page).toHaveURL(/\/login\/verify$/, HYDRATION);
  return page.getByRole("dialog", { name: t.signInSteps.verifyTitle });
}

async function signOut(page: Page, t: Pack) {
  const menu = page.getByTestId("member-menu");
  await menu.locator("summary").click();
  await menu.getByRole("button", { name: t.header.signOut }).click();
  const confirm = page.getByRole("dialog", { name: t.layout.signOutTitle });
  await confirm.getByRole("button", { name: t.common.confirm }).click();
  await expect(page.getByRole("link", { name: t.header.login, exact: true }).first()).toBeVisible();
}

test.describe("the authenticator", () => {
  test("set up with the page's key, sign in with a code and then a recovery code, remove it (axe-clean in both modes)", async ({
    page,
    context,
    brand,
    packs,
    sandboxUrl,
    baseURL,
    controlToken,
    control,
  }, testInfo) => {
    test.setTimeout(150_000);
    const t = packs.of(brand.defaultLanguage);
    const a = t.security.authenticator;
    // The sandbox's time (a test before may have moved its clock on); the control call also marks the sandbox for reset after.
    await control("clock/advance", { ms: 1 });
    const answer = await fetch(`${sandboxUrl}/__control/clock/advance`, {
      method: "POST",
      headers: controlHeaders(controlToken),
      body: JSON.stringify({ ms: 1 }),
    });
    const { now } = ((await answer.json()) as { value: { now: string } }).value;
    const startedAt = Date.now();
    const codeOf = (secret: string, stepsAhead: number) =>
      generateSync({ secret, epoch: Math.floor((Date.parse(now) + (Date.now() - startedAt)) / 1000) + stepsAhead * 30 });

    await sessionOf(context, brand, sandboxUrl, baseURL!, ACCOUNT);
    await page.goto(TAB);
    await expect(page.getByText(a.off)).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
    await page.getByRole("button", { name: a.start }).click();

    const secretText = page.locator("[data-authenticator-secret]");
    await expect(secretText).toBeVisible();
    await expect(page.getByRole("img", { name: a.qrAlt })).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
    const secret = (await secretText.innerText()).replace(/\s/g, "");
    await page.getByLabel(a.code).fill(codeOf(secret, 0));
    await page.getByRole("button", { name: a.turnOn }).click();

    const codes = page.locator("[data-recovery-code]");
    await expect(codes).toHaveCount(10);
    await expect(page.getByText(a.recoveryNote)).toBeVisible();
    await expect(page.getByRole("link", { name: a.download })).toHaveAttribute("download", "recovery-codes.txt");
    await expectNoSeriousViolationsInBothModes(page, testInfo);
    const recovery = await codes.allInnerTexts();

    // Signed out, the next sign-in asks for a code of the app (the next time step: the one that confirmed is used).
    await signOut(page, t);
    let step = await signInWithPassword(page, t);
    await step.getByLabel(t.signInSteps.answerLabel.totp).fill(codeOf(secret, 1));
    await step.getByRole("button", { name: t.signInSteps.confirm }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByTestId("balance-box")).toBeVisible();

    // Then a recovery code stands in for the app's code.
    await signOut(page, t);
    step = await signInWithPassword(page, t);
    await step.getByLabel(t.signInSteps.answerLabel.totp).fill(recovery[0]);
    await step.getByRole("button", { name: t.signInSteps.confirm }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");

    await page.goto(TAB);
    await expect(page.getByText(fillCount(a.recoveryLeft, 9))).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
    const remove = page.locator("#authenticator-remove");
    await remove.getByLabel(a.password, { exact: true }).fill(ACCOUNT.password);
    await remove.getByLabel(a.removeCode).fill(recovery[0]);
    await remove.getByRole("button", { name: a.remove }).click();
    await expect(remove.getByText(t.errors.CODE_INVALID)).toBeVisible();
    await remove.getByLabel(a.password, { exact: true }).fill(ACCOUNT.password);
    await remove.getByLabel(a.removeCode).fill(recovery[1]);
    await remove.getByRole("button", { name: a.remove }).click();
    await expect(page.getByText(a.removed)).toBeVisible();
    await expect(page.getByText(a.off)).toBeVisible();
  });
});

const fillCount = (text: string, count: number) => text.replace("{{count}}", String(count));
