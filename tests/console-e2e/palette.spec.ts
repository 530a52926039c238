import { expect, test, type Page } from "@playwright/test";
import { generateSync } from "otplib";
import { expectNoSeriousViolations } from "../e2e/axe";
import { PALETTE_EDITOR } from "./palette-account";

/**
 * A brand's palette, texts and assets pages in a browser, as an editor (tests/console-e2e/serve.ts,
 * on the e2e server's copy of aurora): a colour below AA is flagged with its pairs as it is typed,
 * saved to the draft as typed, and the preview's frame (the brand's own page on its own domain)
 * loads again with it; the form works from the keyboard alone; the three pages pass axe.
 * One sign-in for the file: a code is good once.
 */

test.describe.configure({ mode: "serial" });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await page.goto("/sign-in?return=%2Fbrands%2Faurora%2Fpalette");
  await page.getByLabel("E-mail").fill(PALETTE_EDITOR.email);
  await page.getByLabel("Password").fill(PALETTE_EDITOR.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Authenticator code").fill(generateSync({ secret: PALETTE_EDITOR.totpSecret }));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/brands/aurora/palette");
});

test.afterAll(() => page.close());

/**
 * The custom property the brand's stylesheet gives the frame's page, as the frame's browser computed
 * it; "loading" while the frame loads again (it does after each autosave), so a poll asks again.
 */
const framePrimary = (testId: string) =>
  page
    .frameLocator(`[data-testid="${testId}"]`)
    .locator("html")
    .evaluate((html) => getComputedStyle(html).getPropertyValue("--pt-color-primary").trim().toLowerCase())
    .catch(() => "loading");

test("a colour below AA is flagged with its pairs as it is typed, saved to the draft, and the preview shows it", async ({
  browser,
}, testInfo) => {
  await expect(page.getByRole("heading", { name: "Palette", level: 1 })).toBeVisible();
  const summary = page.getByTestId("contrast-summary");
  await expect(summary).toHaveText(/All 58 text and background pairs pass AA/);
  await expectNoSeriousViolations(page, testInfo);

  // The preview in light mode: the brand's home on its own domain, framed with a signed link.
  await page.getByRole("radio", { name: "Light" }).check();
  const phone = page.getByTestId("preview-phone");
  await expect(phone).toHaveAttribute("src", /^http:\/\/aurora\.localhost:\d+\/\?preview=aurora\.[^&]+&theme=light$/);
  await expect.poll(() => framePrimary("preview-phone")).toBe("#6d28d9");

  await page.getByLabel("Primary (light)", { exact: true }).fill("#c0ffee");
  // Flagged at once, by the page's own check, in words.
  await expect(summary).toContainText("4 of 58 pairs fail AA");
  await expect(summary).toContainText("Primary on Page background (light): 1.02:1, needs 4.5:1");
  await expect(summary).toContainText("Primary button text on Primary (light)");
  await expect(page.getByRole("row", { name: /^Primary on Surface/ })).toContainText("1.11:1 Fail");
  // Saved as typed; then the frames load the draft again, with the new colour.
  await expect(page.getByTestId("save-status")).toHaveText("Saved to the draft. 4 pairs fail AA.");
  await expect.poll(() => framePrimary("preview-phone")).toBe("#c0ffee");
  await expect.poll(() => framePrimary("preview-desktop")).toBe("#c0ffee");
  // The live site keeps its colour (a visitor of its own, in light mode).
  const origin = new URL((await phone.getAttribute("src"))!).origin;
  const visitor = await browser.newContext();
  await visitor.addCookies([{ name: "theme", value: "light", url: origin }]);
  const live = await visitor.newPage();
  await live.goto(`${origin}/`);
  expect(await live.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--pt-color-primary").trim())).toBe(
    "#6d28d9",
  );
  await visitor.close();
});

test("the palette form works from the keyboard alone", async () => {
  await page.reload();
  // The pickers come with the page's script: the walk starts once it runs.
  await expect(page.getByLabel("Colour picker: primary, light")).toBeAttached();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  const target = page.getByLabel("Primary (light)", { exact: true });
  // Tab through the brand's links and the colours before it, each field with its picker.
  for (let step = 0; step < 40 && !(await target.evaluate((input) => input === document.activeElement)); step++) {
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
  await expect(target).toHaveValue("#c0ffee");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Colour picker: primary, light")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("#4c1d95");
  await expect(page.getByTestId("contrast-summary")).toHaveText(/All 58 text and background pairs pass AA/);
  // Enter saves, as the button does.
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved to the draft\.|The draft already has these colours\./);
  await expect(target).toHaveValue("#4c1d95");
  // A value that is not a colour: named beside its field, nothing typed lost.
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("violet");
  await page.keyboard.press("Enter");
  await expect(target).toHaveAccessibleDescription("Primary (light): enter a colour as #rrggbb, #rgb or rgb(r, g, b).");
  await expect(target).toHaveValue("violet");
  await expect(page.getByTestId("save-status")).toHaveText("Not saved yet: Primary (light) is not a colour.");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("#4c1d95");
  await expect(target).not.toHaveAttribute("aria-invalid");
});

test("the texts and assets pages pass axe", async () => {
  const testInfo = test.info();
  await page.getByRole("link", { name: "Texts", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Texts", level: 1 })).toBeVisible();
  await expect(page.getByTestId("missing-count")).toContainText("missing or untranslated");
  await expectNoSeriousViolations(page, testInfo);
  await page.getByRole("link", { name: "Assets", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Assets", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: "Logo of the brand" })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);
});
