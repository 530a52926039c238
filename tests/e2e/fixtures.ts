import { resolve } from "node:path";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import type { Brand, ThemeMode } from "../../app/brand/schema";
import { resolveFlags, type Flags } from "../../app/brand/flags.server";
import { createPlatformClient } from "../../app/platform/client.server";
import { loadBrandPacks, type BrandPacks } from "../../app/i18n/overrides.server";
import type { Pack } from "../../app/i18n/pack";
import type { Language } from "../../app/platform/contract/common";
import type { Palette } from "../../themes/base";
import { brandConfig } from "../helpers/brand-config";
import { brandPalettes } from "../helpers/brand-themes";
import { controlHeaders, controlTokenFile, readControlToken } from "./control-token";
import { popupStateKey, SHOWN_STORAGE_KEY } from "../../app/features/announcements/audience";
import { LANGUAGES } from "../../app/platform/contract/common";
import { createTranslator, type Translate } from "../../app/i18n/translator";

/**
 * Per-brand fixtures: the brand's validated config, its language packs (with the
 * brand's overrides, as the server merges them), its theme colours, and the
 * sandbox's control surface (with the token tests/e2e/serve.ts wrote, `controlToken`).
 * Each worker has a server of its own (its sandbox's state and faults are its tests' alone):
 * the portal on `portalPort` plus the worker's index, the sandbox on `sandboxPort` plus it.
 */
export const test = base.extend<
  {
    brand: Brand;
    /**
     * The brand's flags as the portal resolves them (the merchant's whitelabel tree, the brand's
     * overrides on top): what a test expects the page to offer follows from these, never from
     * what the page happens to show.
     */
    flags: Flags;
    /**
     * The brand's packs; `of(language)` one of them, `t(language)` the portal's own translation in
     * it (placeholders filled as the page fills them: isolated in a right-to-left language).
     */
    packs: BrandPacks & { of: (language: Language) => Pack; t: (language: Language) => Translate };
    control: (path: string, body?: unknown) => Promise<void>;
    /**
     * Whether the announcement popup has already been shown in every state (default true), so
     * that it does not open by itself over the home in tests about something else. The
     * announcement tests turn it off: `test.use({ announcementsSeen: false })`.
     */
    announcementsSeen: boolean;
  },
  {
    brandId: string;
    portalPort: number;
    sandboxPort: number;
    sandboxUrl: string;
    controlToken: string;
    palettes: Record<ThemeMode, Palette>;
  }
>({
  brandId: ["", { option: true, scope: "worker" }],
  portalPort: [0, { option: true, scope: "worker" }],
  sandboxPort: [0, { option: true, scope: "worker" }],
  sandboxUrl: [
    async ({ sandboxPort }, use, workerInfo) => use(`http://127.0.0.1:${sandboxPort + workerInfo.parallelIndex}`),
    { scope: "worker" },
  ],
  baseURL: async ({ brandId, portalPort }, use, testInfo) => use(`http://${brandId}.localhost:${portalPort + testInfo.parallelIndex}`),
  controlToken: [
    async ({ sandboxPort }, use, workerInfo) => use(readControlToken(controlTokenFile(sandboxPort + workerInfo.parallelIndex))),
    { scope: "worker" },
  ],
  palettes: [
    async ({ brandId }, use) => {
      const all = await brandPalettes(process.cwd());
      const palettes = all[brandId];
      if (!palettes) throw new Error(`no theme for brand ${brandId}`);
      await use(palettes);
    },
    { scope: "worker" },
  ],
  announcementsSeen: [true, { option: true }],
  page: async ({ page, announcementsSeen }, use) => {
    if (announcementsSeen) {
      const shown = [false, true].flatMap((signedIn) => LANGUAGES.map((language) => popupStateKey({ signedIn, language })));
      await page.addInitScript(
        ([key, value]) => {
          if (window.sessionStorage.getItem(key) === null) window.sessionStorage.setItem(key, value);
        },
        [SHOWN_STORAGE_KEY, JSON.stringify(shown)] as const,
      );
    }
    await use(page);
  },
  brand: async ({ brandId }, use) => {
    await use(brandConfig(brandId, process.cwd()));
  },
  flags: async ({ brand, sandboxUrl }, use) => {
    const { info } = await createPlatformClient({ baseUrl: sandboxUrl }).bind({ merchant: brand.merchantCode }).system.permission();
    await use(resolveFlags(info.whitelabel, brand.flagOverrides));
  },
  packs: async ({ brand }, use) => {
    const dir = resolve("brands", brand.id);
    const packs = await loadBrandPacks(brand.languages, dir, `brands/${brand.id}`);
    const of = (language: Language): Pack => {
      const pack = packs[language];
      if (!pack) throw new Error(`brand ${brand.id} offers no ${language} pack`);
      return pack;
    };
    await use({ ...packs, of, t: (language) => createTranslator({ language, pack: of(language) }).t });
  },
  control: async ({ sandboxUrl, controlToken, brand }, use) => {
    const calls: string[] = [];
    const post = (target: string, body: unknown) =>
      fetch(`${sandboxUrl}/__control/${target}`, {
        method: "POST",
        headers: controlHeaders(controlToken),
        body: JSON.stringify(body),
      });
    await use(async (path, body = {}) => {
      const target = path.replace(":merchant", brand.merchantCode);
      calls.push(target);
      const response = await post(target, body);
      expect(response.ok, `control ${target} answered ${response.status}`).toBe(true);
    });
    // Whatever a test changed on the platform is undone for the next one (nothing to undo when it changed nothing).
    const reset = calls.length ? (await post("reset", {})).status : 200;
    expect(reset, `control reset answered ${reset}`).toBe(200);
  },
});

/**
 * The machines are shared and slow: hydration may take a while. This waits, it asserts no duration.
 * A poll looks again soon (expect.poll's default backs off to a second between looks, which a test
 * spends idle once the page is ready).
 */
export const HYDRATION = { timeout: 30_000, intervals: [50, 100, 250] };

/**
 * Waits until React has hydrated the element (React keeps its props on the DOM
 * node from then on): before that a select's change or a fetcher button does nothing.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))), HYDRATION)
    .toBe(true);
}

/** Waits until React has hydrated the layout (the header's vendor menus mark themselves enhanced). */
export async function layoutHydrated(page: Page): Promise<void> {
  await expect(page.locator("li[data-enhanced]").first()).toBeAttached(HYDRATION);
}

/** A pack text with its `{{name}}` placeholders filled, as i18next renders it. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** `#rrggbb` as the browser's computed `rgb(r, g, b)`. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

export { expect };
