import type { BrowserContext } from "@playwright/test";
import { CONTRACT_PAGE } from "../../../app/features/agent/contracts/kinds";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, HYDRATION, hydrated, test } from "../fixtures";
import { signIn } from "../member-session";

/*
 * The agent contract pages in a browser (AURORA): demo_agent1 offers demo_agent2 a daily
 * salary, demo_agent2 (a second browser) accepts it, demo_agent1 sees it active; the
 * real-time salary page lists a settlement once the control surface moves the clock past its
 * window; the contract popup opens over the home for player013 and accepts its request; axe on
 * each contract page in both modes. These accounts are this spec's (demo_agent1, demo_agent2,
 * demo_agent41, player013); a test that uses the control surface resets the sandbox after it.
 */

const AGENT_PASSWORD = "Agent#2026";
const pathOf = (page: string) => `/agentHome/${page}`;

async function signInAs(
  context: BrowserContext,
  brand: Parameters<typeof signIn>[1],
  sandboxUrl: string,
  baseURL: string,
  username: string,
) {
  await signIn(context, brand, sandboxUrl, baseURL, {
    username,
    password: username.startsWith("demo_agent") ? AGENT_PASSWORD : "Member#2026",
  });
}

test.describe("agent contracts", () => {
  test.slow();

  test("demo_agent1 offers demo_agent2 a daily salary; demo_agent2 accepts it in its own browser; demo_agent1 sees it active", async ({
    page,
    browser,
    brand,
    packs,
    sandboxUrl,
    baseURL,
    control,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    // Nothing to change on the platform: the call only makes the fixture reset the sandbox after this test (it offers and accepts).
    await control("clock/advance", { ms: 1 });
    await signInAs(page.context(), brand, sandboxUrl, baseURL!, "demo_agent1");
    await page.goto(pathOf(CONTRACT_PAGE.DAILY_SALARY));
    const form = page.locator('[data-form="offer"]');
    await hydrated(form.getByRole("button", { name: t.agentContracts.offer }));
    await form.getByLabel(t.agentContracts.downline).selectOption("demo_agent2");
    const tier1 = form.getByRole("group", { name: t.agentContracts.tier.replace("{{n}}", "1") });
    await tier1.getByLabel(t.agentContracts.activeMembers).fill("2");
    await tier1.getByLabel(t.agentContracts.betPerDay).fill("100");
    await tier1.getByLabel(t.agentContracts.rate).fill("0.7");
    await form.getByRole("button", { name: t.agentContracts.offer }).click();
    await expect(page.getByRole("status").filter({ hasText: t.agentContracts.done.offer })).toBeVisible();
    const offered = page.locator('[data-section="offered"] li[data-contract]').first();
    await expect(offered).toHaveAttribute("data-status", "PENDING");
    await expect(offered).toContainText("0.7%");
    const id = await offered.getAttribute("data-contract");

    const downline = await browser.newContext({ baseURL });
    try {
      const other = await downline.newPage();
      await signInAs(downline, brand, sandboxUrl, baseURL!, "demo_agent2");
      await other.goto(pathOf(CONTRACT_PAGE.DAILY_SALARY));
      const request = other.locator(`[data-section="held"] li[data-contract="${id}"]`);
      await expect(request).toContainText(t.agentContracts.requestTypes.PENDING);
      const accept = request.getByRole("button", { name: t.agentContracts.actions.accept });
      await hydrated(accept);
      await accept.click();
      await expect(other.getByRole("status").filter({ hasText: t.agentContracts.done.accept })).toBeVisible();
      await expect(request).toHaveAttribute("data-status", "ACTIVE");
    } finally {
      await downline.close();
    }

    await page.reload();
    await expect(page.locator(`[data-section="offered"] li[data-contract="${id}"]`)).toHaveAttribute("data-status", "ACTIVE");
  });

  test("the real-time salary page lists a settlement once the clock passes the 5-minute window", async ({
    page,
    brand,
    packs,
    sandboxUrl,
    baseURL,
    control,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    // Start a window afresh, then seed again: the seed's fresh bets (player026, demo_agent41's team) fall in the window now in progress.
    const now = Date.now();
    await control("clock/advance", { ms: 5 * 60_000 - (now % (5 * 60_000)) + 1_000 });
    await control("reset");
    await signInAs(page.context(), brand, sandboxUrl, baseURL!, "demo_agent41");
    await page.goto(`${pathOf(CONTRACT_PAGE.REALTIME_SALARY)}?side=OWN`);
    const list = page.locator('[data-records="list"]');
    await expect(list).toBeVisible();
    // Newest window first: a new settlement changes the first row (the page may already be full).
    const firstRow = () =>
      list
        .locator('[data-records="row"]')
        .first()
        .textContent({ timeout: 1_000 })
        .catch(() => null);
    const before = await firstRow();

    await control("clock/advance", { ms: 5 * 60_000 });
    await page.reload();
    // This window's row, or a later one (a parallel test may move the clock further still).
    await expect.poll(firstRow).not.toBe(before);
    expect(await firstRow()).not.toBeNull();
    await expect(list.locator('[data-records="totals"]')).toBeVisible();
    await expect(page.getByRole("heading", { name: t.agentCentre.nav.agentRealtimeSalary, level: 1 })).toBeVisible();
  });

  test("the contract popup opens over the home for player013, who accepts demo_agent42's dividend", async ({
    page,
    brand,
    packs,
    sandboxUrl,
    baseURL,
    control,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await control("clock/advance", { ms: 1 }); // resets the sandbox afterwards: this test accepts the request
    await signInAs(page.context(), brand, sandboxUrl, baseURL!, "player013");
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: t.agentContracts.popupTitle });
    // The home opens it by itself once hydrated and idle, after asking for the waiting requests.
    await expect(dialog).toBeVisible(HYDRATION);
    await expect(page).toHaveURL(/\/contract$/);
    await expect(dialog).toContainText("demo_agent42");
    await dialog.getByRole("button", { name: t.agentContracts.actions.accept }).click();
    await expect(dialog.getByRole("status").filter({ hasText: t.agentContracts.popupAccepted })).toBeVisible();
    await expect(dialog).toContainText(t.agentContracts.popupNone);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test("every contract page passes axe in both modes", async ({ page, brand, sandboxUrl, baseURL }, testInfo) => {
    await signInAs(page.context(), brand, sandboxUrl, baseURL!, "demo_agent1");
    for (const id of Object.values(CONTRACT_PAGE)) {
      await page.goto(pathOf(id));
      await expect(page.locator(`[data-page="${id}"]`)).toBeVisible();
      await expect(page.locator('[data-records="list"]')).toBeVisible();
      await expectNoSeriousViolationsInBothModes(page, testInfo);
    }
  });
});
