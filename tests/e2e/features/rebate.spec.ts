import { createPlatformClient } from "../../../app/platform/client.server";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, HYDRATION, test } from "../fixtures";
import { signIn } from "../member-session";
import { headerBalanceCents } from "../header-balance";

/*
 * The manual rebate page in a browser (a MANPLAYREB3 brand): a bet through the demo game,
 * then the claim, and the header balance follows; axe in both modes. The session cookie is
 * made directly (the sign-in is tested elsewhere). This spec's player: no other browser spec
 * signs in as player030.
 */

const PLAYER = { username: "player030", password: "Member#2026" };
const PATH = "/member/manualRebate";

test.describe("manual rebate", () => {
  test.slow();

  test("a bet earns a rebate; claiming it credits the main wallet and the header balance follows", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    baseURL,
    control,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await control("clock/advance", { ms: 1 }); // resets the sandbox afterwards: this test moves money
    const anonymous = createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode });
    const { token } = await anonymous.auth.login(PLAYER);
    const platform = createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode, token });
    const { url } = await platform.games.launch({ nodeId: "RNG-PG-0007", platform: "html5-desktop", language: "EN", freeTrial: false });
    const bet = await fetch(`${sandboxUrl}${new URL(url).pathname}/bet`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ stakeCents: 20_000, requestId: `rebate-e2e-${Date.now()}` }),
    });
    expect(bet.status).toBe(200);
    const { totalOwedCents } = await platform.rebate.owed();
    expect(totalOwedCents).toBeGreaterThanOrEqual(160);

    await signIn(page.context(), brand, sandboxUrl, baseURL!, PLAYER);
    await page.goto(PATH);
    await expect(page.getByRole("heading", { name: t.rebate.title, level: 1 })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(t.records.gameTypes.RNG) })).toContainText("0.8%");
    await expect(page.getByTestId("balance-box").locator("[data-balance]")).toHaveText(/\d/);
    const before = await headerBalanceCents(page);
    await page.getByRole("button", { name: t.rebate.claim }).click();
    await expect(page.getByRole("status").filter({ hasText: t.rebate.claimed })).toBeVisible();
    await expect(page.getByText(t.rebate.nothingOwed)).toBeVisible();
    await expect.poll(() => headerBalanceCents(page), HYDRATION).toBe(before + totalOwedCents);
  });

  test("the page passes axe in both modes", async ({ page, brand, sandboxUrl, baseURL }, testInfo) => {
    await signIn(page.context(), brand, sandboxUrl, baseURL!, PLAYER);
    await page.goto(PATH);
    await expect(page.locator('[data-page="manualRebate"]')).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });
});
