import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, HYDRATION, test } from "../fixtures";
import { signIn } from "../member-session";
import { readyToWithdraw, WITHDRAW_PASSWORD } from "../withdrawer";
import { PNG } from "../png";

/*
 * Identity verification in a browser, on the feature brand (its withdrawal threshold is
 * ₱10,000.00): a rejected verification shows the back office's reason and is sent again with
 * the four documents, it is pending, a withdrawal above the threshold is refused with a link to
 * the step; the back office approves it and the same withdrawal goes through. The tab is
 * axe-clean in both modes in each state it passes through. Account: sec_kyc_rejected (this
 * file's own); the control fixture resets the sandbox after the test.
 */

const PLAYER = { username: "sec_kyc_rejected", password: "Member#2026" };

test.describe("identity verification", () => {
  test("a rejection's reason, the documents sent again, pending, approved: the withdrawal above the threshold goes through", async ({
    page,
    brand,
    packs,
    sandboxUrl,
    baseURL,
    control,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = packs.of(brand.defaultLanguage);
    await readyToWithdraw(brand, sandboxUrl, control, PLAYER.username, 100_00);
    await signIn(page.context(), brand, sandboxUrl, baseURL!, PLAYER);

    await page.goto("/member/securityCenter/verification");
    await expect(page.locator('[data-kyc-status="REJECTED"]')).toHaveText(t.security.kyc.status.REJECTED);
    await expect(page.locator("[data-kyc-reason]")).toHaveText("The photo of your ID is blurred: please send a sharper one");
    await expectNoSeriousViolationsInBothModes(page, testInfo);

    const fields = t.security.kyc.fields;
    await page.getByLabel(fields.nationality, { exact: true }).fill("Filipino");
    await page.getByLabel(fields.placeOfBirth, { exact: true }).fill("Davao City");
    await page.getByLabel(fields.occupation, { exact: true }).fill("Engineer");
    await page.getByLabel(fields.sourceOfIncome, { exact: true }).fill("Salary");
    await page.getByLabel(fields.currentAddress, { exact: true }).fill("8 Luna St, Davao City");
    await page.getByLabel(fields.permanentAddress, { exact: true }).fill("8 Luna St, Davao City");
    await page.getByLabel(fields.idType, { exact: true }).selectOption({ label: t.security.kyc.idTypes.PASSPORT });
    await page.getByLabel(fields.idNumber, { exact: true }).fill("P7654321B");
    for (const kind of ["idFront", "idBack", "proofOfAddress", "selfie"] as const) {
      await page
        .getByLabel(t.security.kyc.documents[kind], { exact: true })
        .setInputFiles({ name: `${kind}.png`, mimeType: "image/png", buffer: PNG });
    }
    await page.getByRole("button", { name: t.security.kyc.resubmitButton }).click();
    await expect(page.locator('[data-kyc-status="PENDING"]')).toHaveText(t.security.kyc.status.PENDING);
    await expect(page.getByText(t.security.kyc.sent)).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);

    // Above the threshold while pending: said before the amount, refused on the platform's word, with the way to the step.
    await page.goto("/member/withdraw");
    await expect(page.locator('[data-state="need-kyc"]')).toContainText(t.money.kycPending);
    const form = page.locator("#withdraw");
    await expect(form).toBeVisible(HYDRATION);
    await form.getByLabel(t.money.amount, { exact: true }).fill("15000");
    await form.getByLabel(t.money.withdrawPassword, { exact: true }).fill(WITHDRAW_PASSWORD);
    await form.getByRole("button", { name: t.money.withdrawSubmit }).click();
    await expect(form.getByRole("alert")).toHaveText(t.errors.KYC_REQUIRED);
    await expect(form.getByRole("link", { name: t.money.kycLink })).toHaveAttribute("href", "/member/securityCenter/verification");

    await control(`merchants/:merchant/players/${PLAYER.username}/kyc/approve`, {});
    await page.goto("/member/securityCenter/verification");
    await expect(page.locator('[data-kyc-status="APPROVED"]')).toHaveText(t.security.kyc.status.APPROVED);
    await expectNoSeriousViolationsInBothModes(page, testInfo);

    await page.goto("/member/withdraw");
    await expect(page.locator('[data-state="need-kyc"]')).toHaveCount(0);
    await expect(form).toBeVisible(HYDRATION);
    await form.getByLabel(t.money.amount, { exact: true }).fill("15000");
    await form.getByLabel(t.money.withdrawPassword, { exact: true }).fill(WITHDRAW_PASSWORD);
    await form.getByRole("button", { name: t.money.withdrawSubmit }).click();
    await expect(page.locator('[data-state="done"]')).toBeVisible();
  });
});
