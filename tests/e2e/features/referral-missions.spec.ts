import type { Locator } from "@playwright/test";
import { createPlatformClient } from "../../../app/platform/client.server";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, fill, HYDRATION, hydrated, test } from "../fixtures";
import { signIn } from "../member-session";

/*
 * Refer and earn and the mission leaderboard in a browser: the link, its QR code and the copy
 * button; the invitees' pages; claiming a completed mission drops the badge; axe on both pages
 * in both modes. The session cookie is made directly (the sign-in is tested elsewhere). This
 * spec's players, whom no other browser spec signs in as: player009 (the seeded referrer),
 * player010 (missions), player011 (axe).
 */

const PASSWORD = "Member#2026";
const REFERRER = { username: "player009", password: PASSWORD };
const MISSION_PLAYER = { username: "player010", password: PASSWORD };
const AXE_PLAYER = { username: "player011", password: PASSWORD };
const REFERRAL = "/member/referral";
const MISSIONS = "/member/missionLeaderboard";

/** The missions badge's count in the member navigation (0 when it is not shown). */
async function missionBadge(nav: Locator): Promise<number> {
  const badge = nav.locator('[data-badge="missionLeaderboard"]');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

test.describe("refer and earn", () => {
  test.slow();

  test("shows the referral link with its QR code, and copying it says so", async ({ page, packs, brand, sandboxUrl, baseURL }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
    await signIn(page.context(), brand, sandboxUrl, baseURL!, REFERRER);
    await page.goto(REFERRAL);
    await expect(page.getByRole("heading", { name: t.referral.title, level: 1 })).toBeVisible();
    const link = page.getByRole("textbox", { name: t.referral.linkLabel });
    await expect(link).toHaveValue(new RegExp(`^${baseURL!.replace(/[.]/g, "\\.")}/register\\?referralCode=[A-Z0-9]{6,16}$`));
    await expect(page.getByRole("img", { name: t.referral.qrAlt })).toBeVisible();
    const copy = page.getByRole("button", { name: t.referral.copy });
    await hydrated(copy);
    await copy.click();
    await expect(page.getByRole("status").filter({ hasText: t.referral.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  });

  test("pages the invitees with the keyboard", async ({ page, packs, brand, sandboxUrl, baseURL }) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(page.context(), brand, sandboxUrl, baseURL!, REFERRER);
    await page.goto(REFERRAL);
    const rows = page.locator("[data-invitees] tbody tr");
    await expect(rows).toHaveCount(10);
    const pages = page.getByRole("navigation", { name: t.referral.inviteesPages });
    const next = pages.getByRole("link", { name: t.pagination.next });
    await hydrated(next);
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByText(fill(t.referral.inviteesCaption, { page: "2", pages: "3" }))).toBeVisible();
    await pages.getByRole("link", { name: t.pagination.next }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(rows).toHaveCount(4);
  });
});

test.describe("mission leaderboard", () => {
  test.slow();

  test("claiming a completed mission credits it and the badge drops", async ({ page, packs, brand, sandboxUrl, baseURL, control }) => {
    const t = packs.of(brand.defaultLanguage);
    await control("clock/advance", { ms: 1 }); // resets the sandbox afterwards: this test moves money
    const anonymous = createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode });
    const { token } = await anonymous.auth.login(MISSION_PLAYER);
    const platform = createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode, token });
    const { url } = await platform.games.launch({ nodeId: "RNG-PG-0007", platform: "html5-desktop", language: "EN", freeTrial: false });
    const bet = await fetch(`${sandboxUrl}${new URL(url).pathname}/bet`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ stakeCents: 1_000, requestId: `missions-e2e-${Date.now()}` }),
    });
    expect(bet.status).toBe(200);

    await signIn(page.context(), brand, sandboxUrl, baseURL!, MISSION_PLAYER);
    await page.goto(MISSIONS);
    await expect(page.getByRole("heading", { name: t.missions.title, level: 1 })).toBeVisible();
    const nav = page.getByTestId("member-centre").getByRole("navigation");
    const before = await missionBadge(nav);
    expect(before).toBeGreaterThanOrEqual(1);
    const mission = page.locator(`[data-mission="${brand.merchantCode}-D1"]`);
    await expect(mission).toHaveAttribute("data-status", "COMPLETED");
    const claim = mission.getByRole("button");
    await hydrated(claim);
    await claim.click();
    await expect(page.getByRole("status").filter({ hasText: t.missions.claimed })).toBeVisible();
    await expect(mission).toHaveAttribute("data-status", "CLAIMED");
    await expect.poll(() => missionBadge(nav), HYDRATION).toBe(before - 1);
    // Now ranked: the player's own row is highlighted on the leaderboard.
    await expect(page.locator('[data-leaderboard] [data-own="true"]')).toBeVisible();
  });
});

test("the referral and mission pages pass axe in both modes", async ({ page, brand, sandboxUrl, baseURL }, testInfo) => {
  test.slow();
  await signIn(page.context(), brand, sandboxUrl, baseURL!, AXE_PLAYER);
  for (const [path, name, ready] of [
    [REFERRAL, "referral", '[data-qr="referral"]'],
    [MISSIONS, "missionLeaderboard", "[data-leaderboard]"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator(`[data-page="${name}"]`)).toBeVisible();
    await expect(page.locator(ready)).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  }
});
