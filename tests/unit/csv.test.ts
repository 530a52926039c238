import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "~/format/csv";

describe("the CSV downloads", () => {
  it.each([
    ["plain", '"plain"'],
    ['say "hi", then go', '"say ""hi"", then go"'],
    ["two\r\nlines", '"two\r\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+1", '"\'+1"'],
    ["-₱12.00", '"\'-₱12.00"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\tcmd", '"\'\tcmd"'],
    ["a=b", '"a=b"'],
    ["-12.50", '"-12.50"'],
    ["-1e3", '"\'-1e3"'],
    ["", '""'],
  ])("writes %j as %s", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("joins fields with commas and lines with CRLF after a UTF-8 BOM", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["1", "2"],
      ]),
    ).toBe('\uFEFF"a","b"\r\n"1","2"\r\n');
  });
});
