import type { Page } from "@playwright/test";
import { PACKS } from "../../../app/i18n/packs.server";
import { pseudoText } from "../../../app/i18n/pseudo";
import { expect, layoutHydrated, test } from "../fixtures";
import { openSignedIn } from "../member-session";

/*
 * Labels that fit, found with QA's pseudo-language (`?lng=XX`: every text bracketed, accented and
 * 40 % longer than English, about as long as the longest packs get): at a desktop's and a phone's
 * width, every menu item, tab, button and badge stays inside its container, no text spills out of
 * its own box unless it is cut with an ellipsis and a tooltip, and the page does not scroll sideways.
 * A geometry check, not a screenshot diff. The layout is the same on every brand: one brand runs it.
 */

/** The containers whose items must stay inside them, and what their items are. */
const CONTAINERS = [
  { container: "header", items: "a, button, summary, [class*='badge' i]" },
  { container: "[data-testid=side-menu] nav", items: "a, button, [class*='badge' i]" },
  { container: "[data-testid=member-menu] ul", items: "a, button, [class*='badge' i]" },
  { container: "[data-testid=member-centre] nav", items: "a, [class*='badge' i]" },
  { container: "[role=tablist]", items: "[role=tab]" },
];

/** What breaks the rule on the page as it is now: one line per element, naming its text and where it sits. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((containers) => {
    const problems: string[] = [];
    const name = (element: Element) => (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    };
    const scrollsSideways = (item: Element, container: Element) => {
      for (let element: Element | null = item.parentElement; element && container.contains(element); element = element.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth) return true;
      }
      return false;
    };
    for (const { container, items } of containers) {
      for (const box of document.querySelectorAll(container)) {
        if (!shown(box)) continue;
        const outer = box.getBoundingClientRect();
        for (const item of box.querySelectorAll(items)) {
          if (!shown(item)) continue;
          const inner = item.getBoundingClientRect();
          // In a list that scrolls sideways (the member centre's on a phone), an item is reached by scrolling.
          if (scrollsSideways(item, box)) continue;
          if (inner.left < outer.left - 1 || inner.right > outer.right + 1)
            problems.push(
              `${container} › "${name(item)}": ${Math.round(inner.left)}–${Math.round(inner.right)} outside ${Math.round(outer.left)}–${Math.round(outer.right)}`,
            );
          // A text wider than its own box is cut with an ellipsis and says itself in a tooltip, or it spills.
          for (const element of [item, ...item.querySelectorAll("*")]) {
            if (!shown(element) || element.scrollWidth <= element.clientWidth + 1 || element.clientWidth === 0) continue;
            const style = getComputedStyle(element);
            if (style.overflowX === "visible") problems.push(`${container} › "${name(element)}": its text spills out of its box`);
            else if (style.textOverflow === "ellipsis" && !element.closest("[title]") && !element.closest("[aria-label]"))
              problems.push(`${container} › "${name(element)}": cut without a tooltip`);
          }
        }
      }
    }
    const sideways = document.documentElement.scrollWidth - window.innerWidth;
    if (sideways > 0) problems.push(`the page scrolls ${sideways}px sideways`);
    return problems;
  }, CONTAINERS);
}

/**
 * Texts in the page's own navigation (the side menu, the member menu and centre, the home's tabs)
 * that are not in the pseudo-language: a text written in the code instead of taken from the packs.
 */
async function textsFromOutsideThePacks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const areas = document.querySelectorAll(
      "[data-testid=side-menu] nav, [data-testid=member-menu] ul, [data-testid=member-centre] nav, [role=tablist], header nav[aria-label] > ul > li > a",
    );
    for (const area of areas) {
      const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? "";
        // A language's own name in the select, what a script-less browser gets (<noscript>), and a
        // value rather than words (a VIP level, a username: a word with a figure in it) are not the packs'.
        if (!/[a-zA-Z]{2}/.test(text) || node.parentElement?.closest("select, noscript, [data-user-id]") || /^\S*\d\S*$/.test(text))
          continue;
        // A pseudo-language text, whole or split around a value ("[Ŕéŵáŕð çéñţŕé ~~~~~]", "[2 ñéŵ ~]").
        if (/^\[|\]$/.test(text)) continue;
        found.push(text);
      }
    }
    return found;
  });
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`in the pseudo-language at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every menu item, tab and badge stays inside its container, and every label is from the packs", async ({
      page,
      brand,
      sandboxUrl,
      baseURL,
    }) => {
      await openSignedIn(page, { brand, sandboxUrl, baseURL }, undefined, "/?lng=XX");
      await layoutHydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("link", { name: /^\[/ }).first()).toBeVisible();
      expect(await layoutProblems(page), "home").toEqual([]);
      expect(await textsFromOutsideThePacks(page), "home").toEqual([]);

      // The side menu, opened where it is a drawer.
      const drawer = page.getByRole("dialog");
      const menuButton = page.getByRole("button", { name: pseudoText(PACKS.EN!.menu.open) });
      if (await drawer.isHidden()) {
        if (await menuButton.isVisible()) {
          await menuButton.click();
          await expect(drawer).toBeVisible();
        }
      }
      expect(await layoutProblems(page), "side menu").toEqual([]);
      if (await drawer.isVisible()) {
        await page.keyboard.press("Escape");
        await expect(drawer).toBeHidden();
      }

      await page.getByTestId("member-menu").locator("summary").click();
      expect(await layoutProblems(page), "member menu").toEqual([]);
      expect(await textsFromOutsideThePacks(page), "member menu").toEqual([]);

      await page.goto("/member/securityCenter");
      await expect(page.getByTestId("member-centre")).toBeVisible();
      expect(await layoutProblems(page), "member centre").toEqual([]);
      expect(await textsFromOutsideThePacks(page), "member centre").toEqual([]);
    });
  });
}
