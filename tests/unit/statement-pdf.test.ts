import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { visualPieces, type Face } from "~/features/play-time/pdf-runs.server";
import { pdfWrites } from "~/features/play-time/statement-pdf.server";
import { PACKS } from "~/i18n/packs.server";
import type { Language } from "~/platform/contract/common";

/*
 * The PDF's lines: each character in a font that has it, right-to-left lines in the order a
 * reader of Arabic reads them, and which languages the PDF's fonts write at all.
 */

const face = (name: string, has: (codePoint: number) => boolean): Face => ({ name, has });
const LATIN = face("latin", (code) => code <= 0xff);
const VIETNAMESE = face("vietnamese", (code) => code >= 0x1ea0 && code <= 0x1ef9);
/** As Noto's Arabic subset: its letters and a space, no Latin punctuation. */
const ARABIC = face("arabic", (code) => code === 0x20 || (code >= 0x600 && code <= 0x6ff));
const FACES = [LATIN, VIETNAMESE, ARABIC];

/** The pieces as drawn, left to right: each one's text (an Arabic piece in reading order, as the shaper takes it) and font. */
const drawn = (text: string, line: "ltr" | "rtl") => visualPieces(text, line, FACES).map((piece) => [piece.text, piece.face]);

describe("a line of the PDF", () => {
  it("is one piece when one font writes it", () => {
    expect(drawn("Deposit 1000.00", "ltr")).toEqual([["Deposit 1000.00", "latin"]]);
  });

  it("takes each letter from a font that has it, a space staying in the font around it", () => {
    expect(drawn("Tải CSV", "ltr")).toEqual([
      ["T", "latin"],
      ["ả", "vietnamese"],
      ["i CSV", "latin"],
    ]);
  });

  it("stands Arabic words right to left, one word a piece, with the numbers and codes in their own order", () => {
    expect(drawn("كشف الحساب", "rtl")).toEqual([
      ["الحساب", "arabic"],
      [" ", "latin"],
      ["كشف", "arabic"],
    ]);
    expect(drawn("الأوقات بتوقيت GMT+8.", "rtl").map(([text]) => text)).toEqual([".", "GMT+8", " ", "بتوقيت", " ", "الأوقات"]);
    expect(drawn("-25.00", "rtl")).toEqual([["-25.00", "latin"]]);
    expect(drawn("2026-01-01 08:00:00", "rtl")).toEqual([["2026-01-01 08:00:00", "latin"]]);
  });

  it("mirrors brackets in a right-to-left line, and keeps a filled-in value (an isolate) whole", () => {
    expect(drawn("المبلغ (PHP)", "rtl").map(([text]) => text)).toEqual(["(", "PHP", ")", " ", "المبلغ"]);
    expect(drawn("الوقت (\u2068GMT+8\u2069)", "rtl").map(([text]) => text)).toEqual(["(", "GMT+8", ")", " ", "الوقت"]);
    expect(drawn("صافي النتيجة (الأرباح)", "rtl").map(([text]) => text)).toEqual(["(", "الأرباح", ")", " ", "النتيجة", " ", "صافي"]);
  });

  it("keeps an Arabic name inside a left-to-right line in its own order", () => {
    expect(drawn("Site: نخيل كازينو", "ltr").map(([text]) => text)).toEqual(["Site: ", "كازينو", " ", "نخيل"]);
  });
});

describe("the languages the PDF writes", () => {
  const writesIn = (language: Language, site = "Aurora Casino") =>
    pdfWrites({ i18n: { language, pack: PACKS[language]!, languages: [language], packs: {} }, brand: { displayName: site } } as Pick<
      AppLoadContext,
      "i18n" | "brand"
    >);

  it.each(["EN", "TY", "ID", "VI", "TH", "AR"] as const)("writes %s: its fonts have every letter of its texts", async (language) => {
    expect(await writesIn(language)).toBe(true);
  });

  it("does not write Chinese, whose letters no font it carries has: that page offers the CSV", async () => {
    expect(await writesIn("CN")).toBe(false);
  });
});
