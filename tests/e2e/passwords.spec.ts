import type { Page } from "@playwright/test";
import type { ThemeMode } from "../../app/brand/schema";
import type { Pack } from "../../app/i18n/pack";
import type { RegisterRule } from "../../app/platform/contract";
import { DEFAULT_PASSWORD } from "../../sandbox/lib/account-passwords";
import { AURORA_RULES, LUMEN_RULES, TALA_RULES } from "../../sandbox/seed/register-rules";
import { AXE_TAGS, axeBuilder, switchModeInPlace } from "./axe";
import { controlHeaders } from "./control-token";
import { expect, HYDRATION, test } from "./fixtures";

/*
 * The password popups as a player uses them: forgot by email (the link read from the
 * sandbox's outbox) and by SMS code, the forced change of an expired password, a change
 * from the member menu, and a trial account's "real account" prompt. Each flow runs
 * where the brand's flags turn it on (aurora: CHNGPASSVERIF3 and PWDEXPFORCECHANGE3;
 * tala: FREEPLAY3) and checks what shows instead elsewhere. Every test signs in its own
 * account: the passwords it changes stay changed for the server's life.
 */

const MEMBER_PASSWORD = "Member#2026";
/**
 * A new password the brand's merchant's password rule accepts: AURORA's wants a special
 * character, LUMEN's allows letters and digits only.
 */
function newPasswordFor(merchantCode: string): string {
  const rules = ({ AURORA: AURORA_RULES, LUMEN: LUMEN_RULES, TALA: TALA_RULES } as Record<string, RegisterRule[]>)[merchantCode];
  const rule = rules?.find((candidate) => candidate.field === "password");
  const password = ["Fresh#Pass9", "FreshPass9"].find((candidate) => !rule || new RegExp(rule.acceptedPattern).test(candidate));
  if (!password) throw new Error(`no test password passes ${merchantCode}'s password rule`);
  return password;
}

/** A value the sandbox's control surface answers (the e2e `control` fixture only posts). */
async function controlValue<T>(sandboxUrl: string, token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${sandboxUrl}/__control/${path}`, {
    method: "POST",
    headers: controlHeaders(token),
    body: JSON.stringify(body),
  });
  expect(response.ok, `control ${path} answered ${response.status}`).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** Waits until the popup named `title` is a live modal (hydrated). */
async function popup(page: Page, title: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal")), HYDRATION).toBe(true);
  return dialog;
}

async function signIn(page: Page, t: Pack, username: string, password: string) {
  await page.goto("/login");
  const dialog = await popup(page, t.auth.loginTitle);
  const form = dialog.locator("#login-username");
  await form.getByLabel(t.auth.username, { exact: true }).fill(username);
  await form.getByLabel(t.auth.password, { exact: true }).fill(password);
  await form.getByRole("button", { name: t.login.submit, exact: true }).click();
}

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
