import { describe, expect, it } from "vitest";
import { MAX_PAGE, pageHref, parsePage } from "~/ui/paging";

describe("parsePage: a whole number from 1 to the last page, else the first page", () => {
  it.each([
    ["2", 2],
    ["1", 1],
    [String(MAX_PAGE), MAX_PAGE],
  ])("%s is page %i", (value, page) => {
    expect(parsePage(value)).toBe(page);
  });

  it.each([null, "", " 2", "0", "-1", "2.5", "abc", "1e3", "0x10", String(MAX_PAGE + 1), "99999999", "1".repeat(400)])(
    "%s is the first page",
    (value) => {
      expect(parsePage(value)).toBe(1);
    },
  );

  it("takes a lower last page for a list whose call takes fewer pages", () => {
    expect(parsePage("10000", 10_000)).toBe(10_000);
    expect(parsePage("10001", 10_000)).toBe(1);
  });
});

describe("pageHref", () => {
  it("keeps the other parameters and drops page for the first page", () => {
    expect(pageHref("/records", "?type=LIVE&page=3", 4)).toBe("/records?type=LIVE&page=4");
    expect(pageHref("/records", "?type=LIVE&page=3", 1)).toBe("/records?type=LIVE");
    expect(pageHref("/records", "?page=3", 1)).toBe("/records");
  });
});
