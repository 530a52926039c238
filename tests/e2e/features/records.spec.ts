import type { Page } from "@playwright/test";
import type { Pack } from "../../../app/i18n/pack";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, HYDRATION, test } from "../fixtures";

/** This spec's player: no other browser spec signs in as player037. */
const PLAYER = { username: "player037", password: "Member#2026" };
const RECORD_PAGES = [
  { path: "/member/personalHistoryCopy", title: (t: Pack) => t.records.bettingRecord },
  { path: "/member/personalProfit", title: (t: Pack) => t.records.personalProfit },
  { path: "/member/bonusDetails", title: (t: Pack) => t.records.bonusDetails },
] as const;

/** Opens a record page as a visitor, signs in through the popup it sends them to, and waits to be back on it. */
async function signInVia(page: Page, t: Pack, path: string) {
  await page.goto(path);
  const dialog = page.getByRole("dialog", { name: t.auth.loginTitle });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal")), HYDRATION).toBe(true);
  const form = dialog.locator("#login-username");
  await form.getByLabel(t.auth.username, { exact: true }).fill(PLAYER.username);
  await form.getByLabel(t.auth.password, { exact: true }).fill(PLAYER.password);
  await form.getByRole("button", { name: t.login.submit, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
}

test.describe("record pages", () => {
  test("betting record, profit and loss and bonus details are axe-clean in both modes", async ({ page, packs, brand }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    await signInVia(page, t, RECORD_PAGES[0].path);
    for (const { path, title } of RECORD_PAGES) {
      await page.goto(`${path}?range=30d`);
      await expect(page.getByRole("heading", { level: 1, name: title(t) })).toBeVisible();
      await expect(page.locator('[data-records="table"], [data-state="empty"]').first()).toBeVisible();
      await expectNoSeriousViolationsInBothModes(page, testInfo);
    }
    // A custom range the platform would refuse says why, in the form, and is axe-clean too.
    await page.goto("/member/bonusDetails?range=custom&from=2026-05-10&to=2026-05-01");
    await expect(page.locator('[data-records="problem"]')).toHaveText(t.records.problems.order);
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });

  test("the filters work from the keyboard and put the view in the URL", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await signInVia(page, t, "/member/bonusDetails");
    const filters = page.getByRole("form", { name: t.records.filters });
    const range = filters.getByLabel(t.records.range);
    await expect(range).toHaveValue("7d");
    await range.focus();
    await range.selectOption("30d");
    await filters.getByLabel(t.records.bonusType).selectOption("REBATE");
    await filters.getByRole("button", { name: t.records.search }).press("Enter");
    await expect(page).toHaveURL(/range=30d/);
    await expect(page).toHaveURL(/type=REBATE/);
    await expect(filters.getByLabel(t.records.bonusType)).toHaveValue("REBATE");
    const rows = page.locator('[data-records="row"]');
    const empty = page.locator('[data-state="empty"]');
    await expect(rows.first().or(empty)).toBeVisible();
    for (const cell of await rows.locator("td:nth-child(2)").allTextContents()) expect(cell).toBe(t.records.bonusTypes.REBATE);
    // The view survives a reload: it is all in the URL.
    await page.reload();
    await expect(filters.getByLabel(t.records.range)).toHaveValue("30d");
  });
});

test.describe("record pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor is sent to the sign-in popup with the way back", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/member/personalProfit?range=today");
    await expect(page).toHaveURL(
      (url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === "/member/personalProfit?range=today",
    );
    await expect(page.getByRole("dialog", { name: t.auth.loginTitle })).toBeVisible();
  });
});
