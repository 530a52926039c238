import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import type { Brand } from "../../../app/brand/schema";
import { addDays, brandZone, formatDateTime } from "../../../app/format/dates";
import { createPlatformClient } from "../../../app/platform/client.server";
import { isPlatformError } from "../../../app/platform/platform-error";
import { SESSION_LIFETIME_MS } from "../../../sandbox/lib/sessions";
import { expectNoSeriousViolations, expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, fill, hydrated, HYDRATION, layoutHydrated, test } from "../fixtures";
import { signIn } from "../member-session";

/*
 * Play time in a browser: the reality check appears after the interval the player typed (the
 * control clock moves the platform's time) with the session's time and net result, and Stop closes the game,
 * in the game popup and on a lottery page;
 * at the daily and at the weekly session-time limit the running game closes saying which limit
 * and when play may start again, and the next launch is refused (a new day does not lift the weekly one); a statement of chosen days downloaded from account activity as a CSV;
 * axe on the reality check and account activity pages in both modes.
 * The accounts are this spec's own (sandbox/seed/play-time.ts): no other spec signs in as them.
 */

const PASSWORD = "Member#2026";
const REALITY = { username: "rg_reality", password: PASSWORD };
const LIMITED = { username: "rg_session_limit", password: PASSWORD };
const ACTIVE = { username: "rg_activity", password: PASSWORD };
const LOTTERY = { username: "rg_lottery", password: PASSWORD };
const WEEKLY = { username: "rg_weekly_limit", password: PASSWORD };
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

/** When play may start again, as the brand's pages say it: in its zone, rounded up to the minute. */
const resumeText = (brand: Brand, at: number) => formatDateTime(Math.ceil(at / 60_000) * 60_000, brandZone(brand.timeZone));

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
    const on = page.getByRole("radio", { name: t.playTime.realityCheck.on, exact: true });
    await hydrated(on);
    await on.check();
    // Any whole number of minutes in the brand's range, not only a fixed choice.
    await page.getByLabel(t.playTime.realityCheck.minutes).fill("14");
    await page.getByRole("button", { name: t.playTime.realityCheck.save }).click();
    await expect(page.getByText(t.playTime.realityCheck.saved)).toBeVisible();

    await launchFirstSlot(page);
    const frame = page.frameLocator("iframe[data-game-frame]");
    const before = centsOf((await frame.locator("#balance").textContent())!);
    await frame.getByRole("button").click();
    await expect(frame.getByRole("status")).not.toBeEmpty();
    const after = centsOf((await frame.locator("#balance").textContent())!);

    await advanceAndReturn(page, control, 15 * MINUTE);
    const reminder = page.getByRole("dialog", { name: t.games.realityCheckTitle });
    await expect(reminder).toBeVisible(NEXT_CHECK);
    await expect(reminder.locator("[data-played-minutes]")).toHaveAttribute("data-played-minutes", "15");
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
    const moved = now.getUTCHours() >= 23 ? nextMorning : 1;
    await control("clock/advance", { ms: moved });
    // Play may start again at the next UTC day, said in the brand's zone.
    const playing = new Date(now.getTime() + moved);
    const tomorrow = Date.UTC(playing.getUTCFullYear(), playing.getUTCMonth(), playing.getUTCDate() + 1);
    const reached = `${t.games.sessionLimitReached.DAY} ${fill(t.games.playAgainFrom, { time: resumeText(brand, tomorrow) })}`;
    await signIn(page.context(), brand, sandboxUrl, baseURL!, LIMITED);
    await launchFirstSlot(page);
    await expect(page.frameLocator("iframe[data-game-frame]").getByRole("button")).toBeVisible();

    await advanceAndReturn(page, control, 16 * MINUTE);
    const closed = gameDialog(page);
    await expect(closed.getByRole("alert")).toHaveText(reached, NEXT_CHECK);
    await expect(closed.locator("iframe")).toHaveCount(0);
    await closed.getByRole("button", { name: t.games.confirm }).click();
    await expect(closed).toBeHidden();

    const again = page.locator('[data-section="category-rng"] [data-card="game"]').first().locator('form[action="/games/launch"] button');
    await again.click();
    await expect(gameDialog(page).locator('[data-error-code="SESSION_LIMIT_REACHED"]')).toHaveText(reached);
  });

  test("at the weekly session-time limit the game closes saying when play may start again, and a new day does not lift it", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    baseURL,
    control,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    // Seeded: 25 of a weekly 30 minutes played two days ago.
    await signIn(page.context(), brand, sandboxUrl, baseURL!, WEEKLY);
    await launchFirstSlot(page);
    await expect(page.frameLocator("iframe[data-game-frame]").getByRole("button")).toBeVisible();

    await advanceAndReturn(page, control, 6 * MINUTE);
    const closed = page.getByRole("dialog", { name: t.games.sessionLimitTitle });
    await expect(closed.getByRole("alert")).toContainText(t.games.sessionLimitReached.WEEK, NEXT_CHECK);
    await expect(closed.locator("iframe")).toHaveCount(0);
    // When: as the platform answers a launch now (its own tests hold the time to the week's play).
    const platform = createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode });
    const { token } = await platform.auth.login(WEEKLY);
    const refusal = await createPlatformClient({ baseUrl: sandboxUrl })
      .bind({ merchant: brand.merchantCode, token })
      .games.launch({ nodeId: "RNG-PG-0007", freeTrial: false, platform: "html5-desktop", language: brand.defaultLanguage })
      .then(
        () => null,
        (error: unknown) => (isPlatformError(error) ? error : null),
      );
    const resumesAt = refusal?.details?.sessionLimit?.resumesAt;
    expect(resumesAt).toBeTruthy();
    const reached = `${t.games.sessionLimitReached.WEEK} ${fill(t.games.playAgainFrom, { time: resumeText(brand, Date.parse(resumesAt!)) })}`;
    await expect(closed.getByRole("alert")).toHaveText(reached);
    await closed.getByRole("button", { name: t.games.confirm }).click();
    await expect(closed).toBeHidden();

    // A day later the daily count starts again, the week's does not.
    await control("clock/advance", { ms: 24 * 60 * MINUTE });
    await signIn(page.context(), brand, sandboxUrl, baseURL!, WEEKLY);
    await page.goto("/");
    const again = page.locator('[data-section="category-rng"] [data-card="game"]').first().locator('form[action="/games/launch"] button');
    await hydrated(again);
    await again.click();
    const refused = page.getByRole("dialog", { name: t.games.sessionLimitTitle });
    await expect(refused.locator('[data-error-code="SESSION_LIMIT_REACHED"]')).toHaveText(reached);
  });

  test("a statement of the days chosen downloads as a CSV whose totals are account activity's for those days", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    baseURL,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(page.context(), brand, sandboxUrl, baseURL!, ACTIVE);
    await page.goto("/member/accountActivity?period=DAY");
    const form = page.locator('[data-section="statement"] form');
    const today = (await form.getByLabel(t.playTime.statement.to).getAttribute("max"))!;
    const [from, to] = [addDays(today, -80), addDays(today, -20)];
    // What the page shows for those days (its first page of days reaches further back than they do).
    const days = await page
      .locator("tr[data-period-start]")
      .evaluateAll((rows) =>
        rows.map((row) => [row.getAttribute("data-period-start")!, ...[...row.children].map((cell) => cell.textContent!)]),
      );
    const shown = days.filter(([day]) => day! >= from && day! <= to);
    expect(shown.length).toBeGreaterThan(3);
    const figure = (column: number) => shown.reduce((sum, row) => sum + centsOf(row[column]!), 0);

    await form.getByLabel(t.playTime.statement.from).fill(from);
    await form.getByLabel(t.playTime.statement.to).fill(to);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      form.getByRole("button", { name: t.playTime.statement.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`statement-${from}-${to}.csv`);
    const text = await readFile((await download.path())!, "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).trimEnd().split("\r\n");
    const total = (label: string) => {
      const fields = lines.find((line) => line.startsWith(`"${label}",`))!.split(",");
      return Math.round(Number(JSON.parse(fields[2]!)) * 100);
    };
    expect(total(t.playTime.activity.deposits)).toBe(figure(2));
    expect(total(t.playTime.activity.withdrawals)).toBe(figure(3));
    expect(total(t.playTime.statement.net)).toBe(figure(4));
    // The page stays where it was.
    await expect(page).toHaveURL(/\/member\/accountActivity\?period=DAY$/);
  });

  test("the reality check and account activity pages pass axe in both modes", async ({ page, brand, sandboxUrl, baseURL }, testInfo) => {
    await signIn(page.context(), brand, sandboxUrl, baseURL!, ACTIVE);
    await page.goto("/member/accountActivity");
    await expect(page.locator('[data-page="accountActivity"]')).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
    await page.goto("/member/realityCheck");
    await expect(page.locator('[data-page="realityCheck"]')).toBeVisible();
    await expect.poll(() => page.getByRole("radio").count(), HYDRATION).toBe(2);
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });
});
