import type { Page } from "@playwright/test";
import { createPlatformClient } from "../../../app/platform/client.server";
import { SESSION_LIFETIME_MS } from "../../../sandbox/lib/sessions";
import { expectNoSeriousViolations, expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, hydrated, HYDRATION, layoutHydrated, test } from "../fixtures";
import { signIn } from "../member-session";

/*
 * Play time in a browser: the reality check appears after its interval (the control clock
 * moves the platform's time) with the session's time and net result, and Stop closes the game,
 * in the game popup and on a lottery page;
 * at the daily session-time limit the running game closes with the translated message and the
 * next launch is refused; axe on the reality check and account activity pages in both modes.
 * The accounts are this spec's own (sandbox/seed/play-time.ts): no other spec signs in as them.
 */

const PASSWORD = "Member#2026";
const REALITY = { username: "rg_reality", password: PASSWORD };
const LIMITED = { username: "rg_session_limit", password: PASSWORD };
const ACTIVE = { username: "rg_activity", password: PASSWORD };
const LOTTERY = { username: "rg_lottery", password: PASSWORD };
const MINUTE = 60_000;
/** The popup checks the game on screen every 10 seconds: a reminder or a close may take that long to show. */
const NEXT_CHECK = { timeout: 30_000 };

/**
 * Moves the platform's clock, then brings the tab back to the screen as a player returning to it
 * does: the page asks the platform at once instead of at its next timed check.
 */
async function advanceAndReturn(page: Page, control: (path: string, body?: unknown) => Promise<void>, ms: number) {
  await control("clock/advance", { ms });
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
}

const gameDialog = (page: Page) => page.locator('dialog[data-dialog="game"]');

/** Launches the first slot of the home and waits for its game page in the popup. */
async function launchFirstSlot(page: Page) {
  await page.goto("/");
  const button = page.locator('[data-section="category-rng"] [data-card="game"]').first().locator('form[action="/games/launch"] button');
  await hydrated(button);
  await button.click();
  await expect(gameDialog(page)).toBeVisible();
  return button;
}

/** "₱4,990.00" or "-₱10.00" as cents. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, "")) * 100);

test.describe("play time", () => {
  test.slow();

  test("the reality check appears after its interval with time and net result, and Stop closes the game", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    baseURL,
    control,
  }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(page.context(), brand, sandboxUrl, baseURL!, REALITY);
    await page.goto("/member/realityCheck");
    const every15 = page.getByRole("radio", { name: t.playTime.realityCheck.every_other.replace("{{count}}", "15") });
    await hydrated(every15);
    await every15.check();
    await page.getByRole("button", { name: t.playTime.realityCheck.save }).click();
    await expect(page.getByText(t.playTime.realityCheck.saved)).toBeVisible();

    await launchFirstSlot(page);
    const frame = page.frameLocator("iframe[data-game-frame]");
    const before = centsOf((await frame.locator("#balance").textContent())!);
    await frame.getByRole("button").click();
    await expect(frame.getByRole("status")).not.toBeEmpty();
    const after = centsOf((await frame.locator("#balance").textContent())!);

    await advanceAndReturn(page, control, 16 * MINUTE);
    const reminder = page.getByRole("dialog", { name: t.games.realityCheckTitle });
    await expect(reminder).toBeVisible(NEXT_CHECK);
    await expect(reminder.locator("[data-played-minutes]")).toHaveAttribute("data-played-minutes", "16");
    await expect(reminder.locator("[data-net-cents]")).toHaveAttribute("data-net-cents", String(after - before));
    await expect(reminder.getByRole("button", { name: t.games.realityCheckContinue })).toBeFocused();
    await expect(reminder.getByRole("link", { name: t.games.realityCheckHistory })).toHaveAttribute("href", "/member/personalHistoryCopy");
    await expectNoSeriousViolations(page, testInfo, { include: 'dialog[data-dialog="reality-check"]' });

    await reminder.getByRole("button", { name: t.games.realityCheckStop }).click();
    await expect(reminder).toBeHidden();
    await expect(gameDialog(page)).toBeHidden();
  });

  test("on a lottery page the reality check appears after its interval, and Stop closes the lottery", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    baseURL,
    control,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(page.context(), brand, sandboxUrl, baseURL!, LOTTERY);
    await page.goto("/lottery?gameCode=LOTT-0004");
    await layoutHydrated(page);
    const lobby = page.frameLocator('iframe[data-lottery-lobby="LOTT-0004"]');
    await lobby.getByLabel("Two digits").fill("07");
    await lobby.getByLabel("Stake").selectOption("5");
    await lobby.getByRole("button", { name: "Bet" }).click();
    await expect(lobby.locator('[data-view="betting"]')).toBeVisible();

    await advanceAndReturn(page, control, 16 * MINUTE);
    const reminder = page.getByRole("dialog", { name: t.games.realityCheckTitle });
    await expect(reminder).toBeVisible(NEXT_CHECK);
    await expect(reminder.locator("[data-played-minutes]")).toHaveAttribute("data-played-minutes", "16");
    // The bet's draw may have passed in those minutes: a stake of 5 lost, or won at 70 to 1.
    await expect(reminder.locator("[data-net-cents]")).toHaveAttribute("data-net-cents", /^(-500|34500)$/);

    await reminder.getByRole("button", { name: t.games.realityCheckStop }).click();
    await expect(reminder).toBeHidden();
    await expect(page.locator("iframe[data-lottery-lobby]")).toHaveCount(0);
    await expect(page.locator('[data-state="stopped"]')).toContainText(t.gamePages.lottery.stopped);
    await page.getByRole("link", { name: t.gamePages.lottery.reopen }).click();
    await expect(lobby.locator('[data-view="betting"]')).toBeVisible();
  });

  test("at the daily session-time limit the game closes with the message, and the next launch is refused", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    baseURL,
    control,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    // The limit counts the platform's UTC day: start early in one, so the test does not cross midnight.
    // The platform's time is a fresh session's expiry less its lifetime.
    const { expiresAt } = await createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode }).auth.login(LIMITED);
    const now = new Date(Date.parse(expiresAt) - SESSION_LIFETIME_MS);
    const nextMorning = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 1) - now.getTime();
    await control("clock/advance", { ms: now.getUTCHours() >= 23 ? nextMorning : 1 });
    await signIn(page.context(), brand, sandboxUrl, baseURL!, LIMITED);
    await launchFirstSlot(page);
    await expect(page.frameLocator("iframe[data-game-frame]").getByRole("button")).toBeVisible();

    await advanceAndReturn(page, control, 16 * MINUTE);
    const closed = gameDialog(page);
    await expect(closed.getByRole("alert")).toHaveText(t.errors.SESSION_LIMIT_REACHED, NEXT_CHECK);
    await expect(closed.locator("iframe")).toHaveCount(0);
    await closed.getByRole("button", { name: t.games.confirm }).click();
    await expect(closed).toBeHidden();

    const again = page.locator('[data-section="category-rng"] [data-card="game"]').first().locator('form[action="/games/launch"] button');
    await again.click();
    await expect(gameDialog(page).locator('[data-error-code="SESSION_LIMIT_REACHED"]')).toHaveText(t.errors.SESSION_LIMIT_REACHED);
  });

  test("the reality check and account activity pages pass axe in both modes", async ({ page, brand, sandboxUrl, baseURL }, testInfo) => {
    await signIn(page.context(), brand, sandboxUrl, baseURL!, ACTIVE);
    await page.goto("/member/accountActivity");
    await expect(page.locator('[data-page="accountActivity"]')).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
    await page.goto("/member/realityCheck");
    await expect(page.locator('[data-page="realityCheck"]')).toBeVisible();
    await expect.poll(() => page.getByRole("radio").count(), HYDRATION).toBe(4);
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });
});
