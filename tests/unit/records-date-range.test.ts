import { describe, expect, it } from "vitest";
import { parseChoice, parseDateRange } from "~/features/records/date-range";

const limits = { today: "2026-03-01", maxRangeDays: 90 };
const parse = (query: string) => parseDateRange(new URLSearchParams(query), limits);

describe("parseDateRange", () => {
  it("counts the presets back from the platform's today, across a month end", () => {
    expect(parse("range=today").range).toEqual({ preset: "today", from: "2026-03-01", to: "2026-03-01" });
    expect(parse("range=7d").range).toEqual({ preset: "7d", from: "2026-02-23", to: "2026-03-01" });
    expect(parse("range=30d").range).toEqual({ preset: "30d", from: "2026-01-31", to: "2026-03-01" });
  });

  it("takes the last 7 days, silently, for a missing or unknown range", () => {
    for (const query of ["", "range=", "range=365d", "range=TODAY"]) {
      expect(parse(query)).toMatchObject({ range: { preset: "7d", from: "2026-02-23" }, problem: null });
    }
  });

  it("accepts a custom range of up to the platform's limit, ending today at the latest", () => {
    expect(parse("range=custom&from=2025-12-02&to=2026-03-01")).toMatchObject({
      range: { preset: "custom", from: "2025-12-02" },
      problem: null,
    });
    expect(parse("range=custom&from=2026-02-28&to=2026-02-28").problem).toBeNull();
  });

  it("names what is wrong with a custom range it cannot use, and falls back to the last 7 days", () => {
    const cases: Array<[string, string]> = [
      ["from=2025-12-01&to=2026-03-01", "tooLong"],
      ["from=2026-02-10&to=2026-02-09", "order"],
      ["from=2026-02-10&to=2026-03-02", "future"],
      ["from=2026-02-29&to=2026-03-01", "invalid"],
      ["from=2026-2-1&to=2026-03-01", "invalid"],
      ["to=2026-03-01", "invalid"],
    ];
    for (const [query, problem] of cases) {
      const parsed = parse(`range=custom&${query}`);
      expect(parsed.problem, query).toBe(problem);
      expect(parsed.range).toEqual({ preset: "7d", from: "2026-02-23", to: "2026-03-01" });
    }
  });

  it("keeps what was typed, cut to a day's length, to show it again", () => {
    expect(parse(`range=custom&from=${"9".repeat(50)}&to=x`).typed).toEqual({ from: "9999999999", to: "x" });
  });
});

describe("parseChoice", () => {
  it("is one of the allowed values, else null (all)", () => {
    expect(parseChoice("VIP", ["VIP", "REBATE"] as const)).toBe("VIP");
    for (const value of [null, "", "vip", "__proto__", "VIP "]) expect(parseChoice(value, ["VIP", "REBATE"] as const)).toBeNull();
  });
});
