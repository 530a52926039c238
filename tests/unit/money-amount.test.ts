import { describe, expect, it } from "vitest";
import { basisPointsPercent, minorToDecimal, parseAmount, parseDecimal } from "~/format/amount";
import { formatAmount, minorDigits, moneyFormat } from "~/format/money";

describe("a currency's minor digits", () => {
  it("are Intl's: two for PHP, USD and THB, none for VND, three for KWD and BHD", () => {
    expect(["PHP", "USD", "THB", "VND", "KWD", "BHD"].map(minorDigits)).toEqual([2, 2, 2, 0, 3, 3]);
  });

  it("refuse a code that is not one", () => {
    expect(() => minorDigits("PESO")).toThrow(RangeError);
  });
});

describe("reading an amount field", () => {
  it("takes digits with at most two decimals in PHP, as integer centavos", () => {
    expect(parseAmount("100", "PHP")).toEqual({ minor: 10000 });
    expect(parseAmount(" 12.5 ", "PHP")).toEqual({ minor: 1250 });
    expect(parseAmount("0.01", "PHP")).toEqual({ minor: 1 });
    expect(parseAmount("9999999999.99", "PHP")).toEqual({ minor: 999999999999 });
    // No float on the way: 0.1 + 0.2 style errors cannot creep in.
    expect(parseAmount("1234567.89", "PHP")).toEqual({ minor: 123456789 });
  });

  it("says why anything else is not an amount in PHP", () => {
    expect(parseAmount(undefined, "PHP")).toEqual({ problem: "money.amountRequired" });
    expect(parseAmount("   ", "PHP")).toEqual({ problem: "money.amountRequired" });
    expect(parseAmount("1.234", "PHP")).toEqual({ problem: "money.amountDecimals" });
    expect(parseAmount("100.505", "PHP")).toEqual({ problem: "money.amountDecimals" });
    for (const text of ["1,000.50", "1e3", "-5", "+5", "12.", ".5", "abc", "12345678901"]) {
      expect(parseAmount(text, "PHP"), text).toEqual({ problem: "money.amountInvalid" });
    }
    expect(parseAmount("0", "PHP")).toEqual({ problem: "money.amountPositive" });
    expect(parseAmount("0.00", "PHP")).toEqual({ problem: "money.amountPositive" });
  });

  it("takes USD and THB as PHP: two decimals", () => {
    for (const currency of ["USD", "THB"]) {
      expect(parseAmount("1234.5", currency)).toEqual({ minor: 123450 });
      expect(parseAmount("1234.567", currency)).toEqual({ problem: "money.amountDecimals" });
    }
  });

  it("takes whole đồng only in VND, up to twelve digits", () => {
    expect(parseAmount("1000000", "VND")).toEqual({ minor: 1000000 });
    expect(parseAmount("50000", "VND")).toEqual({ minor: 50000 });
    expect(parseAmount("999999999999", "VND")).toEqual({ minor: 999999999999 });
    expect(parseAmount("1000.5", "VND")).toEqual({ problem: "money.amountWhole" });
    expect(parseAmount("1000.00", "VND")).toEqual({ problem: "money.amountWhole" });
    for (const text of ["1.000.000", "1,000", "1000.", "-5", "1e6", "1000000000000"]) {
      expect(parseAmount(text, "VND"), text).toEqual({ problem: "money.amountInvalidWhole" });
    }
    expect(parseAmount("0", "VND")).toEqual({ problem: "money.amountPositive" });
  });

  it("takes three decimals in KWD and BHD, as fils", () => {
    expect(parseAmount("1.5", "KWD")).toEqual({ minor: 1500 });
    expect(parseAmount("12.345", "KWD")).toEqual({ minor: 12345 });
    expect(parseAmount("999999999.999", "BHD")).toEqual({ minor: 999999999999 });
    expect(parseAmount("12.3456", "KWD")).toEqual({ problem: "money.amountDecimalsThree" });
    expect(parseAmount("1234567890.5", "BHD")).toEqual({ problem: "money.amountInvalid" });
  });

  it("writes minor units back as the field's text in the currency's digits, which reads back to the same units", () => {
    expect(minorToDecimal(12345, "PHP")).toBe("123.45");
    expect(minorToDecimal(5, "PHP")).toBe("0.05");
    expect(minorToDecimal(-250, "USD")).toBe("-2.50");
    expect(minorToDecimal(1000000, "VND")).toBe("1000000");
    expect(minorToDecimal(12345, "KWD")).toBe("12.345");
    expect(minorToDecimal(5, "BHD")).toBe("0.005");
    for (const currency of ["PHP", "VND", "KWD"]) {
      for (const minor of [1, 99, 100, 123456789]) expect(parseAmount(minorToDecimal(minor, currency), currency)).toEqual({ minor });
    }
  });

  it("reads a decimal of fixed digits (an agent's rate in percent) whatever the currency", () => {
    expect(parseDecimal("12.5", 2)).toEqual({ value: 1250 });
    expect(parseDecimal("0", 2)).toEqual({ problem: "zero" });
    expect(parseDecimal("1.234", 2)).toEqual({ problem: "decimals" });
    expect(basisPointsPercent(1250)).toBe("12.5");
    expect(basisPointsPercent(150)).toBe("1.5");
    expect(basisPointsPercent(800)).toBe("8");
    expect(basisPointsPercent(10_000)).toBe("100");
  });
});

describe("showing an amount", () => {
  it("keeps the PHP brands' look in English and Tagalog: the symbol, two decimals, the sign before the symbol", () => {
    expect(formatAmount(123450, "PHP", "en")).toBe("₱1,234.50");
    expect(formatAmount(10000, "PHP", "en")).toBe("₱100.00");
    expect(formatAmount(-500, "PHP", "en")).toBe("-₱5.00");
    expect(formatAmount(123450, "PHP", "tl")).toBe("₱1,234.50");
  });

  // Intl puts a no-break space (U+00A0) between a number and a symbol or code written apart.
  it("writes đồng as Vietnamese does, with no decimals", () => {
    expect(formatAmount(1000000, "VND", "vi")).toBe("1.000.000\u00a0₫");
    expect(formatAmount(-1500, "VND", "vi")).toBe("-1.500\u00a0₫");
    expect(formatAmount(1000000, "VND", "en")).toBe("₫1,000,000");
  });

  it("writes baht, dollars and three-decimal dinars in the page's language", () => {
    expect(formatAmount(123450, "THB", "th")).toBe("฿1,234.50");
    expect(formatAmount(123450, "THB", "en")).toBe("฿1,234.50");
    expect(formatAmount(5, "USD", "en")).toBe("$0.05");
    expect(formatAmount(1234567, "KWD", "en")).toBe("KWD\u00a01,234.567");
    expect(formatAmount(5, "BHD", "en")).toBe("BHD\u00a00.005");
  });

  it("formats exactly, past a float's reach", () => {
    expect(formatAmount(999999999999, "PHP", "en")).toBe("₱9,999,999,999.99");
    expect(formatAmount(2 ** 53 - 1, "VND", "en")).toBe("₫9,007,199,254,740,991");
    expect(() => formatAmount(1.5, "VND", "en")).toThrow(RangeError);
  });

  it("is one format per currency and locale for a page's many amounts", () => {
    const vnd = moneyFormat("VND", "vi");
    expect([vnd(0), vnd(50000), vnd(1000000)]).toEqual(["0\u00a0₫", "50.000\u00a0₫", "1.000.000\u00a0₫"]);
  });
});
