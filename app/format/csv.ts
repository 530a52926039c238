/**
 * CSV as the portal's downloads write it (RFC 4180): every field quoted, CRLF between lines, and a
 * byte order mark first, so spreadsheets read the file as UTF-8 (names and texts in Thai, Arabic
 * or Vietnamese stay readable).
 */

/** What starts every file: U+FEFF, written as UTF-8's byte order mark. */
export const CSV_BOM = "\uFEFF";

/** Cells a spreadsheet would read as a formula: they get a leading apostrophe (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain decimal number ("-12.50", "1000"): a spreadsheet reads it as a number, and a number is no formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One CSV field: formula-guarded (a plain number is left as it is), then quoted, its quotes doubled. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One line of fields, with its CRLF. */
export const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(",")}\r\n`;

/** Lines of fields as a whole CSV file's text. */
export const toCsv = (lines: ReadonlyArray<readonly string[]>) => `${CSV_BOM}${lines.map(csvLine).join("")}`;
