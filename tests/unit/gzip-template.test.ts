import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gzipTemplate, renderGzip, renderPlain } from "../../server/gzip-template";

describe("gzip templates", () => {
  it("decompresses to the pieces joined by the text of each answer", () => {
    const pieces = ['<html><head><script nonce="', '">x()</script></head><body>', "é漢字🎰".repeat(500), "</body></html>"];
    const template = gzipTemplate(pieces);
    for (const nonce of ["abc", "Zm9vYmFyYmF6cXV4cXV1eA==", ""]) {
      expect(gunzipSync(renderGzip(template, nonce)).toString("utf8")).toBe(pieces.join(nonce));
      expect(renderPlain(template, nonce).toString("utf8")).toBe(pieces.join(nonce));
    }
  });

  it("holds for any pieces and text", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme", maxLength: 2000 }), { minLength: 1, maxLength: 6 }),
        fc.string({ maxLength: 64 }),
        (pieces, between) => {
          expect(gunzipSync(renderGzip(gzipTemplate(pieces), between)).toString("utf8")).toBe(pieces.join(between));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("puts each gap's own text between the pieces when given one per gap", () => {
    const joined = (pieces: string[], fillers: string[]) => pieces.map((piece, i) => piece + (fillers[i] ?? "")).join("");
    fc.assert(
      fc.property(
        fc
          .array(fc.string({ unit: "grapheme", maxLength: 500 }), { minLength: 1, maxLength: 8 })
          .chain((pieces) =>
            fc.tuple(
              fc.constant(pieces),
              fc.array(fc.string({ unit: "grapheme", maxLength: 80 }), { minLength: pieces.length - 1, maxLength: pieces.length - 1 }),
            ),
          ),
        ([pieces, fillers]) => {
          const template = gzipTemplate(pieces);
          expect(gunzipSync(renderGzip(template, fillers)).toString("utf8")).toBe(joined(pieces, fillers));
          expect(renderPlain(template, fillers).toString("utf8")).toBe(joined(pieces, fillers));
        },
      ),
      { numRuns: 200 },
    );
    expect(() => renderGzip(gzipTemplate(["a", "b", "c"]), ["only one"])).toThrow(RangeError);
  });

  it("holds a filler longer than one stored block", () => {
    const long = "ñ".repeat(70_000);
    expect(gunzipSync(renderGzip(gzipTemplate(["<", ">"]), [long])).toString("utf8")).toBe(`<${long}>`);
  });

  it("is much smaller than the page and costs no compression per answer", () => {
    const page = Array.from({ length: 400 }, (_, i) => `<div class="card" data-id="${i}">Game ${i}</div>`).join("");
    const template = gzipTemplate([page.slice(0, 5000), page.slice(5000)]);
    expect(renderGzip(template, "n".repeat(24)).length).toBeLessThan(page.length / 5);
  });
});
