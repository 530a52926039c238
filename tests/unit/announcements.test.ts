import { describe, expect, it } from "vitest";
import { executionsFor, nextPopup, parseShown, popupStateKey } from "~/features/announcements/audience";
import { boardPage } from "~/features/announcements/announcements.server";
import type { Announcement } from "~/platform/contract/common";

describe("who sees which announcements", () => {
  it("visitors see execution B only", () => {
    expect(executionsFor({ signedIn: false, firstLogin: false })).toEqual(["B"]);
    // A first-login mark without a session changes nothing.
    expect(executionsFor({ signedIn: false, firstLogin: true })).toEqual(["B"]);
  });

  it("signed-in accounts see A, and A and F at their first sign-in", () => {
    expect(executionsFor({ signedIn: true, firstLogin: false })).toEqual(["A"]);
    expect(executionsFor({ signedIn: true, firstLogin: true })).toEqual(["A", "F"]);
  });
});

describe("the popup opens by itself once per session and state", () => {
  const visitorEn = popupStateKey({ signedIn: false, language: "EN" });
  const memberEn = popupStateKey({ signedIn: true, language: "EN" });
  const memberTy = popupStateKey({ signedIn: true, language: "TY" });

  it("opens the first time a state is seen, and not again in that state", () => {
    const first = nextPopup([], visitorEn);
    expect(first).toEqual({ open: true, shown: [visitorEn] });
    expect(nextPopup(first.shown, visitorEn)).toEqual({ open: false, shown: [visitorEn] });
  });

  it("opens again after a sign-in and after a language change, once each", () => {
    const afterSignIn = nextPopup([visitorEn], memberEn);
    expect(afterSignIn.open).toBe(true);
    const afterLanguage = nextPopup(afterSignIn.shown, memberTy);
    expect(afterLanguage.open).toBe(true);
    expect(nextPopup(afterLanguage.shown, memberEn).open).toBe(false);
    expect(nextPopup(afterLanguage.shown, visitorEn).open).toBe(false);
  });

  it("reads only a list of strings from storage; anything else counts as nothing shown", () => {
    expect(parseShown(null)).toEqual([]);
    expect(parseShown("not json")).toEqual([]);
    expect(parseShown('{"a":1}')).toEqual([]);
    expect(parseShown(JSON.stringify([visitorEn, 3, null]))).toEqual([visitorEn]);
  });
});

describe("a page of the popup", () => {
  const list: Announcement[] = Array.from({ length: 20 }, (_, index) => ({
    id: `N${index + 1}`,
    type: "B",
    execution: "A",
    title: `Title ${index + 1}`,
    content: `<p>Body ${index + 1}</p><script>x()</script>`,
    promotionType: index === 0 ? "REBATE" : null,
    time: new Date(Date.UTC(2026, 0, 20 - index)).toISOString(),
  }));
  const url = (query: string) => new URL(`http://aurora.localhost/notices${query}`);
  const sanitise = (html: string) => html.replace(/<script>.*?<\/script>/g, "");

  it("shows 9 titles a page, the first open, sanitised, with the promo flag", () => {
    const page = boardPage(list, url(""), sanitise);
    expect(page.items.map((item) => item.id)).toEqual(["N1", "N2", "N3", "N4", "N5", "N6", "N7", "N8", "N9"]);
    expect(page).toMatchObject({ page: 1, totalPages: 3, openId: "N1" });
    expect(page.items[0]).toMatchObject({ html: "<p>Body 1</p>", promo: true });
    expect(page.items[1].promo).toBe(false);
  });

  it("pages on; a bad page is the first, one past the end the last; ?item opens or closes a title", () => {
    expect(boardPage(list, url("?page=3"), sanitise).items.map((item) => item.id)).toEqual(["N19", "N20"]);
    expect(boardPage(list, url("?page=abc"), sanitise).page).toBe(1);
    expect(boardPage(list, url("?page=99"), sanitise).page).toBe(3);
    expect(boardPage(list, url("?item=N4"), sanitise).openId).toBe("N4");
    expect(boardPage(list, url("?item=none"), sanitise).openId).toBeNull();
    // An id not on this page opens the page's first.
    expect(boardPage(list, url("?page=2&item=N1"), sanitise).openId).toBe("N10");
  });
});
