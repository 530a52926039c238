import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import type { ThemeMode } from "../../app/brand/schema";
import { expect } from "./fixtures";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** The rules whose outcome depends on the palette: everything else reads the page's structure. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Lays out and paints the whole page: the home's sections and the footer skip their
 * rendering while off screen (`content-visibility: auto`), which a full-page screenshot
 * would show as empty boxes and an axe scan could not check.
 */
export async function renderWholePage(page: Page) {
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
}

type Scan = {
  /** Only this part of the page (a popup), else the whole page. */
  include?: string;
  /** Only the palette's rules: the page's structure was already scanned in the other mode. */
  coloursOnly?: boolean;
};

/**
 * An axe scan of the page, run inside it (axe's legacy mode). The default mode gathers each
 * frame's partial results and joins them in a blank page it opens for every scan, which takes
 * twice as long as the scan itself here. In legacy mode a frame of another origin is not
 * scanned: our pages' only such frames are the games, the platform's content, not ours.
 * Only the violations are gathered in full (a passed or inapplicable rule reports one node, not
 * every node it checked): they are all a test reads, and the scans take a tenth less.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
}

/**
 * Runs axe with the WCAG 2.0/2.1 A and AA rules, nothing excluded; fails on any
 * serious or critical violation. Every finding is attached, the lesser ones
 * also noted on the test.
 */
export async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, scan: Scan = {}) {
  await renderWholePage(page);
  let builder = axeBuilder(page);
  if (scan.include) builder = builder.include(scan.include);
  builder = scan.coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(AXE_TAGS);
  const results = await builder.analyze();
  await testInfo.attach("axe-results.json", { body: JSON.stringify(results.violations, null, 2), contentType: "application/json" });
  const describe = (violation: (typeof results.violations)[number]) =>
    `${violation.impact} ${violation.id}: ${violation.nodes
      .map((node) => `${node.target.join(" ")} (${node.any[0]?.message ?? node.failureSummary ?? ""})`)
      .join("; ")}`;
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  for (const violation of results.violations.filter((candidate) => !serious.includes(candidate))) {
    testInfo.annotations.push({ type: "axe", description: describe(violation) });
  }
  expect(serious.map(describe)).toEqual([]);
}

/**
 * The page in both modes: a whole scan in the mode it was served in, then the palette's rules
 * in the other. The two modes differ only in the custom properties under `:root[data-mode]`
 * (the theme toggle switches the attribute in place, as this does), so the structure need not
 * be scanned twice; the served mode is put back afterwards.
 */
export async function expectNoSeriousViolationsInBothModes(page: Page, testInfo: TestInfo, scan: Pick<Scan, "include"> = {}) {
  const served = await servedMode(page);
  await expectNoSeriousViolations(page, testInfo, scan);
  await switchModeInPlace(page, served === "dark" ? "light" : "dark");
  await expectNoSeriousViolations(page, testInfo, { ...scan, coloursOnly: true });
  await switchModeInPlace(page, served);
}

export async function servedMode(page: Page): Promise<ThemeMode> {
  return (await page.locator("html").getAttribute("data-mode")) as ThemeMode;
}

/** Shows the page in `mode` as the theme toggle does: the palette under `:root[data-mode]`, nothing reloaded. */
export async function switchModeInPlace(page: Page, mode: ThemeMode) {
  const html = page.locator("html");
  await html.evaluate((element, next) => element.setAttribute("data-mode", next), mode);
  await expect(html).toHaveAttribute("data-mode", mode);
}
