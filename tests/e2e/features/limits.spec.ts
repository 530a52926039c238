import type { Page } from "@playwright/test";
import { brandZone, formatDateTime } from "../../../app/format/dates";
import type { Pack } from "../../../app/i18n/pack";
import { createPlatformClient } from "../../../app/platform/client.server";
import { expectNoSeriousViolations, expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, fill, HYDRATION, hydrated, test } from "../fixtures";
import { signIn as sessionOf } from "../member-session";

/*
 * The player's limits in a browser, on the feature brand: a weekly deposit limit refuses the
 * deposit that would pass it with what is left; a raise waits 24 h on the control clock; a
 * lower limit applies at once; the deposit page says what is left of a limit before an amount is
 * typed, and a refusal says when more comes back, in the brand's zone; a loss limit refuses the
 * demo game's next bet, said in the game; the page is axe-clean in both modes. Accounts: player028,
 * player029 and the seeded rg_limited (the limits tests' own); the control fixture resets the
 * sandbox (and its data) after a test that used it.
 */

const PLAYER = { username: "player028", password: "Member#2026" };
const HOUR_MS = 3_600_000;

/** The limit's row of the table, as the player reads it. */
const row = (page: Page, limit: string) => page.locator(`tr[data-limit="${limit}"]`);

/** Sets a limit through the page's form, as a person would. */
async function setLimit(page: Page, t: Pack, kind: string, period: string, amount: string) {
  const form = page.locator("#setLimit");
  await form.getByLabel(t.limits.kind, { exact: true }).selectOption({ label: kind });
  await form.getByLabel(t.limits.period, { exact: true }).selectOption({ label: period });
  await form.getByLabel(t.limits.amount, { exact: true }).fill(amount);
  await form.getByRole("button", { name: t.limits.submit }).click();
}

test.describe("limits", () => {
  test("a weekly deposit limit refuses what would pass it; a raise waits 24 h, a lower limit applies at once", async ({
    page,
    brand,
    packs,
    sandboxUrl,
    baseURL,
    control,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = packs.of(brand.defaultLanguage);
    await sessionOf(page.context(), brand, sandboxUrl, baseURL!, PLAYER);
    await page.goto("/member/limits");
    await expect(page.getByRole("heading", { name: t.limits.title, level: 1 })).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
    await expect(page.locator("#setLimit")).toBeVisible(HYDRATION);

    await setLimit(page, t, t.limits.kinds.DEPOSIT, t.limits.periods.WEEK, "500");
    await expect(page.getByText(t.limits.doneSet)).toBeVisible();
    // The page with its flash message.
    await expectNoSeriousViolations(page, testInfo);
    await expect(row(page, "DEPOSIT-WEEK").locator('[data-cell="amount"]')).toHaveText("₱500.00");

    // ₱400 goes to the payment page; ₱200 more is refused with what is left.
    await page.goto("/member/depositv2");
    const deposit = page.locator("#deposit");
    await deposit.getByLabel(t.money.amount, { exact: true }).fill("400");
    await deposit.getByRole("button", { name: t.money.depositSubmit }).click();
    await expect(page).toHaveURL(/\/pay\//);
    await page.goto("/member/depositv2");
    await deposit.getByLabel(t.money.amount, { exact: true }).fill("200");
    await deposit.getByRole("button", { name: t.money.depositSubmit }).click();
    await expect(deposit.getByRole("alert")).toContainText(
      fill(t.limits.left, { left: "₱100.00", limit: "₱500.00", name: t.limits.names.DEPOSIT_WEEK }),
    );
    await expect(deposit.getByLabel(t.money.amount, { exact: true })).toHaveValue("200");

    // A raise is pending with its time, still after 23 h, active after 24 h.
    await page.goto("/member/limits");
    await setLimit(page, t, t.limits.kinds.DEPOSIT, t.limits.periods.WEEK, "800");
    await expect(page.getByText(t.limits.donePending)).toBeVisible();
    const pending = row(page, "DEPOSIT-WEEK").locator('[data-cell="pending"]');
    await expect(pending).toContainText("₱800.00");
    await expect(
      row(page, "DEPOSIT-WEEK").getByRole("button", { name: fill(t.limits.cancelLabel, { name: t.limits.names.DEPOSIT_WEEK }) }),
    ).toBeVisible();
    await control("clock/advance", { ms: 23 * HOUR_MS });
    // A platform session lasts 12 h: the player signs in again after the clock moved.
    await sessionOf(page.context(), brand, sandboxUrl, baseURL!, PLAYER);
    await page.goto("/member/limits");
    await expect(row(page, "DEPOSIT-WEEK").locator('[data-cell="amount"]')).toHaveText("₱500.00");
    await expect(pending).toContainText("₱800.00");
    await control("clock/advance", { ms: HOUR_MS });
    await sessionOf(page.context(), brand, sandboxUrl, baseURL!, PLAYER);
    await page.goto("/member/limits");
    await expect(row(page, "DEPOSIT-WEEK").locator('[data-cell="amount"]')).toHaveText("₱800.00");
    await expect(pending).toHaveText("–");

    // Lower: at once.
    await expect(page.locator("#setLimit")).toBeVisible(HYDRATION);
    await setLimit(page, t, t.limits.kinds.DEPOSIT, t.limits.periods.WEEK, "300");
    await expect(page.getByText(t.limits.doneSet)).toBeVisible();
    await expect(row(page, "DEPOSIT-WEEK").locator('[data-cell="amount"]')).toHaveText("₱300.00");
    await expect(pending).toHaveText("–");
  });

  test("the deposit page says what is left before an amount is typed, and a refusal says when more comes back", async ({
    page,
    brand,
    packs,
    sandboxUrl,
    baseURL,
  }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    const limited = { username: "rg_limited", password: PLAYER.password };
    // Seeded: a weekly deposit limit of ₱500.00, ₱400.00 of it deposited two days ago. The
    // platform says when that deposit leaves the week; the page says it in the brand's zone, to
    // the minute after.
    const platform = createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode });
    const { token } = await platform.auth.login(limited);
    const { limits } = await createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode, token }).limits.list({});
    const releasesAt = limits.find((limit) => limit.kind === "DEPOSIT" && limit.period === "WEEK")!.releasesAt!;
    const time = formatDateTime(Math.ceil(Date.parse(releasesAt) / 60_000) * 60_000, brandZone(brand.timeZone));
    expect(time).toMatch(/ GMT\+8$/);
    const left = fill(t.limits.leftUntil, { left: "₱100.00", limit: "₱500.00", name: t.limits.names.DEPOSIT_WEEK, time });

    await sessionOf(page.context(), brand, sandboxUrl, baseURL!, limited);
    await page.goto("/member/depositv2");
    const before = page.getByRole("region", { name: t.limits.depositLeftTitle });
    await expect(before.getByRole("listitem")).toHaveText([left]);
    await expectNoSeriousViolations(page, testInfo);

    const deposit = page.locator("#deposit");
    await expect(deposit).toBeVisible(HYDRATION);
    await deposit.getByLabel(t.money.amount, { exact: true }).fill("200");
    await deposit.getByRole("button", { name: t.money.depositSubmit }).click();
    await expect(deposit.getByRole("alert")).toHaveText(`${t.errors.LIMIT_EXCEEDED}: ${left}`);
    await expect(deposit.getByLabel(t.money.amount, { exact: true })).toHaveValue("200");
  });

  test("a loss limit reached refuses the next demo-game bet, said in the game, and moves no money", async ({
    page,
    brand,
    packs,
    sandboxUrl,
    baseURL,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await sessionOf(page.context(), brand, sandboxUrl, baseURL!, { username: "player029", password: PLAYER.password });
    await page.goto("/member/limits");
    await expect(page.locator("#setLimit")).toBeVisible(HYDRATION);
    // Less than any stake: the first bet would pass it (lowering it again on a later run applies at once too).
    await setLimit(page, t, t.limits.kinds.LOSS, t.limits.periods.DAY, "0.01");
    await expect(row(page, "LOSS-DAY").locator('[data-cell="amount"]')).toHaveText("₱0.01");

    await page.goto("/");
    const card = page.locator('[data-section="category-rng"] [data-card="game"]').first();
    await expect(card).toBeVisible();
    const launch = card.locator('form[action="/games/launch"] button');
    await hydrated(launch);
    await launch.click();
    const frame = page.frameLocator("iframe[data-game-frame]");
    const balance = await frame.locator("#balance").textContent();
    await frame.getByRole("button").click();
    // With when more comes back, where the day's bets will free some.
    await expect(frame.getByRole("status")).toHaveText(
      /^Bet refused: only ₱0\.0[01] of your ₱0\.01 daily loss limit left(; more from \d{4}-\d\d-\d\d \d\d:\d\d GMT\+8)?\.$/,
    );
    await expect(frame.locator("#balance")).toHaveText(balance!);
  });
});
