/**
 * Tala's own browser spec: it runs in the tala project only (playwright.config.ts
 * matches brands/<id>/e2e/ for that brand). Tala is the brand with free play
 * (FREEPLAY3 on its merchant), so this is where a trial session is proven end to end.
 */
import type { Page } from "@playwright/test";
import type { Pack } from "../../../app/i18n/pack";
import { expect, hydrated, test } from "../../../tests/e2e/fixtures";

/** The play money the sandbox gives a trial account (sandbox/calls/auth.ts). */
const TRIAL_BALANCE = /2,000\.00$/;
/** The nickname the sandbox gives every trial account. */
const TRIAL_NICKNAME = "Guest";

/** Starts a trial session from the sign-in popup and waits for the header's balance. */
async function startFreePlay(page: Page, t: Pack) {
  await page.goto("/login");
  const freePlay = page.getByRole("dialog", { name: t.auth.loginTitle }).getByRole("button", { name: t.auth.freePlay, exact: true });
  await hydrated(freePlay);
  await freePlay.click();
  await expect(page.getByTestId("balance-box")).toBeVisible();
}

test.describe("free play", () => {
  test("the free play button starts a trial session and the header shows the trial account", async ({ page, context, brand, packs }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/login");
    const dialog = page.getByRole("dialog", { name: t.auth.loginTitle });
    const freePlay = dialog.getByRole("button", { name: t.auth.freePlay, exact: true });
    await expect(freePlay).toBeVisible();
    await hydrated(freePlay);
    await freePlay.click();

    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toBeHidden();
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: t.header.login, exact: true })).toHaveCount(0);
    await expect(page.getByTestId("balance-box").locator("[data-balance]")).toHaveText(TRIAL_BALANCE);

    // The member menu is the trial's: its name, and none of a member's own pages.
    const menu = page.getByTestId("member-menu");
    await expect(menu.locator("summary")).toContainText(TRIAL_NICKNAME);
    await menu.locator("summary").click();
    await expect(menu.getByText(TRIAL_NICKNAME, { exact: true })).toBeVisible();
    await expect(menu.getByRole("button", { name: t.header.signOut })).toBeVisible();
    await expect(menu.getByRole("link", { name: t.header.myAccount })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: t.header.messages })).toHaveCount(0);

    // A session of this brand, for this browser's device id.
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "__session")).toBeDefined();
    expect(cookies.find((cookie) => cookie.name === "device_id")?.value).toMatch(/^[0-9a-f-]{36}$/);

    // It is a session like any other: it survives a reload.
    await page.reload();
    await expect(page.getByTestId("balance-box").locator("[data-balance]")).toHaveText(TRIAL_BALANCE);
  });

  test("a trial account's favourite heart asks for a real account", async ({ page, brand, packs }) => {
    const t = packs.of(brand.defaultLanguage);
    await startFreePlay(page, t);

    const heart = page.locator('[data-section="hot"] [data-card="game"] button[data-favourite]').first();
    await hydrated(heart);
    await heart.click();
    const prompt = page.getByRole("dialog", { name: t.games.realAccountTitle });
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: t.games.confirm }).click();
    await expect(prompt).toBeHidden();
  });

  test("a trial account opening its favourites gets the real-account prompt", async ({ page, brand, packs }) => {
    const t = packs.of(brand.defaultLanguage);
    await startFreePlay(page, t);

    const response = await page.goto("/favorite");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("dialog", { name: t.games.realAccountTitle })).toBeVisible();
  });

  test("games a visitor can try carry the whole free-trial badge, clear of the heart", async ({ page, brand, packs }) => {
    const t = packs.of(brand.defaultLanguage);
    // A phone's cards are the narrowest.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    // A HOT game that can be tried: both badges, the longest row.
    const card = page.locator('[data-section="hot"] [data-card="game"]:has([data-badge="free-trial"])').first();
    const badge = card.locator('[data-badge="free-trial"]');
    await expect(badge).toHaveText(t.home.game.freeTrial);
    const [badgeBox, heartBox] = await Promise.all([badge.boundingBox(), card.locator("[data-favourite]").boundingBox()]);
    // Beside the heart or below it, never under it.
    const clear = badgeBox!.x + badgeBox!.width <= heartBox!.x || badgeBox!.y >= heartBox!.y + heartBox!.height;
    expect(clear, `badge ${JSON.stringify(badgeBox)} and heart ${JSON.stringify(heartBox)}`).toBe(true);
    // Nothing of its text is cut: the badge is as wide as its text.
    expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});
