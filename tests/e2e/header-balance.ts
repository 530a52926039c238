import type { Page } from "@playwright/test";

/** The header's balance in cents ("₱1,234.50" -> 123450). */
export async function headerBalanceCents(page: Page): Promise<number> {
  const text = (await page.getByTestId("balance-box").locator("[data-balance]").textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}
