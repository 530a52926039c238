import type { Page } from "@playwright/test";
import type { ThemeMode } from "../../app/brand/schema";
import { directionOf, LANGUAGE_LABELS } from "../../app/i18n/languages";
import { brandPalettes } from "../helpers/brand-themes";
import { expectNoSeriousViolationsInBothModes, renderWholePage } from "./axe";
import { expect, hydrated, HYDRATION, rgb, test } from "./fixtures";

/**
 * The shared suite every brand runs (one Playwright project per brand folder):
 * the brand's home, its languages and modes, the closed-portal pages, an axe scan
 * of the main views in both modes, and a full-page screenshot per mode.
 * Sign-in and sign-out run per brand in auth.spec.ts; a brand's own specs live in
 * brands/<id>/e2e/.
 */

const MODES: readonly ThemeMode[] = ["dark", "light"];
/** The address the portal sees: the browser reaches it over loopback. */
const CALLER_IP = "127.0.0.1";

// Still frames: no carousel autoplay, no marquee (the components honour reduced motion).
test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 800 } });

const otherMode = (mode: ThemeMode): ThemeMode => (mode === "dark" ? "light" : "dark");

/** Opens the next page in `mode`, as the theme switch leaves it: the plain `theme` cookie. */
async function useMode(page: Page, baseURL: string, mode: ThemeMode) {
  await page.context().addCookies([{ name: "theme", value: mode, url: baseURL, sameSite: "Lax" }]);
}

/**
 * The home page, hydrated and with its streamed winner board in place (its carousel
 * starts when it comes near the view: scrolled to, then back to the top).
 */
async function openHome(page: Page) {
  const response = await page.goto("/");
  await page.locator('[data-section="winners"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-winners-mode="carousel"]')).toBeVisible(HYDRATION);
  await page.evaluate(() => window.scrollTo(0, 0));
  await hydrated(page.getByTestId("side-menu").getByRole("button").first());
  return response;
}

async function expectPageTheme(page: Page, palette: { bg: string }) {
  await expect(page.locator("body")).toHaveCSS("background-color", rgb(palette.bg));
}

test.describe("brand matrix", () => {
  test("home renders with the brand's name, theme and language", async ({ page, brand, packs, palettes }) => {
    const t = packs.of(brand.defaultLanguage);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(brand.displayName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", LANGUAGE_LABELS[brand.defaultLanguage].tag);
    await expect(html).toHaveAttribute("dir", directionOf(brand.defaultLanguage));
    await expect(html).toHaveAttribute("data-mode", brand.defaultMode);

    // The brand's name and texts in its default language (its own overrides included).
    await expect(
      page.getByText(packs.t(brand.defaultLanguage)("home.welcome", { brand: brand.displayName }), { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(t.home.tagline, { exact: true })).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("img", { name: packs.t(brand.defaultLanguage)("layout.home", { brand: brand.displayName }) }),
    ).toBeVisible();
    // The responsible-gaming page is one click from the home on every brand: the footer's link.
    await expect(page.getByRole("contentinfo").getByRole("link", { name: t.footer.responsibleGaming, exact: true })).toHaveAttribute(
      "href",
      "/responsible-gaming",
    );

    // The brand's theme in its default mode: its page colour and its primary colour.
    const palette = palettes[brand.defaultMode];
    await expectPageTheme(page, palette);
    await expect(page.getByRole("banner").getByRole("link", { name: t.header.register, exact: true })).toHaveCSS(
      "background-color",
      rgb(palette.primary),
    );
  });

  test("the page's stylesheets carry this brand's palettes and no other brand's", async ({ page, brandId, palettes }) => {
    await page.goto("/");
    const sheets = await page.evaluate(async () => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);
      return Promise.all(links.map(async (href) => (await (await fetch(href)).text()).toLowerCase()));
    });
    const css = sheets.join("\n");
    for (const mode of ["dark", "light"] as const) expect(css).toContain(`--pt-color-bg:${palettes[mode].bg.toLowerCase()}`);
    const all = await brandPalettes(process.cwd());
    const colours = (id: string) => Object.values(all[id]).flatMap((palette) => Object.values(palette).map((value) => value.toLowerCase()));
    const mine = new Set(colours(brandId));
    for (const other of Object.keys(all).filter((id) => id !== brandId)) {
      for (const colour of colours(other).filter((value) => !mine.has(value))) expect(css, `${other}'s ${colour}`).not.toContain(colour);
    }
  });

  test("health check answers on the brand's host", async ({ page }) => {
    // Through the browser: Node's resolver (Playwright's request client) does not resolve *.localhost.
    const response = await page.goto("/healthz");
    expect(await response?.text()).toBe("ok");
  });

  test("the language select in the side menu switches the language, and the choice survives a reload", async ({ page, brand, packs }) => {
    const from = brand.defaultLanguage;
    const to = brand.languages.find((language) => language !== from && packs[language]);
    const sideMenu = page.getByTestId("side-menu");
    const select = sideMenu.getByRole("combobox", { name: packs.of(from).settings.language });
    await openHome(page);
    // A one-language brand offers no select, and there is no more to check.
    await expect(page.locator("#language-select")).toHaveCount(to ? 1 : 0);
    if (!to) return;
    const [before, after] = [packs.of(from), packs.of(to)];
    // Texts that must change, so the check below can fail.
    expect(after.home.welcome).not.toBe(before.home.welcome);
    expect(after.settings.language).not.toBe(before.settings.language);

    await hydrated(select);
    await select.selectOption(to);

    const expectLanguage = async () => {
      await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_LABELS[to].tag);
      await expect(page.locator("html")).toHaveAttribute("dir", directionOf(to));
      await expect(page.getByText(packs.t(to)("home.welcome", { brand: brand.displayName }), { exact: true })).toBeVisible();
      await expect(sideMenu.getByRole("combobox", { name: after.settings.language })).toHaveValue(to);
      await expect(page.getByRole("banner").getByRole("link", { name: after.header.login, exact: true })).toBeVisible();
    };
    await expectLanguage();
    await expect(page).toHaveURL(/\/$/);

    await page.reload();
    await expectLanguage();
  });

  test("the theme toggle flips the mode, and the server renders the chosen mode after a reload", async ({
    page,
    brand,
    packs,
    palettes,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    const from = brand.defaultMode;
    const to = otherMode(from);
    expect(palettes[to].bg).not.toBe(palettes[from].bg);
    await openHome(page);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-mode", from);
    await expectPageTheme(page, palettes[from]);

    const toggle = page.getByTestId("side-menu").getByRole("button", { name: t.settings[to], exact: true });
    await hydrated(toggle);
    await toggle.click();
    await expect(html).toHaveAttribute("data-mode", to);
    await expectPageTheme(page, palettes[to]);
    await expect(page.getByTestId("side-menu").getByRole("button", { name: t.settings[from], exact: true })).toBeVisible();

    // No flash: the HTML the server sends already has the chosen mode.
    const response = await page.reload();
    const body = (await response?.text()) ?? "";
    expect(body).toMatch(new RegExp(`<html[^>]*\\sdata-mode="${to}"`));
    expect(body).toMatch(new RegExp(`<meta name="color-scheme" content="${to}"\\s*/?>`));
    await expect(html).toHaveAttribute("data-mode", to);
    await expectPageTheme(page, palettes[to]);
  });

  test("maintenance: a 503 page with the translated maintenance text", async ({ page, brand, packs, control }) => {
    await control("merchants/:merchant/status", { status: 1 });
    for (const language of brand.languages.filter((code) => packs[code])) {
      const t = packs.of(language);
      const response = await page.goto(`/?lng=${language}`);
      expect(response?.status()).toBe(503);
      const notice = page.locator('main[data-system-state="maintenance"]');
      await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_LABELS[language].tag);
      await expect(notice.getByRole("heading", { level: 1 })).toHaveText(t.system.maintenanceTitle);
      await expect(notice).toContainText(packs.t(language)("system.maintenanceBody", { brand: brand.displayName }));
      // The portal is closed: no header, no side menu.
      await expect(page.getByRole("banner")).toHaveCount(0);
    }
  });

  test("region block: a 403 page showing the caller's IP", async ({ page, brand, packs, control }) => {
    const t = packs.of(brand.defaultLanguage);
    await control("merchants/:merchant/region-block", { enabled: true });
    const response = await page.goto("/");
    expect(response?.status()).toBe(403);
    const notice = page.locator('main[data-system-state="blocked"]');
    await expect(notice.getByRole("heading", { level: 1 })).toHaveText(t.system.regionBlockedTitle);
    await expect(notice).toContainText(packs.t(brand.defaultLanguage)("system.regionBlockedBody", { brand: brand.displayName }));
    await expect(notice.getByText(packs.t(brand.defaultLanguage)("system.yourIp", { ip: CALLER_IP }), { exact: true })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
  });

  // The structure is scanned in the mode the brand serves by default, the palette in both.
  test("home has no serious or critical accessibility violations in either mode", async ({ page }, testInfo) => {
    await openHome(page);
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });

  test("the login popup has no serious or critical accessibility violations in either mode", async ({ page, brand, packs }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/login");
    const dialog = page.getByRole("dialog", { name: t.auth.loginTitle });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.matches(":modal")), HYDRATION).toBe(true);
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });

  test("the maintenance page has no serious or critical accessibility violations in either mode", async ({ page, control }, testInfo) => {
    await control("merchants/:merchant/status", { status: 1 });
    const response = await page.goto("/");
    expect(response?.status()).toBe(503);
    await expect(page.locator('main[data-system-state="maintenance"]')).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });

  for (const mode of MODES) {
    test.describe(`in ${mode} mode`, () => {
      test.beforeEach(async ({ page, baseURL }) => {
        await useMode(page, baseURL!, mode);
      });

      test("full-page screenshot of the home page", async ({ page, brand, palettes }, testInfo) => {
        await openHome(page);
        await expect(page.locator("html")).toHaveAttribute("data-mode", mode);
        await expectPageTheme(page, palettes[mode]);
        await settle(page);
        const path = testInfo.outputPath(`${brand.id}-${mode}.png`);
        await page.screenshot({ path, fullPage: true, animations: "disabled", caret: "hide" });
        await testInfo.attach(`${brand.id}-${mode}`, { path, contentType: "image/png" });
      });
    });
  }
});

/** Every section rendered, every image loaded and decoded (lazy ones too, for a full page) and the fonts ready. */
async function settle(page: Page) {
  await renderWholePage(page);
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = "eager";
  });
  await expect.poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)), HYDRATION).toBe(true);
  await page.evaluate(async () => {
    await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}
