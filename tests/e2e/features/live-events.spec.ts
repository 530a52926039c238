import type { Page } from "@playwright/test";
import { createPlatformClient } from "../../../app/platform/client.server";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, fill, HYDRATION, hydrated, test } from "../fixtures";
import { openSignedIn, signIn as sessionOf, type SessionTarget } from "../member-session";
import { readyToWithdraw } from "../withdrawer";

/** This spec's player: no other browser spec signs in as player038. */
const PLAYER = { username: "player038", password: "Member#2026" };

/** Signs the spec's player in, opens the home and waits for the live events client to connect. */
async function signIn(page: Page, target: SessionTarget) {
  await openSignedIn(page, target, PLAYER);
  await hydrated(page.getByTestId("balance-box").getByRole("button").first());
  await expect(page.locator('[data-live-events="open"]')).toBeAttached(HYDRATION);
}

test.describe("live events", () => {
  // Waiting for the stream: slow on a busy machine.
  test.slow();

  test("a withdrawal approved by the back office appears as a toast that the keyboard dismisses (axe-clean in both modes)", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    baseURL,
    control,
  }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(page, { brand, sandboxUrl, baseURL });
    const region = page.getByRole("status", { name: t.liveEvents.label });
    // The stream's feed may still be asking for its starting point: an event is only for listeners already there, so send until one lands.
    await expect(async () => {
      await control(`merchants/:merchant/players/${PLAYER.username}/events`, { kind: "withdrawal.approved", amountCents: 12_345 });
      await expect(region.locator('[data-live-toast="withdrawal.approved"]').first()).toBeVisible({ timeout: 3_000 });
    }).toPass(HYDRATION);
    const toast = region.locator('[data-live-toast="withdrawal.approved"]').first();
    await expect(toast).toContainText(t.liveEvents.withdrawalApproved.replace("{{amount}}", "₱123.45"));
    await expectNoSeriousViolationsInBothModes(page, testInfo);
    const dismiss = toast.getByRole("button", { name: t.liveEvents.dismiss });
    await dismiss.focus();
    await page.keyboard.press("Enter");
    await expect(region.locator("[data-live-toast]")).toHaveCount(0);
  });

  test("the four money messages name their real amounts: a deposit credited and failed, a withdrawal approved and rejected", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    baseURL,
    control,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    const money = await readyToWithdraw(brand, sandboxUrl, control, PLAYER.username, 500_00);
    await sessionOf(page.context(), brand, sandboxUrl, baseURL!, PLAYER);
    await page.goto("/");
    await expect(page.locator('[data-live-events="open"]')).toBeAttached(HYDRATION);
    const region = page.getByRole("status", { name: t.liveEvents.label });
    // The feed may still be asking for its starting point (an event is only for listeners already there): a marker until one lands.
    await expect(async () => {
      await control(`merchants/:merchant/players/${PLAYER.username}/events`, { kind: "withdrawal.approved", amountCents: 1 });
      await expect(region.locator('[data-live-toast="withdrawal.approved"]').first()).toBeVisible({ timeout: 3_000 });
    }).toPass(HYDRATION);
    // What the back office decides on the player's own orders, each with its own amount.
    const toast = (kind: string, text: string, amount: string) =>
      region.locator(`[data-live-toast="${kind}"]`).filter({ hasText: fill(text, { amount }) });
    await control(`deposits/${await money.deposit(300_00)}/complete`);
    await expect(toast("deposit.credited", t.liveEvents.depositCredited, "₱300.00")).toBeVisible(HYDRATION);
    await control(`deposits/${await money.deposit(100_00)}/fail`);
    await expect(toast("deposit.failed", t.liveEvents.depositFailed, "₱100.00")).toBeVisible(HYDRATION);
    await control(`withdrawals/${await money.withdraw(150_00)}/approve`);
    await expect(toast("withdrawal.approved", t.liveEvents.withdrawalApproved, "₱150.00")).toBeVisible(HYDRATION);
    await control(`withdrawals/${await money.withdraw(120_00)}/reject`);
    await expect(toast("withdrawal.rejected", t.liveEvents.withdrawalRejected, "₱120.00")).toBeVisible(HYDRATION);
  });

  test("the header balance follows a bet placed elsewhere, without a reload", async ({ page, brand, sandboxUrl, baseURL, control }) => {
    await control("clock/advance", { ms: 1 }); // resets the sandbox afterwards: this test moves money
    await signIn(page, { brand, sandboxUrl, baseURL });
    const balance = page.getByTestId("balance-box").locator("[data-balance]");
    const before = await balance.textContent();

    // The same player, in another device: a bet through the demo game page.
    const platform = createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode });
    const { token } = await platform.auth.login({ username: PLAYER.username, password: PLAYER.password });
    const signedIn = createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode, token });
    let after = "";
    await expect(async () => {
      const { url } = await signedIn.games.launch({ nodeId: "RNG-PG-0003", platform: "html5-desktop", language: "EN", freeTrial: false });
      const bet = await fetch(`${sandboxUrl}${new URL(url).pathname}/bet`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ stakeCents: 100, requestId: `live-e2e-${Date.now()}` }),
      });
      const { balanceCents } = (await bet.json()) as { balanceCents: number };
      after = `₱${(balanceCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      await expect(balance).toHaveText(after, { timeout: 3_000 });
    }).toPass(HYDRATION);
    expect(after).not.toBe(before);
  });
});
