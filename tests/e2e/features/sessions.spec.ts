import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, HYDRATION, test } from "../fixtures";
import { signIn as sessionOf } from "../member-session";

/*
 * Sessions in a browser, on the feature brand: two browsers signed in as the same player, the
 * first signs the other out from its sessions tab and the other's next navigation is signed
 * out; the sessions and sign-in history tabs are axe-clean in both modes. Account: player040
 * (this file's own).
 */

const PLAYER = { username: "player040", password: "Member#2026" };
const SESSIONS = "/member/securityCenter/sessions";

test.describe("sessions and devices", () => {
  test("signs another browser out from the sessions tab: its next navigation is signed out", async ({
    page,
    browser,
    brand,
    packs,
    sandboxUrl,
    baseURL,
  }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    const other = await browser.newContext({ baseURL });
    try {
      await sessionOf(page.context(), brand, sandboxUrl, baseURL!, PLAYER);
      await sessionOf(other, brand, sandboxUrl, baseURL!, PLAYER);
      const otherPage = await other.newPage();
      await otherPage.goto(SESSIONS);
      await expect(otherPage.locator('[data-page="sessions"]')).toBeVisible();

      await page.goto(SESSIONS);
      await expect(page.getByRole("heading", { name: t.security.tabs.sessions, level: 2 })).toBeVisible();
      await expect(page.locator("li[data-current]")).toContainText(t.security.sessions.current);
      await expectNoSeriousViolationsInBothModes(page, testInfo);
      await expect(page.locator('button[data-action="end"]').first()).toBeVisible(HYDRATION);
      const others = page.locator("li[data-session]:not([data-current])");
      const count = await others.count();
      expect(count).toBeGreaterThan(0);
      await page.locator('button[data-action="end-others"]').click();
      await expect(page.getByRole("status").filter({ hasText: t.security.sessions.endedOthers })).toBeVisible();
      await expect(others).toHaveCount(0);

      await otherPage.goto(SESSIONS);
      await expect(otherPage).toHaveURL(/\/login\?redirectTo=/);
      await otherPage.goto("/");
      await expect(otherPage.locator('form[action="/logout"]')).toHaveCount(0);

      await page.goto("/member/securityCenter/signInHistory");
      await expect(page.locator('[data-page="signInHistory"]')).toBeVisible();
      await expectNoSeriousViolationsInBothModes(page, testInfo);
    } finally {
      await other.close();
    }
  });
});
