import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

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

/**
 * Runs axe with the WCAG 2.0/2.1 A and AA rules, nothing excluded; fails on any
 * serious or critical violation. Every finding is attached, the lesser ones
 * also noted on the test.
 */
export async function expectNoSeriousViolations(page: Page, testInfo: TestInfo) {
  await renderWholePage(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
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
