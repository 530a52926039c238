import { createPlatformClient } from "../../../app/platform/client.server";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, fill, HYDRATION, test } from "../fixtures";
import { signIn } from "../member-session";
import { headerBalanceCents } from "../header-balance";

/*
 * The points mall and the VIP bonus page in a browser (a PTSYS3 brand): a redeem that shows
 * In Process in the history, a conversion the header balance follows, the VIP progress and a
 * claim, a visitor sent to sign in; axe on every page in both modes. Session cookies are made
 * directly (the sign-in is tested elsewhere). This spec's players: player006 (redeem),
 * player007 (conversion), player008 (VIP, seeded at VIP1 with its level-up bonus to claim).
 */

const PASSWORD = "Member#2026";
const REDEEMER = { username: "player006", password: PASSWORD };
const CONVERTER = { username: "player007", password: PASSWORD };
const VIP_PLAYER = { username: "player008", password: PASSWORD };
const WITHDRAW_PASSWORD = "482913";

test.describe("points mall and VIP bonus", () => {
  test.slow();

  test("a visitor is sent to sign in", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/pointMall/history");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2FpointMall%2Fhistory/);
    await expect(page.getByRole("dialog", { name: t.auth.loginTitle })).toBeVisible();
  });

  test("a player redeems a good and sees it In Process in the history", async ({ page, packs, brand, sandboxUrl, baseURL, control }) => {
    const t = packs.of(brand.defaultLanguage);
    await control("clock/advance", { ms: 1 }); // resets the sandbox afterwards: this test spends points or moves money
    const { token } = await createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode }).auth.login(REDEEMER);
    const platform = createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode, token });
    if (!(await platform.withdrawPassword.status()).set) await platform.withdrawPassword.set({ newPassword: WITHDRAW_PASSWORD });

    await signIn(page.context(), brand, sandboxUrl, baseURL!, REDEEMER);
    await page.goto("/pointMall");
    await expect(page.getByRole("heading", { name: t.pointMall.title, level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Free spins pack" }).click();
    await expect(page.getByRole("heading", { name: "Free spins pack", level: 1 })).toBeVisible();
    await page.getByLabel(t.pointMall.redeemQuantity).fill("1");
    await page.getByLabel(t.pointMall.address).fill("12 Mabini St, Quezon City");
    await page.getByLabel(t.pointMall.mobile).fill("639180000006");
    await page.getByLabel(t.money.withdrawPassword).fill(WITHDRAW_PASSWORD);
    await page.getByRole("button", { name: t.pointMall.redeem }).click();

    await expect(page).toHaveURL(/\/pointMall\/history$/);
    const said = page.getByRole("status").filter({ hasText: /PR-[A-F0-9]+/ });
    const reference = /PR-[A-F0-9]+/.exec((await said.textContent()) ?? "")![0];
    await expect(said).toHaveText(fill(t.pointMall.redeemed, { reference }));
    const row = page.getByRole("row").filter({ hasText: reference });
    await expect(row).toContainText(t.pointMall.statuses.IN_PROCESS);
    await expect(row).toContainText("Free spins pack");
  });

  test("converting points grows the header balance", async ({ page, packs, brand, sandboxUrl, baseURL, control }) => {
    const t = packs.of(brand.defaultLanguage);
    await control("clock/advance", { ms: 1 }); // resets the sandbox afterwards: this test spends points or moves money
    await signIn(page.context(), brand, sandboxUrl, baseURL!, CONVERTER);
    await page.goto("/pointMall/convert");
    await expect(page.getByRole("heading", { name: t.pointMall.convertTitle, level: 1 })).toBeVisible();
    await expect(page.getByTestId("balance-box").locator("[data-balance]")).toHaveText(/\d/);
    const before = await headerBalanceCents(page);
    const points = page.locator("[data-points]");
    const pointsBefore = Number((await points.getAttribute("data-points"))!.replace(/\D/g, ""));
    await page.getByLabel(t.pointMall.convertPoints).fill("1000");
    await page.getByRole("button", { name: t.pointMall.convert }).click();
    // 1,000 points at 100 points = 1.00.
    await expect(page.getByRole("status").filter({ hasText: fill(t.pointMall.converted, { amount: "₱10.00" }) })).toBeVisible();
    await expect.poll(() => headerBalanceCents(page), HYDRATION).toBe(before + 1_000);
    await expect(points).toHaveAttribute("data-points", (pointsBefore - 1_000).toLocaleString("en"));
  });

  test("the VIP page shows the progress to the next level, and a bonus is claimed once", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    baseURL,
    control,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await control("clock/advance", { ms: 1 }); // resets the sandbox afterwards: this test spends points or moves money
    await signIn(page.context(), brand, sandboxUrl, baseURL!, VIP_PLAYER);
    await page.goto("/member/vip");
    await expect(page.getByRole("heading", { name: t.vip.title, level: 1 })).toBeVisible();
    const progress = page.getByRole("progressbar", { name: fill(t.vip.progressLabel, { level: "VIP2" }) });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", /^\d{1,2}$/);
    await expect(page.getByTestId("balance-box").locator("[data-balance]")).toHaveText(/\d/);
    const before = await headerBalanceCents(page);
    const bonus = fill(t.vip.bonusKinds.LEVEL_UP, { level: "VIP1" });
    await page.getByRole("button", { name: fill(t.vip.claimNamed, { bonus }) }).click();
    await expect(page.getByRole("status").filter({ hasText: fill(t.vip.claimed, { amount: "₱10.00" }) })).toBeVisible();
    await expect(page.getByRole("button", { name: fill(t.vip.claimNamed, { bonus }) })).toHaveCount(0);
    await expect.poll(() => headerBalanceCents(page), HYDRATION).toBe(before + 1_000);
  });

  test("every points mall page and the VIP page pass axe in both modes", async ({ page, brand, sandboxUrl, baseURL }, testInfo) => {
    // Seven pages, each scanned whole, on a shared 2-core machine: a ceiling, not a wait.
    test.setTimeout(180_000);
    await signIn(page.context(), brand, sandboxUrl, baseURL!, VIP_PLAYER);
    const pages: Array<[string, string]> = [
      ["/pointMall", "[data-goods-list]"],
      ["/pointMall/goods/G3", "[data-goods-facts]"],
      ["/pointMall/history", '[data-page="point-mall-history"]'],
      ["/pointMall/details", '[data-records="table"]'],
      ["/pointMall/rules", '[data-section="rules"]'],
      ["/pointMall/convert", '[data-section="convert"]'],
      ["/member/vip", '[role="progressbar"]'],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      await test.step(path, () => expectNoSeriousViolationsInBothModes(page, testInfo));
    }
  });
});
