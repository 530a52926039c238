import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, layoutHydrated, test } from "../fixtures";
import { signIn } from "../member-session";

/*
 * The idle time-out in a browser, with the pages' clock moved forward (the brand's 30 minutes,
 * not waited for): the warning appears a minute before the end with "stay signed in", which
 * keeps the session and hides the warning in every tab; ignored, the end signs both tabs of the
 * player out and shows the sign-in, and the server has ended the session too. Axe on the warning
 * in both modes.
 */

const MINUTE = 60_000;

test.describe("idle time-out", () => {
  test("the warning comes a minute before the end; staying keeps the session, ignoring it signs every tab out", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    baseURL,
  }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    const context = page.context();
    await context.clock.install();
    await signIn(context, brand, sandboxUrl, baseURL!);
    const other = await context.newPage();
    for (const tab of [page, other]) {
      // A member page: the home opens the announcements by itself after a while, a navigation of its own.
      await tab.goto("/member/vip");
      await expect(tab.getByTestId("member-menu")).toBeVisible();
      await layoutHydrated(tab);
      // Its idle clock is a chunk loaded after hydration: counting before the time moves.
      await expect(tab.locator("html[data-idle-clock]")).toBeAttached();
    }
    const warning = (tab: typeof page) => tab.locator('[data-dialog="idle-warning"]');

    await context.clock.fastForward(29 * MINUTE + 5_000);
    await expect(warning(page)).toBeVisible();
    await expect(warning(other)).toBeVisible();
    await expect(warning(page)).toContainText(t.layout.idle.title);
    await expectNoSeriousViolationsInBothModes(page, testInfo, { include: '[data-dialog="idle-warning"]' });

    await page.getByRole("button", { name: t.layout.idle.stay }).click();
    await expect(warning(page)).toBeHidden();
    await expect(warning(other)).toBeHidden();

    // Ignored this time: at the end both tabs show the sign-in.
    await context.clock.fastForward(31 * MINUTE);
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await expect(other).toHaveURL(/\/login\?redirectTo=/);
    // Signed out on the server: a member page sends the visitor to the sign-in.
    await other.goto("/member/vip");
    await expect(other).toHaveURL(/\/login\?redirectTo=%2Fmember%2Fvip/);
  });
});
