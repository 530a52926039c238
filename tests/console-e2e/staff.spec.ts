import { expect, test, type Page } from "@playwright/test";
import { generateSync } from "otplib";
import { demoStaffOf, DEMO_STAFF_PASSWORD } from "../../console/features/staff/demo.server";
import type { Role } from "../../console/features/staff/roles";
import { expectNoSeriousViolations } from "../e2e/axe";

/**
 * The console's staff flows in a browser, on tests/console-e2e/serve.ts (the console at
 * http://ops.localhost:<port>, its demo staff seeded). A code is good once, so each test signs in
 * as a demo account of its own.
 */

const codeOf = (role: Role) => generateSync({ secret: demoStaffOf(role).totpSecret });

/** Both steps of the sign-in, with the mouse; lands on `returnTo`. */
async function signIn(page: Page, role: Role, returnTo: string) {
  await page.goto(`/sign-in?return=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("E-mail").fill(demoStaffOf(role).email);
  await page.getByLabel("Password").fill(DEMO_STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Authenticator code").fill(codeOf(role));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(returnTo);
}

test("an owner signs in with a code, adds a staff member and changes a role; the pages pass axe", async ({ page }, testInfo) => {
  await page.goto("/sign-in?return=%2Fstaff");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);

  await page.getByLabel("E-mail").fill(demoStaffOf("owner").email);
  await page.getByLabel("Password").fill(DEMO_STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  const code = page.getByLabel("Authenticator code");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expectNoSeriousViolations(page, testInfo);
  await code.fill(codeOf("owner"));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/staff");
  await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);

  // A new member: the password and the authenticator secret are shown once, with the QR code.
  const email = `e2e-${Date.now()}@ops.localhost`;
  const add = page.getByRole("region", { name: "Add a staff member" });
  await add.getByLabel("E-mail").fill(email);
  await add.getByLabel("Name").fill("E2E Member");
  await add.getByLabel("Role").selectOption("translator");
  await add.getByRole("button", { name: "Add staff member" }).click();
  const credentials = page.getByRole("region", { name: `New account: ${email}` });
  await expect(credentials).toBeVisible();
  await expect(credentials.getByTestId("one-time-password")).toHaveText(/^[\w-]{20}$/);
  await expect(credentials.getByTestId("totp-secret")).toHaveText(/^[A-Z2-7]{16,}$/);
  await expect(credentials.getByRole("img", { name: `QR code of the authenticator link for ${email}` })).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("cell", { name: "translator", exact: true })).toBeVisible();
  await row.getByLabel(`Role of ${email}`, { exact: true }).selectOption("editor");
  await row.getByRole("button", { name: `Change role of ${email}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `The role of ${email} is now editor` })).toBeVisible();
  await expect(row.getByRole("cell", { name: "editor", exact: true })).toBeVisible();
  // Shown once: gone once the page is read again.
  await page.reload();
  await expect(page.getByTestId("one-time-password")).toHaveCount(0);
});

test("signs in with the keyboard only; the audit log passes axe", async ({ page }, testInfo) => {
  const editor = demoStaffOf("editor");
  await page.goto("/sign-in?return=%2Faudit");
  const email = page.getByLabel("E-mail");
  await expect(email).toBeFocused();
  await page.keyboard.type(editor.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(DEMO_STAFF_PASSWORD);
  await page.keyboard.press("Enter");
  const code = page.getByLabel("Authenticator code");
  await expect(code).toBeFocused();
  await page.keyboard.type(codeOf("editor"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/audit");
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  // The editor's own sign-in is in the log.
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: editor.email })
      .filter({ hasText: /signIn\b/ })
      .first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);
});

test("a viewer sees no Staff link and is refused the staff page", async ({ page }) => {
  await signIn(page, "viewer", "/staff");
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link", { name: "Brands" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  const response = await page.goto("/staff");
  expect(response?.status()).toBe(403);
});
