import type { Page } from "@playwright/test";
import type { Brand, ThemeMode } from "../../../app/brand/schema";
import { axeBuilder, switchModeInPlace } from "../axe";
import { expect, hydrated, HYDRATION, layoutHydrated, test } from "../fixtures";
import { signIn as signInSession } from "../member-session";
import { PACKS } from "../../../app/i18n/packs.server";

const en = PACKS.EN!;
const ty = PACKS.TY!;

const MEMBER = { username: "demo_member", password: "Member#2026" };
const textsOf = (brand: Brand) => (brand.defaultLanguage === "TY" ? ty : en);

/** Signs demo_member in through the login popup and waits for the home with the balance. */
async function signIn(page: Page, brand: Brand) {
  const t = textsOf(brand);
  await page.goto("/login");
  const dialog = page.getByRole("dialog", { name: t.auth.loginTitle });
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal")), HYDRATION).toBe(true);
  const form = dialog.locator("#login-username");
  await form.getByLabel(t.auth.username, { exact: true }).fill(MEMBER.username);
  await form.getByLabel(t.auth.password, { exact: true }).fill(MEMBER.password);
  await form.getByRole("button", { name: t.login.submit, exact: true }).click();
  await expect(page.getByTestId("balance-box")).toBeVisible();
}

/** The first real-money game card of a home section, hydrated (its form posts through the fetcher). */
async function firstCard(page: Page, section: string) {
  const card = page.locator(`[data-section="${section}"] [data-card="game"]`).first();
  await expect(card).toBeVisible();
  await hydrated(card.locator("button").first());
  return card;
}

const gameDialog = (page: Page) => page.locator('dialog[data-dialog="game"]');

test.describe("launching games", () => {
  test("launches a slot from the home, plays a bet, and closing shows the new balance and RECENT", async ({ page, brand }) => {
    const t = textsOf(brand);
    await signIn(page, brand);
    const balance = page.getByTestId("balance-box").locator("[data-balance]");
    const before = await balance.textContent();

    const card = await firstCard(page, `category-rng`);
    const nodeId = await card.getAttribute("data-node-id");
    const launchButton = card.locator('form[action="/games/launch"] button');
    await launchButton.click();
    const popup = gameDialog(page);
    await expect(popup).toBeVisible();
    const frame = page.frameLocator("iframe[data-game-frame]");
    await frame.getByRole("button").click();
    await expect(frame.getByRole("status")).not.toBeEmpty();
    const inGame = await frame.locator("#balance").textContent();
    expect(inGame).not.toBe(null);

    await popup.getByRole("button", { name: t.common.close }).click();
    await expect(popup).toBeHidden();
    // Focus goes back to the card that launched.
    await expect(launchButton).toBeFocused();
    // A stake was debited: the header shows the game's balance, and RECENT starts with the game.
    await expect(balance).not.toHaveText(before!);
    await expect(balance).toHaveText(inGame!);
    await expect(page.locator('[data-section="recent"] [data-card="game"]').first()).toHaveAttribute("data-node-id", nodeId!);
  });

  test("favourites and unfavourites a game on every card of it", async ({ page, brand }) => {
    await signIn(page, brand);
    const card = await firstCard(page, "hot");
    const nodeId = (await card.getAttribute("data-node-id"))!;
    const heart = card.locator("button[data-favourite]");
    await hydrated(heart);
    const wasOn = (await heart.getAttribute("aria-pressed")) === "true";
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", String(!wasOn));
    // The home's FAV section follows (same ids).
    const inFavourites = page.locator(`[data-section="favourites"] [data-node-id="${nodeId}"]`);
    await expect(inFavourites).toHaveCount(wasOn ? 0 : 1);
    // Throttled to one change a second; then the second click undoes the first.
    await expect(async () => {
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", String(wasOn), { timeout: 1500 });
    }).toPass(HYDRATION);
    await expect(inFavourites).toHaveCount(wasOn ? 1 : 0);
  });

  test("a VASSALAGE vendor card opens its game list popup, which closes back to the home", async ({ page, brand }) => {
    const t = textsOf(brand);
    await page.goto("/?tab=LIVE");
    const evolution = page.locator('[data-card="vendor"][data-vendor="EVO"] button');
    await hydrated(evolution);
    await evolution.click();
    await expect(page).toHaveURL(/\/games\/vendor\/EVO\?returnTo=%2F%3Ftab%3DLIVE$/);
    const popup = page.getByRole("dialog", { name: t.games.vendorGames.replace("{{vendor}}", "Evolution") });
    await expect(popup).toBeVisible();
    await expect(popup.locator('[data-card="game"]')).toHaveCount(18);
    await popup.locator('[data-page="next"]').click();
    await expect(popup.locator('[aria-current="page"][data-page="2"]')).toBeVisible();
    await hydrated(popup.getByRole("button", { name: t.common.close }));
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/\?tab=LIVE$/);
  });

  test("the lottery vendors lead to their lottery pages (sign-in required)", async ({ page, brand }) => {
    await signIn(page, brand);
    await page.goto("/?tab=LOTTERY");
    for (const [vendor, url] of [
      ["TCG_LOTTO_VN", /\/vnLottery\?gameCode=VN$/],
      ["TCG_SEA", /\/seaLottery\?gameCode=SEA$/],
      ["LOTT", /\/lottery\?gameCode=LOTT$/],
    ] as const) {
      const card = page.locator(`[data-card="vendor"][data-vendor="${vendor}"] button`);
      await hydrated(card);
      await card.click();
      await expect(page).toHaveURL(url);
      await expect(page.locator("iframe").first()).toBeVisible();
      await page.goto("/?tab=LOTTERY");
    }
  });

  test("the side menu's lottery item starts the SEA lottery", async ({ page, context, brand, sandboxUrl, baseURL }) => {
    const t = textsOf(brand);
    await signInSession(context, brand, sandboxUrl, baseURL!);
    await page.goto("/");
    const item = page.getByTestId("side-menu").getByRole("link", { name: t.menu.lottery, exact: true });
    await hydrated(item);
    await item.click();
    await expect(page).toHaveURL(/\/seaLottery\?gameCode=SEA$/);
    await expect(page.locator("iframe").first()).toBeVisible();
  });

  test("a header vendor link starts the vendor it names", async ({ page, context, brand, sandboxUrl, baseURL }) => {
    const t = textsOf(brand);
    await signInSession(context, brand, sandboxUrl, baseURL!);
    await page.goto("/");
    // A hover before hydration opens nothing (the menu opens by React's mouseenter), and the pointer would stay inside.
    await layoutHydrated(page);
    const nav = page.getByRole("banner").getByRole("navigation", { name: t.layout.gameCategories });
    await nav.getByRole("link", { name: t.menu.sports, exact: true }).hover();
    const saba = nav.getByRole("button", { name: "SABA Sports" });
    await saba.click();
    // SABA's own sportsbook in the game popup, over the page the player was on.
    const popup = gameDialog(page);
    await expect(popup.locator("iframe")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("no game carries a free-trial badge where the brand offers no free play (FREEPLAY3 off)", async ({ page, flags }) => {
    expect(flags.FREEPLAY3).toBe(false);
    await page.goto("/");
    await expect(page.locator('[data-section="category-rng"] [data-card="game"]').first()).toBeVisible();
    await expect(page.locator('[data-section="hot"] [data-badge="hot"]').first()).toBeVisible();
    await expect(page.locator('[data-badge="free-trial"]')).toHaveCount(0);
  });

  test("a game under maintenance shows the maintenance screen with popular games and customer service", async ({
    page,
    brand,
    control,
  }) => {
    const t = textsOf(brand);
    await signIn(page, brand);
    const card = await firstCard(page, "hot");
    await control(`games/${await card.getAttribute("data-node-id")}/maintenance`, { enabled: true });
    await card.locator('form[action="/games/launch"] button').click();
    const popup = gameDialog(page);
    await expect(popup.getByRole("alert")).toHaveText(t.errors.GAME_MAINTENANCE);
    await expect(popup.locator('[data-card="game"]').first()).toBeVisible();
    await expect(popup.getByRole("link", { name: new RegExp(t.games.customerService) })).toBeVisible();
  });

  test("a visitor's heart opens the sign-in (a trial account's prompt: brands/tala/e2e)", async ({ page, brand }) => {
    const t = textsOf(brand);
    await page.goto("/");
    const card = page.locator('[data-section="hot"] [data-card="game"]').first();
    await card.locator('[data-favourite="visitor"]').click();
    await expect(page.getByRole("dialog", { name: t.auth.loginTitle })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2F$/);
  });

  test("the game popup passes axe in both modes", async ({ page, brand }) => {
    await signIn(page, brand);
    const card = await firstCard(page, "category-rng");
    await card.locator('form[action="/games/launch"] button').click();
    await expect(page.frameLocator("iframe[data-game-frame]").getByRole("button")).toBeVisible();
    for (const mode of ["dark", "light"] as const satisfies readonly ThemeMode[]) {
      await switchModeInPlace(page, mode);
      const results = await axeBuilder(page).include('dialog[data-dialog="game"]').analyze();
      expect(
        results.violations.map((violation) => `${mode} ${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
      ).toEqual([]);
    }
  });
});
