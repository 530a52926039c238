import { expect, layoutHydrated, test } from "../fixtures";
import { signIn } from "../member-session";

// The layout's controls behave the same on every brand; what differs by brand (the header fitting a
// phone with the brand's name and theme) is the matrix's, tests/e2e/layout.spec.ts.
test.describe("layout on desktop", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the side menu collapses and expands by keyboard, and stays as left", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/");
    await layoutHydrated(page);
    const toggle = page.locator('button[aria-controls="side-menu-items"]');
    const items = page.locator("#side-menu-items");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(items.getByRole("link", { name: t.menu.promotions })).toBeVisible();

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAccessibleName(t.layout.expandMenu);
    await expect(items).toBeHidden();

    await page.reload();
    await layoutHydrated(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(items).toBeHidden();

    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(items.getByRole("link", { name: t.menu.promotions })).toBeVisible();
  });

  test("a category's vendor menu opens on keyboard focus and on hover, and Escape closes it", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/");
    await layoutHydrated(page);
    const nav = page.getByRole("banner").getByRole("navigation", { name: t.layout.gameCategories });
    const live = nav.getByRole("link", { name: t.menu.live, exact: true });
    const panel = page.locator("#vendor-menu-live");
    await expect(panel).toBeHidden();

    await live.focus();
    await expect(panel).toBeVisible();
    await expect(live).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await expect(panel.getByRole("link").first()).toHaveAttribute("href", /^\/live\?vassalage=\w+$/);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(live).toBeFocused();

    await live.blur();
    const slots = nav.getByRole("link", { name: t.menu.rng, exact: true });
    await slots.hover();
    await expect(page.locator("#vendor-menu-rng")).toBeVisible();
  });

  test("copying the user ID puts it on the clipboard and a dialog confirms", async ({
    page,
    context,
    packs,
    brand,
    sandboxUrl,
    baseURL,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(context, brand, sandboxUrl, baseURL!);
    await page.goto("/");
    await layoutHydrated(page);

    const menu = page.getByTestId("member-menu");
    await menu.locator("summary").click();
    const userId = await menu.locator("[data-user-id]").getAttribute("data-user-id");
    expect(userId).toBeTruthy();
    await menu.getByRole("button", { name: t.header.copyUserId }).click();

    const dialog = page.getByRole("dialog", { name: t.header.userIdCopied });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(userId!);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(userId);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the balance hides (remembered) and refreshes with a busy state", async ({
    page,
    context,
    packs,
    brand,
    sandboxUrl,
    baseURL,
    control,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(context, brand, sandboxUrl, baseURL!);
    await page.goto("/");
    await layoutHydrated(page);
    const box = page.getByTestId("balance-box");
    const amount = box.locator("[data-balance]");
    await expect(amount).toHaveText(/^\D*1,000\.00$/);

    await box.getByRole("button", { name: t.header.hideBalance }).click();
    await expect(amount).toContainText("****");
    await page.reload();
    await expect(amount).toContainText("****");
    await box.getByRole("button", { name: t.header.showBalance }).click();
    await expect(amount).toHaveText(/1,000\.00$/);

    // A slow wallet makes the refresh's busy state observable (long enough for a loaded machine
    // to see it): disabled and busy at once, then enabled again.
    await control("faults", { call: "wallet.balance", latencyMs: 4000 });
    const refresh = box.getByRole("button", { name: t.header.refreshBalance });
    await refresh.click();
    await expect
      .poll(() => refresh.evaluate((button: HTMLButtonElement) => button.disabled && button.getAttribute("aria-busy") === "true"))
      .toBe(true);
    await expect(refresh).toBeEnabled({ timeout: 15_000 });
    await expect(amount).toHaveText(/1,000\.00$/);
  });

  test("sign out asks first; cancel keeps the session", async ({ page, context, packs, brand, sandboxUrl, baseURL }) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(context, brand, sandboxUrl, baseURL!);
    await page.goto("/");
    await layoutHydrated(page);
    const htmlClasses = () => page.evaluate(() => document.documentElement.classList.length);
    const classesBefore = await htmlClasses();
    await page.getByRole("navigation", { name: t.layout.mainMenu }).getByRole("button", { name: t.menu.signOut }).click();
    const confirm = page.getByRole("dialog", { name: t.layout.signOutTitle });
    await expect(confirm).toBeVisible();
    // The page behind does not scroll while the dialog is open.
    expect(await htmlClasses()).toBe(classesBefore + 1);
    await confirm.getByRole("button", { name: t.common.cancel }).click();
    await expect(confirm).toBeHidden();
    expect(await htmlClasses()).toBe(classesBefore);
    await expect(page.getByTestId("balance-box")).toBeVisible();
  });

  test("a client navigation loads the next page's data and texts, not the root's or the layout's again", async ({
    page,
    context,
    packs,
    brand,
    sandboxUrl,
    baseURL,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(context, brand, sandboxUrl, baseURL!);
    await page.goto("/");
    await layoutHydrated(page);
    const requested: URL[] = [];
    page.on("request", (request) => requested.push(new URL(request.url())));
    await page.getByRole("navigation", { name: t.layout.mainMenu }).getByRole("link", { name: t.menu.promotions }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.promotions.title })).toBeVisible();
    await expect(page.getByText(t.promotions.intro)).toBeVisible();
    // The navigation's data: single fetch names the routes whose loaders run when some do not,
    // and that is the page's alone (fetchers of the home's own parts may ask meanwhile).
    const data = requested.filter((url) => url.pathname === "/promotions.data").map((url) => url.searchParams.get("_routes"));
    expect(data).toEqual(["routes/_main.promotions._index"]);
    // Its texts: the promotions' namespace, a file of its own; the layout's (common) were in already.
    const texts = requested.filter((url) => url.pathname.startsWith("/texts/")).map((url) => url.pathname.split("/").pop());
    expect(texts).toContain("rewards.json");
    expect(texts).not.toContain("common.json");
  });

  test("the service widget opens, is keyboard operable and closes on Escape", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/");
    await layoutHydrated(page);
    const toggle = page.getByRole("button", { name: t.layout.contactUs });
    const panel = page.locator("#service-widget-panel");
    await expect(panel).toBeHidden();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("link").first()).toHaveAttribute("href", /^https:\/\//);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("layout on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the side menu is a drawer opened from the header", async ({ page, packs, brand }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/");
    await layoutHydrated(page);
    await expect(page.getByTestId("side-menu")).toBeHidden();
    await expect(page.getByRole("banner").locator("nav")).toBeHidden();

    const open = page.getByRole("button", { name: t.menu.open });
    await expect(open).toBeVisible();
    await open.click();
    const drawer = page.getByRole("dialog", { name: t.layout.mainMenu });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: t.menu.deposit })).toBeVisible();
    await expect(drawer.getByRole("combobox", { name: t.settings.language })).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    // A link in the drawer navigates and closes it.
    await open.click();
    await drawer.getByRole("link", { name: t.menu.promotions }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(drawer).toBeHidden();
  });
});
