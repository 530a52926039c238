import type { Page } from "@playwright/test";
import type { Pack } from "../../../app/i18n/pack";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, HYDRATION, hydrated, test } from "../fixtures";

const MEMBER = { username: "demo_member", password: "Member#2026" };

/** Signs in through the popup a protected page sends a visitor to (or /login for a public one), and waits to be back on it. */
async function signInVia(page: Page, t: Pack, path: string, { isPublic = false } = {}) {
  await page.goto(isPublic ? `/login?${new URLSearchParams({ redirectTo: path })}` : path);
  const dialog = page.getByRole("dialog", { name: t.auth.loginTitle });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal")), HYDRATION).toBe(true);
  const form = dialog.locator("#login-username");
  await form.getByLabel(t.auth.username, { exact: true }).fill(MEMBER.username);
  await form.getByLabel(t.auth.password, { exact: true }).fill(MEMBER.password);
  await form.getByRole("button", { name: t.login.submit, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

test.describe("game pages", () => {
  test("the sports centre lists its vendors as keyboard-reachable launch buttons (axe-clean in both modes)", async ({
    page,
    packs,
    brand,
  }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/sports");
    await expect(page.getByRole("heading", { level: 1, name: t.gamePages.centre.sports })).toBeVisible();
    const saba = page.locator('[data-card="vendor"][data-vendor="SABA"] button');
    await expect(saba).toBeVisible();
    await expect(page.locator('[data-section="vendors-cockfight"] [data-vendor="DS88"]')).toBeVisible();
    await expect(page.locator('[data-badge="new"]').first()).toHaveText(t.gamePages.centre.newBadge);
    await saba.focus();
    await expect(saba).toBeFocused();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });

  test("/favorite and /recent: a visitor signs in and comes back to the list", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await signInVia(page, t, "/favorite");
    await expect(page.getByRole("heading", { level: 1, name: t.gamePages.account.favorite })).toBeVisible();
    await expect(page.locator('[data-state="empty"]')).toContainText(t.gamePages.account.favoriteEmpty);
    await page.goto("/recent?page=abc");
    await expect(page.getByRole("heading", { level: 1, name: t.gamePages.account.recent })).toBeVisible();
    await expect(page.locator('[data-page="recent"] [data-state="empty"], [data-page="recent"] [data-card="game"]').first()).toBeVisible();
  });

  test("the lottery pages open the lobby server-side; a bet placed in it shows in the recent bets", async ({
    page,
    packs,
    brand,
    control,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await control("clock/advance", { ms: 1 }); // resets the sandbox afterwards: this test places a bet
    await signInVia(page, t, "/vnLottery?gameCode=TCG_LOTTO_VN-0003");
    await expect(page.locator('[data-region="NORTH"]')).toBeVisible();
    await expect(page.locator('[data-section="opened-numbers"] [data-draw]').first()).toBeVisible();
    await expect(page.locator('[data-section="lottery-bets"]')).toContainText(t.gamePages.lottery.betsEmpty);

    const lobby = page.frameLocator('iframe[data-lottery-lobby="TCG_LOTTO_VN-0003"]');
    await lobby.getByLabel("Two digits").fill("42");
    await lobby.getByRole("button", { name: "Bet" }).click();
    await expect(lobby.locator('[data-view="betting"]')).toBeVisible();
    await page.reload();
    await expect(page.locator('[data-section="lottery-bets"] tr[data-bet-status="PENDING"]')).toContainText("42");

    await page.goto("/seaLottery?gameCode=not*valid");
    await expect(page.locator('[data-state="unknown-game"]')).toHaveText(t.gamePages.lottery.unknownGame);
    await expect(page.frameLocator('iframe[data-lottery-lobby="lobby"]').locator('[data-view="lobby"]')).toBeVisible();
    await expect(page.getByTestId("side-menu")).toBeVisible();

    await page.goto("/sealottery");
    await expect(page.locator('[data-variant="game"] iframe')).toBeVisible();
    await expect(page.getByTestId("side-menu")).toHaveCount(0);

    await page.goto("/lottery");
    await expect(page.frameLocator("iframe[data-lottery-lobby]").locator('[data-view="lobby"]')).toBeVisible();
  });

  test("a live model's chat opens in the chat-room popup and closes back to the live rooms", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await signInVia(page, t, "/live-rooms", { isPublic: true });
    const link = page.locator("[data-chat-link]").first();
    await expect(link).toBeVisible();
    await hydrated(link);
    await link.click();
    const dialog = page.locator('[data-dialog="chat-room"]');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/live-rooms\/chat\//);
    await expect(dialog.frameLocator("iframe[data-chat-room]").locator('[data-chat="open"]')).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/live-rooms$/);
  });
});
