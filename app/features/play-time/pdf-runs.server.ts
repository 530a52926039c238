/**
 * A line of text as the PDF draws it: pieces, each in one font, in the order they stand on the page
 * from left to right. PDF has no text layout of its own and pdfkit neither picks a font per
 * character nor orders right-to-left text, so this does both, for the statement's short lines
 * (labels, days, times, references, amounts), not for paragraphs:
 *
 * - each character is written in the first font that has it, a space or mark staying in the font
 *   of the text around it (Thai and Arabic letters, Vietnamese's extra letters and plain Latin
 *   come from different subsets of Noto);
 * - a right-to-left line (Arabic) is ordered as the Unicode bidirectional algorithm orders such
 *   lines: runs of Arabic and of left-to-right text (digits, Latin, a number's sign and point),
 *   the spaces and punctuation between two runs of one direction taking that direction and the
 *   others the line's; the runs then stand right to left. A value the translator wrapped in an
 *   isolate (U+2068 … U+2069) is one run in its own direction. Brackets in a right-to-left run are
 *   mirrored, as a reader expects.
 *
 * An Arabic piece is handed over in reading order: the font's shaper (fontkit's, in pdfkit) joins
 * its letters and lays them right to left. Any other piece of a right-to-left run is reversed here.
 */

/** A font as this needs it: its name in the document and whether it has a glyph for a character. */
export interface Face {
  name: string;
  has(codePoint: number): boolean;
}

export interface Piece {
  face: string;
  /** The text to draw, left to right (an Arabic piece in reading order: the shaper joins and reverses it). */
  text: string;
}

type Direction = "ltr" | "rtl";

const FSI = "\u2068";
const PDI = "\u2069";

/** Letters of right-to-left scripts (Hebrew, Arabic and its supplements and presentation forms). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const STRONG = /[\p{L}\p{N}]/u;
/** A sign, point or comma inside a number ("-12.50", "1,000"): the number's own. */
const IN_NUMBER = /[-+.,]/;
const MIRRORED: Record<string, string> = { "(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{", "<": ">", ">": "<" };

interface Unit {
  text: string;
  dir: Direction | null;
  /** An isolate: never split, ordered in its own direction. */
  isolate: boolean;
}

const directionOf = (text: string): Direction | null => {
  for (const char of text) {
    if (RTL_LETTER.test(char)) return "rtl";
    if (STRONG.test(char)) return "ltr";
  }
  return null;
};

/** The line's characters and isolates, each with its direction (null for a space or punctuation). */
function unitsOf(text: string): Unit[] {
  const units: Unit[] = [];
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (char === FSI) {
      const end = chars.indexOf(PDI, i + 1);
      const inner = chars.slice(i + 1, end === -1 ? chars.length : end).join("");
      units.push({ text: inner, dir: directionOf(inner) ?? "ltr", isolate: true });
      i = end === -1 ? chars.length : end;
      continue;
    }
    if (char === PDI) continue;
    const digitNext = /\d/.test(chars[i + 1] ?? "");
    const digitBefore = /\d/.test(chars[i - 1] ?? "");
    const dir = RTL_LETTER.test(char)
      ? "rtl"
      : STRONG.test(char) || (IN_NUMBER.test(char) && digitNext && (digitBefore || char === "-" || char === "+"))
        ? "ltr"
        : null;
    units.push({ text: char, dir, isolate: false });
  }
  return units;
}

/** Spaces and punctuation take the direction on both sides of them when it is the same, else the line's. */
function resolve(units: Unit[], line: Direction): Array<Unit & { dir: Direction }> {
  const resolved = units.map((unit) => ({ ...unit }));
  for (let i = 0; i < resolved.length; i++) {
    if (resolved[i]!.dir) continue;
    let end = i;
    while (end < resolved.length && !resolved[end]!.dir) end++;
    const before = i > 0 ? resolved[i - 1]!.dir : line;
    const after = end < resolved.length ? resolved[end]!.dir : line;
    const dir = before === after ? before : line;
    for (let k = i; k < end; k++) resolved[k]!.dir = dir;
    i = end - 1;
  }
  return resolved as Array<Unit & { dir: Direction }>;
}

/** The text in fonts: the first face with each character, a character none has in the first face. */
function inFaces(text: string, faces: readonly Face[]): Array<{ face: Face; text: string }> {
  const pieces: Array<{ face: Face; text: string }> = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const last = pieces[pieces.length - 1];
    const keep = last && !STRONG.test(char) && last.face.has(code);
    const face = keep ? last.face : (faces.find((candidate) => candidate.has(code)) ?? faces[0]!);
    if (last && last.face === face) last.text += char;
    else pieces.push({ face, text: char });
  }
  return pieces;
}

/**
 * A run of one direction as pieces left to right. A right-to-left run is cut at its spaces too:
 * pdfkit shapes a text word by word and keeps the words in reading order, so an Arabic piece
 * must be one word, and the words are ordered here.
 */
function piecesOf(text: string, dir: Direction, faces: readonly Face[]): Piece[] {
  if (dir === "ltr") return inFaces(text, faces).map(({ face, text: part }) => ({ face: face.name, text: part }));
  const words = text.split(/( +)/).filter((word) => word !== "");
  const pieces = words.flatMap((word) =>
    inFaces(word, faces).map(({ face, text: part }) => {
      // What the shaper does not reverse (no Arabic letter in it) is reversed here, its brackets mirrored.
      if (directionOf(part) === "rtl") return { face: face.name, text: part };
      const reversed = [...part].reverse().map((char) => MIRRORED[char] ?? char);
      return { face: face.name, text: reversed.join("") };
    }),
  );
  return pieces.reverse();
}

/** `text` as pieces to draw left to right, for a line whose direction is `line` (the page's language's). */
export function visualPieces(text: string, line: Direction, faces: readonly Face[]): Piece[] {
  const units = resolve(unitsOf(text), line);
  const runs: Array<{ dir: Direction; texts: string[] }> = [];
  for (const unit of units) {
    const last = runs[runs.length - 1];
    if (last && last.dir === unit.dir && !unit.isolate) last.texts.push(unit.text);
    else runs.push({ dir: unit.dir, texts: [unit.text] });
    // Nothing joins an isolate's run after it.
    if (unit.isolate) runs.push({ dir: unit.dir, texts: [] });
  }
  const ordered = runs.filter((run) => run.texts.length > 0);
  if (line === "rtl") ordered.reverse();
  return ordered.flatMap((run) => piecesOf(run.texts.join(""), run.dir, faces));
}

/** Whether every character of `text` (bar isolate marks) is in one of the faces: else the PDF cannot write it. */
export function written(text: string, faces: readonly Face[]): boolean {
  for (const char of text) {
    if (char === FSI || char === PDI) continue;
    if (!faces.some((face) => face.has(char.codePointAt(0)!))) return false;
  }
  return true;
}
