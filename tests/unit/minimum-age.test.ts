import { describe, expect, it } from "vitest";
import { reachedAge } from "~/platform/contract/registration";

describe("reachedAge (the minimum age, checked by the portal and the platform alike)", () => {
  it("is reached on the birthday of that age, not the day before", () => {
    expect(reachedAge("2005-11-27", "2026-11-27", 21)).toBe(true);
    expect(reachedAge("2005-11-28", "2026-11-27", 21)).toBe(false);
    expect(reachedAge("2008-11-27", "2026-11-27", 18)).toBe(true);
    expect(reachedAge("2008-11-28", "2026-11-27", 18)).toBe(false);
  });

  it("comes on 1 March for one born on 29 February, in a year without one", () => {
    expect(reachedAge("2004-02-29", "2025-02-28", 21)).toBe(false);
    expect(reachedAge("2004-02-29", "2025-03-01", 21)).toBe(true);
    expect(reachedAge("2004-02-29", "2022-02-28", 18)).toBe(false);
  });

  it("refuses what is no real date", () => {
    for (const text of ["2001-02-30", "2001-13-01", "17/05/1990", "1990-5-17", "1899-12-31", ""]) {
      expect(reachedAge(text, "2026-11-27", 0), text).toBe(false);
    }
  });
});
