import type { Page } from "@playwright/test";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { controlHeaders } from "../control-token";
import { expect, fill, hydrated, test } from "../fixtures";
import { openSignedIn, type SessionTarget } from "../member-session";

/**
 * The member centre on the reference brand: every page of its own is axe-clean in both
 * modes, its navigation works from the keyboard, the messages badge follows what is read,
 * and a password change lands on the home. Accounts: player031 and player032 (the member
 * centre's own).
 */
const MEMBER_PASSWORD = "Member#2026";

/** The member centre's own pages (the other areas' pages are theirs to scan). */
const OWN_PAGES = [
  "/member/securityCenter/profile",
  "/member/securityCenter/password",
  "/member/securityCenter/mobile",
  "/member/securityCenter/email",
  "/member/messageV2",
  "/member/creditReport",
  "/member/redEnvelope",
];

/** Signs `username` in and opens `path` (the home by default), the header's balance showing. */
const signIn = (page: Page, target: SessionTarget, username: string, path?: string) =>
  openSignedIn(page, target, { username, password: MEMBER_PASSWORD }, path);

test.describe("member centre", () => {
  test("its pages are axe-clean in both modes", async ({ page, brand, sandboxUrl, baseURL }, testInfo) => {
    // Eight pages, each scanned whole, on a shared 2-core machine: a ceiling, not a wait.
    test.setTimeout(180_000);
    await signIn(page, { brand, sandboxUrl, baseURL }, "player031");
    for (const path of OWN_PAGES) {
      await page.goto(path);
      await expect(page.getByTestId("member-centre")).toBeVisible();
      await expectNoSeriousViolationsInBothModes(page, testInfo);
    }
    // A message, opened.
    await page.goto("/member/messageV2");
    await page.locator("[data-message] a").first().click();
    await expect(page.locator("[data-message-body]")).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });

  test("the badge counts unread messages and follows what is read", async ({ page, packs, brand, sandboxUrl, baseURL, control }) => {
    const t = packs.of(brand.defaultLanguage);
    await control("merchants/:merchant/messages", {
      username: "player032",
      title: "Your bonus is here",
      content: "Enjoy it.\n\nGood luck!",
    });
    await signIn(page, { brand, sandboxUrl, baseURL }, "player032");
    await page.goto("/member/messageV2");
    const unread = Number(await page.locator("[data-unread]").getAttribute("data-unread"));
    expect(unread).toBeGreaterThan(0);
    const navBadge = page.locator('[data-badge="messageV2"]');
    await expect(navBadge).toHaveText(String(unread));

    // From the keyboard: the message's link, then Enter.
    const link = page.getByRole("link", { name: `${t.messages.newLabel} Your bonus is here` });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Your bonus is here" })).toBeVisible();
    await expect(page.getByText("Good luck!")).toBeVisible();
    // Opening it read it: the badge (the layout's data, reloaded) shows one fewer.
    const left = unread - 1;
    await expect(navBadge).toHaveCount(left > 0 ? 1 : 0);
    await expect(navBadge.filter({ hasText: new RegExp(`^${left}$`) })).toHaveCount(left > 0 ? 1 : 0);

    await page.getByRole("link", { name: t.messages.back }).click();
    await page.getByRole("button", { name: t.messages.markAllRead }).click();
    await expect(page.getByRole("status").filter({ hasText: t.messages.markedRead })).toBeVisible();
    await expect(navBadge).toHaveCount(0);
    await expect(page.getByText(fill(t.messages.unread, { count: "0" }))).toBeVisible();
  });

  test("sends the code to bind a mobile number behind its bot check, with JavaScript and without", async ({
    page,
    browser,
    packs,
    brand,
    baseURL,
    sandboxUrl,
    control,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    // Any control call makes the fixture reset the data afterwards: the sends count against the number.
    await control("faults/clear");
    await signIn(page, { brand, sandboxUrl, baseURL }, "player032");
    const sendTo = async (tab: Page, mobile: string) => {
      await tab.getByLabel(t.security.binding.country).selectOption("PH");
      await tab.getByLabel(t.security.binding.mobile).fill(mobile);
      await tab.getByRole("button", { name: t.security.binding.sendCode }).click();
      await expect(tab.getByRole("status").filter({ hasText: fill(t.security.binding.codeSent_other, { count: "5" }) })).toBeVisible();
    };
    // With JavaScript the form solves the proof of work and posts it with the send.
    await page.goto("/member/securityCenter/mobile");
    await hydrated(page.getByRole("button", { name: t.security.binding.sendCode }));
    await sendTo(page, "9175550832");
    // Without JavaScript the page's pass goes with the send (player031's: the platform sends one code a minute per account).
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await signIn(otherPage, { brand, sandboxUrl, baseURL }, "player031");
    const noScript = await browser.newContext({ baseURL, storageState: await other.storageState(), javaScriptEnabled: false });
    await other.close();
    try {
      const tab = await noScript.newPage();
      await tab.goto("/member/securityCenter/mobile");
      await sendTo(tab, "9175550833");
    } finally {
      await noScript.close();
    }
  });

  test("binding an email works without JavaScript: send the code, then bind with it", async ({
    page,
    browser,
    packs,
    brand,
    baseURL,
    control,
    sandboxUrl,
    controlToken,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    // Any control call makes the fixture reset the data afterwards: the account's email changes here.
    await control("faults/clear");
    await signIn(page, { brand, sandboxUrl, baseURL }, "player031");
    const noScript = await browser.newContext({ baseURL, storageState: await page.context().storageState(), javaScriptEnabled: false });
    try {
      const tab = await noScript.newPage();
      await tab.goto("/member/securityCenter/email");
      await tab.getByLabel(t.security.binding.email).fill("juan.e2e@example.com");
      await tab.getByRole("button", { name: t.security.binding.sendCode }).click();
      await expect(tab.getByRole("status").filter({ hasText: fill(t.security.binding.codeSent_other, { count: "5" }) })).toBeVisible();

      const answer = await fetch(`${sandboxUrl}/__control/merchants/${brand.merchantCode}/binding-code/last`, {
        method: "POST",
        headers: controlHeaders(controlToken),
        body: JSON.stringify({ username: "player031", channel: "email" }),
      });
      const { code } = ((await answer.json()) as { value: { code: string } }).value;
      await tab.getByLabel(t.security.binding.code).fill(code);
      await tab.getByRole("button", { name: t.security.binding.bind, exact: true }).click();
      await expect(tab.getByRole("status").filter({ hasText: t.security.binding.bound })).toBeVisible();
      await expect(tab.getByText(fill(t.security.binding.current, { value: "ju***@example.com" }))).toBeVisible();
    } finally {
      await noScript.close();
    }
  });

  test("a password change goes to the home, which says it worked", async ({ page, packs, brand, sandboxUrl, baseURL, control }) => {
    const t = packs.of(brand.defaultLanguage);
    // Any control call makes the fixture reset the data afterwards: the password changes here.
    await control("faults/clear");
    await signIn(page, { brand, sandboxUrl, baseURL }, "player031", "/member/securityCenter/password");
    await page.getByLabel(t.passwords.oldPassword, { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByLabel(t.passwords.newPassword, { exact: true }).fill("Tab#Pass2027");
    await page.getByLabel(t.passwords.confirmNewPassword, { exact: true }).fill("Tab#Pass2027");
    await page.getByRole("button", { name: t.passwords.change }).click();
    await expect(page).toHaveURL(new URL("/", baseURL).href);
    await expect(page.getByRole("status").filter({ hasText: t.passwords.changed })).toBeVisible();
  });
});
