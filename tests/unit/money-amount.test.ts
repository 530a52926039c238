import { describe, expect, it } from "vitest";
import { centsToDecimal, parseAmount } from "~/format/amount";
import { formatAmount } from "~/format/money";

describe("reading an amount field", () => {
  it("takes digits with at most two decimals, as integer cents", () => {
    expect(parseAmount("100")).toEqual({ cents: 10000 });
    expect(parseAmount(" 12.5 ")).toEqual({ cents: 1250 });
    expect(parseAmount("0.01")).toEqual({ cents: 1 });
    expect(parseAmount("9999999999.99")).toEqual({ cents: 999999999999 });
    // No float on the way: 0.1 + 0.2 style errors cannot creep in.
    expect(parseAmount("1234567.89")).toEqual({ cents: 123456789 });
  });

  it("says why anything else is not an amount", () => {
    expect(parseAmount(undefined)).toEqual({ problem: "money.amountRequired" });
    expect(parseAmount("   ")).toEqual({ problem: "money.amountRequired" });
    expect(parseAmount("1.234")).toEqual({ problem: "money.amountDecimals" });
    for (const text of ["1,000.50", "1e3", "-5", "+5", "12.", ".5", "abc", "12345678901"]) {
      expect(parseAmount(text), text).toEqual({ problem: "money.amountInvalid" });
    }
    expect(parseAmount("0")).toEqual({ problem: "money.amountPositive" });
    expect(parseAmount("0.00")).toEqual({ problem: "money.amountPositive" });
  });

  it("writes cents back as the field's text, which reads back to the same cents", () => {
    expect(centsToDecimal(12345)).toBe("123.45");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(-250)).toBe("-2.50");
    for (const cents of [1, 99, 100, 123456789]) expect(parseAmount(centsToDecimal(cents))).toEqual({ cents });
  });

  it("shows an amount with the currency symbol, the sign before it", () => {
    expect(formatAmount(123450, "₱", "en-US")).toBe("₱1,234.50");
    expect(formatAmount(-500, "₱", "en-US")).toBe("-₱5.00");
  });
});
