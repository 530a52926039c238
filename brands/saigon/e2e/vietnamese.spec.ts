/**
 * Saigon Play is a Vietnamese brand in đồng, a currency with no minor unit: amounts are whole
 * đồng, shown the Vietnamese way ("1.000.000 ₫"), and a fraction is refused where it is typed.
 */
import { expect, test } from "../../../tests/e2e/fixtures";
import { openSignedIn } from "../../../tests/e2e/member-session";

/** What Intl puts between the figure and the đồng sign. */
const NBSP = "\u00a0";

test.describe("Vietnamese, in đồng", () => {
  test("a million-đồng deposit reads 1.000.000 ₫, and 1000.5 is refused as the đồng has no decimals", async ({
    page,
    brand,
    sandboxUrl,
    baseURL,
    packs,
  }) => {
    expect([brand.defaultLanguage, brand.currency]).toEqual(["VI", "VND"]);
    const t = packs.of("VI");
    await openSignedIn(page, { brand, sandboxUrl, baseURL }, { username: "player034", password: "Member#2026" }, "/member/depositv2");
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await page.getByLabel("Vietcombank").check();
    const amount = page.getByLabel(t.money.amount, { exact: true });

    await amount.fill("1000.5");
    await page.getByRole("button", { name: t.money.depositSubmit }).click();
    await expect(page.getByText(t.money.amountWhole)).toBeVisible();
    await expect(amount).toHaveValue("1000.5");

    await amount.fill("1000000");
    await page.getByRole("button", { name: t.money.depositSubmit }).click();
    await expect(page.getByRole("heading", { name: "Sandbox payment" })).toBeVisible();
    await page.getByRole("button", { name: "Pay now" }).click();
    const status = page.locator("[data-order-status]");
    await expect(status).toHaveAttribute("data-order-status", "CREDITED");
    await expect(status).toContainText(t.money.orderCREDITED.replace("{{amount}}", `1.000.000${NBSP}₫`));
  });
});
