import { describe, expect, it } from "vitest";
import { maskCustomerName, toWinners } from "~/catalogue/views.server";
import { deferred } from "~/ui/loaded.server";
import { formatAmount, moneyFormat } from "~/format/money";
import { bannerLink, gameTypeOfNodeId } from "~/catalogue/linkage";
import { homePageOf, parseTab, tabHref } from "~/features/home/tabs";
import { groupsOf } from "~/features/home/groups";

describe("home pages", () => {
  it("are /, index, home, index.html, login and register; anything else is none", () => {
    expect(homePageOf(undefined)).toBe("home");
    expect(homePageOf("index")).toBe("home");
    expect(homePageOf("home")).toBe("home");
    expect(homePageOf("index.html")).toBe("home");
    expect(homePageOf("login")).toBe("login");
    expect(homePageOf("register")).toBe("register");
    for (const other of ["nonsense", "Login", "toString", "__proto__", "index.htm"]) expect(homePageOf(other)).toBeNull();
  });
});

describe("tabs", () => {
  it("default to HOME and accept FAV or a category that has vendors, in any case", () => {
    expect(parseTab(null, ["RNG", "LIVE"])).toBe("HOME");
    expect(parseTab("fav", ["RNG"])).toBe("FAV");
    expect(parseTab("rng", ["RNG", "LIVE"])).toBe("RNG");
    expect(parseTab("COCKFIGHT", ["RNG", "LIVE"])).toBe("HOME");
    expect(parseTab("<script>", ["RNG"])).toBe("HOME");
  });

  it("link with ?tab= and the vendor", () => {
    expect(tabHref("HOME")).toBe("/");
    expect(tabHref("RNG")).toBe("/?tab=RNG");
    expect(tabHref("RNG", "PG")).toBe("/?tab=RNG&vassalage=PG");
  });
});

describe("banner links", () => {
  it("follow ROUTE to same-site paths only", () => {
    expect(bannerLink({ type: "ROUTE", target: "/promotions" })).toEqual({ kind: "route", to: "/promotions" });
    for (const target of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "promotions", "/\tx"]) {
      expect(bannerLink({ type: "ROUTE", target })).toEqual({ kind: "none" });
    }
  });

  it("open URL in a new tab for http(s) only", () => {
    expect(bannerLink({ type: "URL", target: "https://example.org/a" })).toEqual({ kind: "url", href: "https://example.org/a" });
    expect(bannerLink({ type: "URL", target: "javascript:alert(1)" })).toEqual({ kind: "none" });
    expect(bannerLink({ type: "URL", target: "not a url" })).toEqual({ kind: "none" });
  });

  it("send GAME to its category page and NONE nowhere", () => {
    expect(gameTypeOfNodeId("RNG-PG-0002")).toBe("RNG");
    expect(gameTypeOfNodeId("COCKFIGHT-DS88-0001")).toBe("COCKFIGHT");
    expect(bannerLink({ type: "GAME", target: "LIVE-EVO-0001" })).toEqual({ kind: "route", to: "/live" });
    expect(bannerLink({ type: "GAME", target: "LOTTERY-TCG_SEA-0001" })).toEqual({ kind: "route", to: "/elott" });
    expect(bannerLink({ type: "GAME", target: "12345" })).toEqual({ kind: "none" });
    expect(bannerLink({ type: "NONE", target: "/promotions" })).toEqual({ kind: "none" });
  });
});

describe("winner board", () => {
  it("masks names the platform did not mask", () => {
    expect(maskCustomerName("player001")).toBe("pl***01");
    expect(maskCustomerName("abc")).toBe("a***");
    expect(maskCustomerName("pl***01")).toBe("pl***01");
  });

  it("sorts by amount, biggest first, in the merchant's currency", () => {
    const entry = (winCents: number) => ({ vo: { customerName: "player001", gameName: "G", iconUrl: "/assets/games/x.svg", winCents } });
    const views = toWinners([entry(500), entry(123_450), entry(6_000)], "http://img1.example", moneyFormat("PHP", "en"));
    expect(views.map((view) => view.amount)).toEqual(["₱1,234.50", "₱60.00", "₱5.00"]);
    expect(views[0].icon).toBe("http://img1.example/assets/games/x.svg");
  });
});

describe("money format", () => {
  it("shows integer minor units in the currency, with the locale's grouping and symbol placement, the sign first", () => {
    expect(formatAmount(10, "USD", "tl")).toBe("$0.10");
    expect(formatAmount(0, "PHP", "en")).toBe("₱0.00");
    expect(formatAmount(123_456_789, "PHP", "en")).toBe("₱1,234,567.89");
    expect(formatAmount(-500, "PHP", "en")).toBe("-₱5.00");
    expect(formatAmount(-1, "USD", "en")).toBe("-$0.01");
    expect(formatAmount(123_456_789, "EUR", "de")).toBe("1.234.567,89\u00a0€");
  });

  it("goes in groups of 4", () => {
    expect(groupsOf([1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(groupsOf([], 4)).toEqual([]);
  });
});

describe("deferred", () => {
  it("gives a value that is ready at once, and the promise of one that is not", async () => {
    expect(await deferred(Promise.resolve(7))).toEqual({ ready: true, value: 7 });
    const slow = new Promise((resolve) => setTimeout(() => resolve(8), 50));
    const result = await deferred(slow);
    expect(result.ready).toBe(false);
    expect(result.ready ? "ready at once" : await result.promise).toBe(8);
  });
});
