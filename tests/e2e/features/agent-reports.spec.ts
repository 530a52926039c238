import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import type { Pack } from "../../../app/i18n/pack";
import { expectNoSeriousViolationsInBothModes } from "../axe";
import { expect, HYDRATION, test } from "../fixtures";
import { signIn } from "../member-session";

/*
 * The agent reports in a browser as demo_agent1 (read-only: no other spec changes what its
 * reports read beyond adding rows, so the tests compare the screen with its own export and
 * never with absolute figures). The session cookie is made directly (the agent sign-in is
 * tested elsewhere).
 */

const AGENT = { username: "demo_agent1", password: "Agent#2026" };

/** Each report, and the column that names the member in its rows (none in income: the rows are one account's). */
const REPORTS = [
  { page: "personalHistoryCopy", memberColumn: 1 },
  { page: "palStatementsAgentCopy", memberColumn: 0 },
  { page: "agentRevenueReport", memberColumn: null },
  { page: "agentDownlineTransactionDetailsCopy", memberColumn: 1 },
] as const;

const titleOf = (t: Pack, page: (typeof REPORTS)[number]["page"]) => t.agentCentre.nav[page];

async function tableRows(page: Page): Promise<string[][]> {
  const rows = page.locator('[data-records="row"]');
  return Promise.all((await rows.all()).map((row) => row.locator("td").allTextContents()));
}

/** Downloads the report's export link and reads it as lines of fields (RFC 4180, BOM first). */
async function exportedLines(page: Page, t: Pack): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: t.agentReports.export }).click()]);
  const body = await readFile((await download.path())!, "utf8");
  expect(body.startsWith("\uFEFF")).toBe(true);
  return body
    .slice(1)
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((match) => match[1].replaceAll('""', '"').replace(/^'(?=[=+\-@])/, "")),
    );
}

test.describe("agent reports", () => {
  test.beforeEach(async ({ context, brand, sandboxUrl, baseURL }) => {
    await signIn(context, brand, sandboxUrl, baseURL!, AGENT);
  });

  test("each report is axe-clean in both modes", async ({ page, packs, brand }, testInfo) => {
    const t = packs.of(brand.defaultLanguage);
    for (const { page: id } of REPORTS) {
      await page.goto(`/agentHome/${id}?range=30d`);
      await expect(page.getByRole("heading", { level: 1, name: titleOf(t, id) })).toBeVisible();
      await expect(page.locator('[data-records="table"], [data-state="empty"]').first()).toBeVisible();
      await expectNoSeriousViolationsInBothModes(page, testInfo);
    }
    // A member outside the team is refused in the form, and that page is axe-clean too.
    await page.goto("/agentHome/personalHistoryCopy?range=7d&member=nobody_here");
    await expect(page.getByLabel(t.agentReports.member)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(t.errors.NOT_IN_TEAM).first()).toBeVisible();
    await expectNoSeriousViolationsInBothModes(page, testInfo);
  });

  for (const { page: id, memberColumn } of REPORTS) {
    test(`${id}: filters by range and member from the keyboard, pages, and exports the rows on screen`, async ({ page, packs, brand }) => {
      const t = packs.of(brand.defaultLanguage);
      await page.goto(`/agentHome/${id}`);
      const filters = page.getByRole("form", { name: t.records.filters });
      await expect(filters.getByLabel(t.records.range)).toHaveValue("7d");
      await expect
        .poll(() => filters.evaluate((form) => Object.keys(form).some((key) => key.startsWith("__reactProps$"))), HYDRATION)
        .toBe(true);
      await filters.getByLabel(t.records.range).selectOption("30d");
      await filters.getByRole("button", { name: t.records.search }).press("Enter");
      await expect(page).toHaveURL(/range=30d/);
      await expect(page.locator('[data-records="table"]')).toBeVisible();

      const onScreen = await tableRows(page);
      const lines = await exportedLines(page, t);
      expect(lines.slice(1, -1)).toEqual(onScreen);
      expect(lines[0]).toEqual(await page.locator('[data-records="table"] thead th').allTextContents());

      // The member filter: a member taken from the report (income: a sub-agent's own income), typed into the form.
      const member = memberColumn === null ? "demo_agent2" : onScreen[0][memberColumn];
      const field = filters.getByLabel(t.agentReports.member);
      await field.fill(member);
      await field.press("Enter");
      await expect(page).toHaveURL(new RegExp(`member=${member}`));
      await expect(page).not.toHaveURL(/page=2/);
      await expect(field).toHaveValue(member);
      await expect(page.locator('[data-records="table"], [data-state="empty"]').first()).toBeVisible();
      const filtered = await tableRows(page);
      // Every row is the member's (income's rows are the member's own, and there may be none); the export has the same rows.
      expect(filtered.length > 0 || memberColumn === null).toBe(true);
      for (const row of filtered) expect(memberColumn === null ? member : row[memberColumn]).toBe(member);
      const exported = filtered.length > 0 ? (await exportedLines(page, t)).slice(1, -1) : [];
      expect(exported).toEqual(filtered);
    });
  }

  test("account details name each entry's type in words and its table fits its panel, scrolling inside it when narrow", async ({
    page,
    packs,
    brand,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.setViewportSize({ width: 1366, height: 768 });
    // The seeded contracts' settlements (salary.paid) are the newest rows of the team's ledger.
    await page.goto("/agentHome/agentDownlineTransactionDetailsCopy?range=30d");
    await expect(page.locator('[data-records="table"]')).toBeVisible();
    const kindColumn = (await page.locator('[data-records="table"] thead th').allTextContents()).indexOf(t.agentReports.columns.kind);
    const kinds = new Set((await tableRows(page)).map((row) => row[kindColumn]));
    expect(kinds.size).toBeGreaterThan(0);
    const names = new Set([...Object.values(t.agentReports.kinds), ...Object.values(t.agentReports.categories), t.agentReports.otherKind]);
    for (const kind of kinds) {
      expect(names, `type "${kind}"`).toContain(kind);
      expect(kind).not.toMatch(/^[a-z]+\.[a-z]+$/);
    }

    // At 1366 px, and narrower, the page never widens past the window: the table scrolls in its own frame.
    for (const width of [1366, 1024, 390]) {
      await page.setViewportSize({ width, height: 768 });
      const fit = await page.locator(`section[data-agent-report="agentDownlineTransactionDetailsCopy"]`).evaluate((panel) => {
        const frame = panel.querySelector('[data-records="table"]')!.parentElement!;
        return {
          pageWidth: document.documentElement.scrollWidth,
          window: window.innerWidth,
          panelOverflow: panel.scrollWidth - panel.clientWidth,
          frameRight: frame.getBoundingClientRect().right,
          panelRight: panel.getBoundingClientRect().right,
        };
      });
      expect(fit.pageWidth, `page at ${width} px`).toBeLessThanOrEqual(fit.window);
      expect(fit.panelOverflow, `panel at ${width} px`).toBeLessThanOrEqual(0);
      expect(fit.frameRight, `table frame at ${width} px`).toBeLessThanOrEqual(fit.panelRight);
    }
  });

  test("team betting pages (a week of seeded bets is more than one page), and exports the page on screen", async ({
    page,
    packs,
    brand,
  }) => {
    const t = packs.of(brand.defaultLanguage);
    await page.goto("/agentHome/personalHistoryCopy?range=30d");
    const pager = page.getByRole("navigation", { name: t.gamePages.pager.label });
    await expect(pager).toBeVisible();
    const firstPage = await tableRows(page);
    await pager.getByRole("link", { name: t.pagination.page.replace("{{page}}", "2"), exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => tableRows(page)).not.toEqual(firstPage);
    const onScreen = await tableRows(page);
    expect((await exportedLines(page, t)).slice(1, -1)).toEqual(onScreen);
  });
});

test.describe("agent reports without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are a plain GET form and the export a plain link", async ({ page, context, packs, brand, sandboxUrl, baseURL }) => {
    const t = packs.of(brand.defaultLanguage);
    await signIn(context, brand, sandboxUrl, baseURL!, AGENT);
    await page.goto("/agentHome/palStatementsAgentCopy");
    const filters = page.getByRole("form", { name: t.records.filters });
    await filters.getByLabel(t.records.range).selectOption("30d");
    await filters.getByLabel(t.agentReports.member).fill("nobody_here");
    await filters.getByRole("button", { name: t.records.search }).click();
    await expect(page).toHaveURL(/range=30d.*member=nobody_here/);
    await expect(filters.getByLabel(t.agentReports.member)).toHaveValue("nobody_here");
    await expect(page.getByText(t.errors.NOT_IN_TEAM).first()).toBeVisible();
    await filters.getByLabel(t.agentReports.member).fill("");
    await filters.getByRole("button", { name: t.records.search }).click();
    await expect(page.locator('[data-records="table"]')).toBeVisible();
    expect((await exportedLines(page, t)).slice(1, -1)).toEqual(await tableRows(page));
  });
});
