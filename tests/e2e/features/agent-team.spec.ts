import type { Page } from "@playwright/test";
import { createPlatformClient } from "../../../app/platform/client.server";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, fill, HYDRATION, test } from "../fixtures";
import { signIn } from "../member-session";

/*
 * The agent centre's team pages in a browser, as demo_agent1 (its downline's registrations and
 * transfers are this spec's: no other browser spec moves its money), and player012 (the member
 * turned away). Other specs share the sandbox: balances are compared before and after, never
 * to fixed values. The session cookie is made directly (the agent sign-in is tested elsewhere).
 */

const AGENT = { username: "demo_agent1", password: "Agent#2026" };
const MEMBER = { username: "player012", password: "Member#2026" };
const WITHDRAW_PASSWORD = "135790";
const PAGES = [
  "agentAnnouncement",
  "agentTeamOverview",
  "registerCenter",
  "downlineManagmentView",
  "depositv2",
  "withdraw",
  "messageV2",
] as const;

/** "₱1,234.56" in cents. */
const cents = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

async function balanceOf(page: Page, username: string): Promise<number> {
  return cents(await page.locator(`[data-balance-of="${username}"]`).textContent());
}

test.describe("agent team", () => {
  test.slow();

  test.beforeEach(async ({ page, brand, sandboxUrl, baseURL }) => {
    await signIn(page.context(), brand, sandboxUrl, baseURL!, AGENT);
  });

  test("the team overview shows the downline's and the agent's figures", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/agentHome/agentTeamOverview");
    await expect(page.getByRole("heading", { name: t.agentCentre.nav.agentTeamOverview, level: 1 })).toBeVisible();
    const team = page.getByRole("table", { name: t.agentTeam.teamCaption });
    await expect(team.getByRole("row")).toHaveCount(4);
    await expect(team.locator('[data-period="thisMonth"] [data-figure="teamSize"]')).toHaveText(/^[1-9]\d*$/);
    await expect(team.locator('[data-period="thisMonth"] [data-figure="validBets"]')).toHaveText(/\d/);
    await expect(page.getByRole("table", { name: t.agentTeam.ownCaption })).toBeVisible();
  });

  test("a member registered in the register centre shows in the downline search", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    const username = `e2e${Date.now().toString(36)}`;
    await page.goto("/agentHome/registerCenter");
    await expect(page.getByRole("img", { name: t.agentRegister.qrAlt })).toBeVisible();
    const link = page.getByRole("textbox", { name: t.agentRegister.referralLabel });
    await expect(link).toHaveValue(/\/register\?referralCode=A[0-9A-F]+$/);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: t.agentRegister.copy }).click();
    await expect(page.getByRole("status").filter({ hasText: t.agentRegister.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await page.getByLabel(t.agentRegister.accountType).selectOption("0");
    await page.getByLabel(t.agentRegister.username, { exact: true }).fill(username);
    await page.getByLabel(t.agentRegister.password, { exact: true }).fill("Member#2026");
    await page.getByLabel(t.agentRegister.confirmPassword, { exact: true }).fill("Member#2026");
    await page.getByLabel(t.agentRegister.birthday, { exact: true }).fill("1990-05-17");
    await page.getByRole("button", { name: t.agentRegister.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: fill(t.agentRegister.done, { username }) })).toBeVisible();

    await page.goto("/agentHome/downlineManagmentView");
    await page.getByRole("searchbox", { name: t.agentDownline.searchLabel }).fill(username);
    await page.getByRole("button", { name: t.agentDownline.search, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${username}`));
    await expect(page.locator(`[data-username="${username}"]`)).toBeVisible();
  });

  test("a transfer to a downline grows its balance by the amount", async ({ page, packs, brand, sandboxUrl }) => {
    const t = packs.of(brand.defaultLanguage);
    const { token } = await createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode }).auth.login(AGENT);
    const platform = createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode, token });
    if (!(await platform.withdrawPassword.status()).set) await platform.withdrawPassword.set({ newPassword: WITHDRAW_PASSWORD });

    await page.goto("/agentHome/downlineManagmentView");
    const transfer = page.getByRole("link", { name: new RegExp(`^${fill(t.agentDownline.transferLabel, { username: "" })}`) }).first();
    const label = (await transfer.getAttribute("aria-label")) ?? "";
    const username = label.slice(fill(t.agentDownline.transferLabel, { username: "" }).length);
    const before = await balanceOf(page, username);
    await transfer.click();
    await expect(page.getByRole("heading", { name: fill(t.agentDownline.transferTitle, { username }) })).toBeVisible();
    await page.getByLabel(t.money.amount).fill("1.25");
    await page.getByLabel(t.money.withdrawPassword, { exact: true }).fill(WITHDRAW_PASSWORD);
    await page.getByRole("button", { name: t.agentDownline.transferSubmit, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: fill(t.agentDownline.transferDone, { username }) })).toBeVisible();
    await expect.poll(() => balanceOf(page, username), HYDRATION).toBe(before + 125);
  });

  test("each team page passes axe in both modes", async ({ page }, testInfo) => {
    for (const id of PAGES) {
      await page.goto(`/agentHome/${id}`);
      await expect(page.locator(`[data-agent-page="${id}"]`)).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousViolationsInBothModes(page, testInfo);
    }
  });
});

test("an agent sets its withdrawal password and bank account from its withdraw page and withdraws, never leaving the agent centre", async ({
  page,
  packs,
  brand,
  sandboxUrl,
  baseURL,
  control,
}) => {
  test.slow();
  // demo_agent42 has neither a withdrawal password nor a bank account in the seed, and no other browser spec gives it one.
  const agent = { username: "demo_agent42", password: "Agent#2026" };
  const t = packs.of(brand.defaultLanguage);
  await signIn(page.context(), brand, sandboxUrl, baseURL!, agent);
  const inAgentCentre = async (path: string) => {
    await expect(page).toHaveURL(new RegExp(`^${baseURL}${path}(\\?|$)`));
    await expect(page.getByTestId("agent-centre")).toBeVisible();
    await expect(page.locator('[data-agent-page="withdraw"]')).toHaveAttribute("aria-current", "page");
  };

  await page.goto("/agentHome/withdraw");
  await page.locator('[data-state="need-password"]').getByRole("link", { name: t.money.setPasswordLink }).click();
  await inAgentCentre("/agentHome/withdraw/withdrawalPassword");
  await page.getByLabel(t.money.newPassword, { exact: true }).fill(WITHDRAW_PASSWORD);
  await page.getByLabel(t.money.confirmNewPassword, { exact: true }).fill(WITHDRAW_PASSWORD);
  await page.getByRole("button", { name: t.money.passwordSubmit }).click();
  await expect(page.locator('[data-state="done"]')).toHaveText(t.money.passwordDone);
  await inAgentCentre("/agentHome/withdraw/withdrawalPassword");
  await page.getByRole("link", { name: t.money.continueToWithdraw }).click();

  await inAgentCentre("/agentHome/withdraw");
  await page.locator('[data-state="need-bank"]').getByRole("link", { name: t.money.addBankLink }).click();
  await inAgentCentre("/agentHome/withdraw/bankAccounts");
  await page.getByLabel(t.money.bankName, { exact: true }).fill("BDO");
  await page.getByLabel(t.money.accountName, { exact: true }).fill("Demo Agent");
  await page.getByLabel(t.money.accountNumber, { exact: true }).fill("004200420042");
  await page.getByRole("button", { name: t.money.addBank }).click();
  await expect(page.locator('[data-state="done"]')).toHaveText(t.money.bankAdded);
  await page.getByRole("link", { name: t.money.continueToWithdraw }).click();

  await inAgentCentre("/agentHome/withdraw");
  await page.getByLabel(t.money.amount, { exact: true }).fill("100");
  await page.getByLabel(t.money.withdrawPassword, { exact: true }).fill(WITHDRAW_PASSWORD);
  await page.getByRole("button", { name: t.money.withdrawSubmit }).click();
  await expect(page.locator('[data-state="done"]')).toBeVisible();
  await inAgentCentre("/agentHome/withdraw");
  const reference = /WD-[0-9A-F]{16}/.exec((await page.locator('[data-state="done"]').textContent()) ?? "")![0];
  await expect(page.locator(`[data-withdrawal="${reference}"]`)).toHaveAttribute("data-status", "PENDING");
  // A call to the control surface: the sandbox is reset after this test, so demo_agent42 is as seeded for the next run.
  await control("merchants/:merchant/money", { username: agent.username });
});

test("a member is turned away from the agent centre to the agent sign-in", async ({ page, packs, brand, sandboxUrl, baseURL }) => {
  const t = packs.of(brand.defaultLanguage);
  await signIn(page.context(), brand, sandboxUrl, baseURL!, MEMBER);
  await page.goto("/agentHome/downlineManagmentView");
  await expect(page).toHaveURL(/\/agent\?redirectTo=/);
  await expect(page.getByRole("heading", { name: t.agentSignIn.title })).toBeVisible();
});
