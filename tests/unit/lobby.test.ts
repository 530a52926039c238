import { describe, expect, it } from "vitest";
import { offeredClassifies, parseLobbyQuery } from "~/features/lobby/lobby-query";
import { lobbyHref } from "~/features/lobby/lobby-url";
import { pageItems } from "~/ui/page-items";

describe("pageItems: 2 margin pages, a range of 5", () => {
  it.each([
    [1, 1, [1]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, "gap", 9, 10]],
    // A gap of a single page shows that page.
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [6, 12, [1, 2, 3, 4, 5, 6, 7, 8, "gap", 11, 12]],
    [6, 20, [1, 2, 3, 4, 5, 6, 7, 8, "gap", 19, 20]],
    [10, 67, [1, 2, "gap", 8, 9, 10, 11, 12, "gap", 66, 67]],
    [67, 67, [1, 2, "gap", 63, 64, 65, 66, 67]],
  ] as const)("page %i of %i", (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });
});

describe("parseLobbyQuery", () => {
  const offered: Parameters<typeof parseLobbyQuery>[1] = { vendors: ["PG", "JILI"], classifies: ["JACKPOT", "BINGO"] };
  const parse = (query: string, options = offered) => parseLobbyQuery(new URLSearchParams(query), options);

  it("reads a whole view", () => {
    expect(parse("vassalage=PG&filter=hot&classify=jackpot&q=%20dragon%20&page=3")).toEqual({
      state: { vendor: "PG", filter: "HOT", classify: null, q: "", page: 3 },
      unknownVendor: false,
      searchTooLong: false,
    });
    expect(parse("vassalage=PG&classify=jackpot&q=%20dragon%20&page=3").state).toEqual({
      vendor: "PG",
      filter: "ALL",
      classify: "JACKPOT",
      q: "dragon",
      page: 3,
    });
  });

  it("falls back to the first page for values outside the contract", () => {
    for (const page of ["0", "-1", "1.5", "1e3", "abc", "100001", "", " 2"]) expect(parse(`page=${page}`).state.page, page).toBe(1);
    expect(parse("page=100000").state.page).toBe(100000);
    expect(parse("filter=ANY").state.filter).toBe("ALL");
    expect(parse("classify=SLOT").state.classify).toBeNull();
    expect(parse(`q=${"x".repeat(64)}`).state.q).toHaveLength(64);
    expect(parse(`q=${"x".repeat(65)}`)).toMatchObject({ state: { q: "" }, searchTooLong: true });
  });

  it("marks a vendor this lobby does not have, and ignores the vendor when the lanes are unknown", () => {
    expect(parse("vassalage=EVO")).toMatchObject({ unknownVendor: true, state: { vendor: null } });
    expect(parse("vassalage=")).toMatchObject({ unknownVendor: false, state: { vendor: null } });
    expect(parse("vassalage=PG", { ...offered, vendors: null })).toMatchObject({ unknownVendor: false, state: { vendor: null } });
  });
});

describe("offeredClassifies", () => {
  it("offers the lane's sub-categories in the fixed order, Bingo only where TY is offered", () => {
    const lane = ["SLOT", "BINGO", "TABLE", "JACKPOT"];
    expect(offeredClassifies(lane, true)).toEqual(["JACKPOT", "TABLE", "BINGO"]);
    expect(offeredClassifies(lane, false)).toEqual(["JACKPOT", "TABLE"]);
    expect(offeredClassifies([], true)).toEqual([]);
  });
});

describe("lobbyHref", () => {
  it("writes each view one way, defaults left out", () => {
    expect(lobbyHref("/rng", {})).toBe("/rng");
    expect(lobbyHref("/rng", { page: 3, q: "dragon", filter: "HOT", vendor: "PG" })).toBe("/rng?vassalage=PG&filter=HOT&q=dragon&page=3");
    expect(lobbyHref("/rng", { filter: "ALL", page: 1, q: "", classify: null })).toBe("/rng");
    expect(lobbyHref("/rng", { q: "a&b=c" })).toBe("/rng?q=a%26b%3Dc");
  });
});
