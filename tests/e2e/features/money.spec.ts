import type { Page } from "@playwright/test";
import type { Brand } from "../../../app/brand/schema";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, HYDRATION, test } from "../fixtures";
import { controlValue } from "../register-flow";
import { headerBalanceCents } from "../header-balance";
import { openSignedIn, signIn as sessionOf, type SessionTarget } from "../member-session";
import { readyToWithdraw, WITHDRAW_PASSWORD } from "../withdrawer";
import { PNG } from "../png";
import { PACKS } from "../../../app/i18n/packs.server";
import { brandZone } from "../../../app/format/dates";

const en = PACKS.EN!;
const ty = PACKS.TY!;

/*
 * The money pages in a browser, on the feature brand: a deposit paid on the sandbox's
 * payment page, a deposit credited by the back office while the page is open (live: a toast
 * and the header balance), a withdrawal from setting its password to confirming receipt with
 * an image (its approval arrives live too), the withdrawal form on a phone (emptied after a
 * request, its button clear of the toasts and the chat button), and axe on every money page in
 * both modes. Each flow has its own player (player033 to player036 belong to the money tests);
 * the control fixture resets the sandbox after a test that used it.
 */

const PASSWORD = "Member#2026";
const textsOf = (brand: Brand) => (brand.defaultLanguage === "TY" ? ty : en);

/** Signs `username` in and opens `path` (the home by default), the header's balance showing. */
const signIn = (page: Page, target: SessionTarget, username: string, path?: string) =>
  openSignedIn(page, target, { username, password: PASSWORD }, path);

test.describe("money", () => {
  test("a deposit is paid on the payment page, comes back credited, and the header balance follows", async ({
    page,
    brand,
    sandboxUrl,
    baseURL,
    controlToken,
  }) => {
    const t = textsOf(brand);
    await signIn(page, { brand, sandboxUrl, baseURL }, "player034", "/member/depositv2");
    const before = await headerBalanceCents(page);
    await page.getByRole("link", { name: "E-wallet" }).click();
    await expect(page.getByRole("heading", { name: "E-wallet" })).toBeVisible();
    await page.getByLabel("Maya").check();
    await page.getByLabel(t.money.amount, { exact: true }).fill("200");
    await page.getByRole("button", { name: t.money.depositSubmit }).click();

    // The sandbox's payment page, on its own origin.
    await expect(page.getByRole("heading", { name: "Sandbox payment" })).toBeVisible();
    await page.getByRole("button", { name: "Pay now" }).click();

    const status = page.locator("[data-order-status]");
    await expect(status).toHaveAttribute("data-order-status", "CREDITED");
    // 200.00 less the e-wallet's 1.5% fee.
    await expect(status).toContainText(t.money.orderCREDITED.replace("{{amount}}", "₱197.00"));
    await expect.poll(() => headerBalanceCents(page)).toBe(before + 197_00);
    const money = await controlValue<{ balanceCents: number; ledgerSumCents: number; walletsCents: number }>(
      sandboxUrl,
      controlToken,
      `merchants/${brand.merchantCode}/money`,
      { username: "player034" },
    );
    expect(money.ledgerSumCents).toBe(money.walletsCents);
  });

  test("a deposit the back office credits while the page is open shows at once: a toast and the header balance, no reload", async ({
    page,
    brand,
    sandboxUrl,
    baseURL,
    control,
  }) => {
    const t = textsOf(brand);
    await signIn(page, { brand, sandboxUrl, baseURL }, "player036");
    await page.goto("/member/depositv2");
    await page.getByRole("link", { name: "E-wallet" }).click();
    await page.getByLabel("Maya").check();
    await page.getByLabel(t.money.amount, { exact: true }).fill("100");
    await page.getByRole("button", { name: t.money.depositSubmit }).click();
    await expect(page.getByRole("heading", { name: "Sandbox payment" })).toBeVisible();
    const reference = /\/pay\/([^/?]+)/.exec(page.url())![1];

    // Back on the portal without paying; the back office credits the order.
    await page.goto("/member/depositv2");
    const before = await headerBalanceCents(page);
    // The live events stream is opened once the page is interactive.
    await expect.poll(() => page.evaluate(() => document.readyState), HYDRATION).toBe("complete");
    await control(`deposits/${reference}/complete`);
    const toast = page.locator('[data-live-toast="deposit.credited"]').first();
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => headerBalanceCents(page)).toBe(before + 98_50);
  });

  test("a refused deposit keeps the e-wallet method, its channel and the amount the player chose", async ({
    page,
    brand,
    sandboxUrl,
    baseURL,
  }) => {
    const t = textsOf(brand);
    await sessionOf(page.context(), brand, sandboxUrl, baseURL!, { username: "player036", password: PASSWORD });
    await page.goto("/member/depositv2");
    await page.getByRole("link", { name: "E-wallet" }).click();
    await expect(page.getByRole("heading", { name: "E-wallet" })).toBeVisible();
    await page.getByLabel("Maya").check();
    // Below the e-wallet's ₱50.00 minimum: the platform's limit, checked by the server.
    await page.getByLabel(t.money.amount, { exact: true }).fill("10");
    await page.getByRole("button", { name: t.money.depositSubmit }).click();
    await expect(page.getByText(t.money.amountBelowMin)).toBeVisible();
    await expect(page.getByRole("heading", { name: "E-wallet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "E-wallet" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel("Maya")).toBeChecked();
    await expect(page.getByLabel(t.money.amount, { exact: true })).toHaveValue("10");
  });

  test("the deposit page's method tabs and quick amounts are chips, with no list markers", async ({ page, brand, sandboxUrl, baseURL }) => {
    await sessionOf(page.context(), brand, sandboxUrl, baseURL!, { username: "player036", password: PASSWORD });
    await page.goto("/member/depositv2");
    const tabs = page.getByRole("navigation", { name: textsOf(brand).money.depositMethod }).getByRole("listitem");
    const chips = page.getByRole("listitem").filter({ has: page.locator("[data-preset]") });
    // The sandbox's two methods, and the first method's four quick amounts.
    await expect(tabs).toHaveCount(2);
    await expect(chips).toHaveCount(4);
    const markers = [...(await tabs.all()), ...(await chips.all())].map((item) =>
      item.evaluate((element) => getComputedStyle(element).listStyleType),
    );
    expect(await Promise.all(markers)).toEqual(Array(6).fill("none"));
  });

  test("a partly received withdrawal's receipt shows what was received and what remains", async ({
    page,
    brand,
    sandboxUrl,
    baseURL,
    control,
  }) => {
    const t = textsOf(brand);
    const money = await readyToWithdraw(brand, sandboxUrl, control, "player033", 200_00);
    const reference = await money.withdraw(100_00);
    await control(`withdrawals/${reference}/approve`);
    await control(`withdrawals/${reference}/pay`);
    await sessionOf(page.context(), brand, sandboxUrl, baseURL!, { username: "player033", password: PASSWORD });
    await page.goto(`/member/withdraw/confirm?ref=${reference}`);
    await page.getByRole("radio", { name: t.money.receiptPARTLY_RECEIVED, exact: true }).check();
    await page.getByLabel(t.money.receivedAmount, { exact: true }).fill("60");
    await page.getByRole("button", { name: t.money.confirmSubmit }).click();
    await expect(page.locator('[data-state="done"]')).toHaveText(t.money.confirmDone);
    const receipt = page.locator(`[data-withdrawal="${reference}"] [data-receipt="PARTLY_RECEIVED"]`);
    await expect(receipt).toContainText(t.money.receiptPARTLY_RECEIVED);
    await expect(receipt).toContainText(t.money.receiptPartly.replace("{{received}}", "₱60.00").replace("{{remaining}}", "₱40.00"));
  });

  test("a withdrawal: password, bank account, request, payout by the back office, receipt with an image, and the record", async ({
    page,
    brand,
    sandboxUrl,
    baseURL,
    control,
  }) => {
    const t = textsOf(brand);
    await signIn(page, { brand, sandboxUrl, baseURL }, "player035");
    await page.goto("/member/withdraw");
    await page.getByRole("link", { name: t.money.setPasswordLink }).click();
    await page.getByLabel(t.money.newPassword, { exact: true }).fill("246810");
    await page.getByLabel(t.money.confirmNewPassword, { exact: true }).fill("246810");
    await page.getByRole("button", { name: t.money.passwordSubmit }).click();
    await expect(page.locator('[data-state="done"]')).toHaveText(t.money.passwordDone);

    await page.goto("/member/securityCenter/bankAccounts");
    await page.getByLabel(t.money.bankName, { exact: true }).fill("BDO");
    await page.getByLabel(t.money.accountName, { exact: true }).fill("Juan Cruz");
    await page.getByLabel(t.money.accountNumber, { exact: true }).fill("001234567890");
    await page.getByRole("button", { name: t.money.addBank }).click();
    await expect(page.locator('[data-state="done"]')).toHaveText(t.money.bankAdded);
    await expect(
      page.getByRole("button", { name: t.money.removeBank.replace("{{bank}}", "BDO").replace("{{number}}", "**** 7890") }),
    ).toBeVisible();

    await page.goto("/member/withdraw");
    await page.getByLabel(t.money.amount, { exact: true }).fill("100.5");
    await page.getByLabel(t.money.withdrawPassword, { exact: true }).fill("000000");
    await page.getByRole("button", { name: t.money.withdrawSubmit }).click();
    await expect(page.getByRole("alert")).toHaveText(t.errors.WITHDRAW_PASSWORD_INCORRECT);
    await page.getByLabel(t.money.withdrawPassword, { exact: true }).fill("246810");
    await page.getByRole("button", { name: t.money.withdrawSubmit }).click();
    const done = page.locator('[data-state="done"]');
    await expect(done).toBeVisible();
    const reference = /WD-[0-9A-F]{16}/.exec((await done.textContent()) ?? "")![0];
    await expect(page.locator(`[data-withdrawal="${reference}"]`)).toHaveAttribute("data-status", "PENDING");
    // When it was asked for, in the brand's zone and named by it ("GMT+8" on aurora, whose zone is Asia/Manila).
    const zone = brandZone(brand.timeZone).label.replace("+", "\\+");
    await expect(page.locator(`[data-withdrawal="${reference}"]`)).toContainText(
      new RegExp(`\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d ${zone} · ${reference}`),
    );

    await control(`withdrawals/${reference}/approve`);
    // The player hears of it at once, on the page they are on.
    await expect(page.locator('[data-live-toast="withdrawal.approved"]').first()).toBeVisible({ timeout: 15_000 });
    await control(`withdrawals/${reference}/pay`);
    await page.reload();
    await page.locator(`[data-withdrawal="${reference}"]`).getByRole("link", { name: t.money.confirmReceipt }).click();
    await expect(page.getByRole("heading", { name: t.money.confirmTitle })).toBeVisible();
    await page.getByRole("radio", { name: t.money.receiptRECEIVED, exact: true }).check();
    await page.getByLabel(t.money.proofs).setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: t.money.confirmSubmit }).click();
    await expect(page.locator('[data-state="done"]')).toHaveText(t.money.confirmDone);
    await expect(page.locator(`[data-withdrawal="${reference}"]`)).toHaveAttribute("data-status", "CONFIRMED");

    await page.goto("/member/transactionHistory?range=7d&type=withdrawal.hold");
    await expect(page.locator('[data-records="row"]').filter({ hasText: reference })).toContainText(t.money.kinds.withdrawal_hold);
  });

  test("on a phone, the withdrawal form is emptied after a request, and no toast or chat button covers its submit button", async ({
    page,
    brand,
    sandboxUrl,
    baseURL,
    control,
  }) => {
    const t = textsOf(brand);
    await page.setViewportSize({ width: 390, height: 844 });
    const money = await readyToWithdraw(brand, sandboxUrl, control, "player033", 500_00);
    await signIn(page, { brand, sandboxUrl, baseURL }, "player033", "/member/withdraw");
    // A toast that stays until dismissed: a deposit the back office credits while the page is open.
    await expect(page.locator('[data-live-events="open"]')).toBeAttached(HYDRATION);
    await control(`deposits/${await money.deposit(100_00)}/complete`);
    await expect(page.locator('[data-live-toast="deposit.credited"]')).toBeVisible({ timeout: 15_000 });

    const amount = page.getByLabel(t.money.amount, { exact: true });
    const password = page.getByLabel(t.money.withdrawPassword, { exact: true });
    const submit = page.getByRole("button", { name: t.money.withdrawSubmit });
    const overlays = [page.locator("[data-live-toast]"), page.getByTestId("service-widget").getByRole("button")];
    /** From the password to the button by keyboard, as a phone's "next" does (the browser scrolls it into view): nothing over it. */
    const reachSubmit = async () => {
      await password.press("Tab");
      await expect(submit).toBeFocused();
      const button = (await submit.boundingBox())!;
      for (const overlay of overlays) {
        for (const box of await Promise.all((await overlay.all()).map((element) => element.boundingBox()))) {
          const apart =
            box!.x + box!.width <= button.x ||
            button.x + button.width <= box!.x ||
            box!.y + box!.height <= button.y ||
            button.y + button.height <= box!.y;
          expect(apart, `${JSON.stringify(box)} covers the submit button at ${JSON.stringify(button)}`).toBe(true);
        }
      }
    };

    await amount.fill("100");
    await password.fill(WITHDRAW_PASSWORD);
    await reachSubmit();
    await submit.click();
    await expect(page.locator('[data-state="done"]')).toBeVisible();
    // Nothing left to send a second request with.
    await expect(amount).toHaveValue("");
    await expect(password).toHaveValue("");
    // The success above the page pushed the form down, its button into the chat button's corner.
    await amount.fill("100");
    await password.fill(WITHDRAW_PASSWORD);
    await reachSubmit();
  });

  test("a transfer the platform answers too late for is said to be checked, and the page passes axe", async ({
    page,
    brand,
    sandboxUrl,
    baseURL,
    control,
  }, testInfo) => {
    const t = textsOf(brand);
    await signIn(page, { brand, sandboxUrl, baseURL }, "player034", "/member/transferFund");
    // The platform holds the transfer longer than the portal's budget for a request (4 s).
    await control("faults", { call: "transfer.between", latencyMs: 6_000 });
    await page.getByLabel(t.money.amount).fill("1.00");
    await page.getByRole("button", { name: t.money.transferSubmit }).click();
    await expect(page.getByRole("status").filter({ hasText: t.errors.CHECKING })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });

  test("every money page passes axe in both modes", async ({ page, brand, sandboxUrl, baseURL }, testInfo) => {
    await signIn(page, { brand, sandboxUrl, baseURL }, "player036");
    for (const path of [
      "/member/transferFund",
      "/member/transferUpline",
      "/member/depositv2",
      "/member/withdraw",
      "/member/securityCenter/withdrawalPassword",
      "/member/securityCenter/bankAccounts",
      "/member/transactionHistory?range=30d",
    ]) {
      await page.goto(path);
      await expect(page.locator("[data-page]").first()).toBeVisible();
      await expectNoSeriousViolationsInBothModes(page, testInfo);
    }
  });
});
