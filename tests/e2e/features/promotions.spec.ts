import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, HYDRATION, test } from "../fixtures";
import { signIn } from "../member-session";
import { controlValue } from "../register-flow";
import { headerBalanceCents } from "../header-balance";
import { PNG } from "../png";

/*
 * Promotions, the reward centre and red envelopes in a browser, on the feature brand: a
 * visitor is asked to sign in to apply; a player applies with a comment and an image, the
 * back office (control surface) approves and issues the bonus, the player claims it in the
 * reward centre and the header balance grows; a red envelope is claimed; axe on the list, an
 * activity and the reward centre in both modes. This spec's players: player003 (applies),
 * player004 (red envelope), player005 (axe; seeded with rewards). The session cookie is made
 * directly (the sign-in is tested elsewhere); the control fixture resets the sandbox after a
 * test that used it.
 */

const PASSWORD = "Member#2026";
const APPLICANT = { username: "player003", password: PASSWORD };
const ENVELOPE_PLAYER = { username: "player004", password: PASSWORD };
const AXE_PLAYER = { username: "player005", password: PASSWORD };
/** A running activity no seeded player has applied to (its bonus is ₱40.00). */
const ACTIVITY = "Card table champion";

test.describe("promotions and rewards", () => {
  test.slow();

  test("a visitor sees the promotions and is asked to sign in to apply, coming back to the activity", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/promotions");
    await expect(page.getByRole("heading", { name: t.promotions.title, level: 1 })).toBeVisible();
    await expect(page.locator("[data-activity]")).toHaveCount(10);
    await expect(page.locator("[data-activity]").first().locator("[data-status]")).toHaveText(t.promotions.statuses.JOIN);
    await page.getByRole("link", { name: ACTIVITY }).click();
    await expect(page.getByRole("heading", { name: ACTIVITY, level: 1 })).toBeVisible();
    const signInLink = page.getByRole("link", { name: t.promotions.signInToApply });
    await expect(page).toHaveURL(/\/promotions\/\d+$/);
    const activityPath = new URL(page.url()).pathname;
    await signInLink.click();
    await expect(page.getByRole("dialog", { name: t.auth.loginTitle })).toBeVisible();
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(activityPath);
  });

  test("a player applies with a comment and an image, the back office approves, the claim credits the main wallet", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    baseURL,
    control,
    controlToken,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(page.context(), brand, sandboxUrl, baseURL!, APPLICANT);
    await page.goto("/promotions");
    await page.getByRole("link", { name: ACTIVITY }).click();
    await expect(page.getByRole("heading", { name: t.promotions.applyTitle })).toBeVisible();
    await page.getByLabel(t.promotions.comment).fill("Won a table of eight!");
    await page.getByLabel(t.promotions.images).setInputFiles({ name: "table.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: t.promotions.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: t.promotions.applied })).toBeVisible();
    await expect(page.locator("[data-status]")).toHaveText(t.promotions.statuses.APPLYING);

    const application = await controlValue<{ id: number; images: Array<{ mediaType: string; sizeBytes: number }> }>(
      sandboxUrl,
      controlToken,
      `merchants/${brand.merchantCode}/applications/latest`,
      { username: APPLICANT.username },
    );
    // The image arrives encoded again without its metadata: a PNG still, of its own new size.
    expect(application.images).toEqual([expect.objectContaining({ mediaType: "image/png", sizeBytes: expect.any(Number) })]);
    await control(`applications/${application.id}/approve`);
    await control(`applications/${application.id}/issue`);
    await page.reload();
    await expect(page.locator("[data-status]")).toHaveText(t.promotions.statuses.ISSUED);

    await page.getByRole("link", { name: t.promotions.toRewardCentre }).click();
    await expect(page.getByRole("heading", { name: t.rewardCenter.title, level: 1 })).toBeVisible();
    await expect(page.locator('[data-badge="rewardCenter"]')).toHaveText("1");
    await expect(page.getByTestId("balance-box").locator("[data-balance]")).toHaveText(/\d/);
    const before = await headerBalanceCents(page);
    await page.locator(`[data-reward="ACTIVITY-${application.id}"]`).getByRole("button", { name: t.rewardCenter.claim }).click();
    await expect(page.getByRole("status").filter({ hasText: t.rewardCenter.claimed })).toBeVisible();
    await expect(page.locator('[data-section="claimed"]')).toContainText(ACTIVITY);
    await expect(page.locator('[data-badge="rewardCenter"]')).toHaveCount(0);
    await expect.poll(() => headerBalanceCents(page), HYDRATION).toBe(before + 4_000);
  });

  test("an open red envelope is claimed into the main wallet", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    baseURL,
    control,
    controlToken,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await control("clock/advance", { ms: 1 }); // so that the sandbox is reset after this test
    const { id } = await controlValue<{ id: number }>(sandboxUrl, controlToken, `merchants/${brand.merchantCode}/red-envelopes`, {
      username: ENVELOPE_PLAYER.username,
      amountCents: 1_234,
      title: "Browser test prize",
    });
    await signIn(page.context(), brand, sandboxUrl, baseURL!, ENVELOPE_PLAYER);
    await page.goto("/member/redEnvelope");
    const row = page.getByRole("row", { name: /Browser test prize/ });
    await expect(row).toHaveAttribute("data-status", "OPEN");
    await expect(page.getByTestId("balance-box").locator("[data-balance]")).toHaveText(/\d/);
    const before = await headerBalanceCents(page);
    await page.locator(`[data-claim="RAFFLE-${id}"]`).getByRole("button").click();
    await expect(page.getByRole("status").filter({ hasText: t.redEnvelopeClaim.claimed })).toBeVisible();
    await expect(row).toHaveAttribute("data-status", "RECEIVED");
    await expect.poll(() => headerBalanceCents(page), HYDRATION).toBe(before + 1_234);
  });

  test("the list, an activity with its form and the reward centre pass axe in both modes", async ({
    page,
    packs,
    brand,
    sandboxUrl,
    baseURL,
  }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(page.context(), brand, sandboxUrl, baseURL!, AXE_PLAYER);
    await page.goto("/promotions");
    await expect(page.locator("[data-activity]").first()).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
    await page.getByRole("link", { name: ACTIVITY }).click();
    await expect(page.getByRole("button", { name: t.promotions.submit })).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
    await page.goto("/member/rewardCenter");
    await expect(page.locator('[data-section="claimable"] table')).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });
});
