import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { AppLoadContext } from "@remix-run/node";
import { formatDateTime } from "~/format/dates";
import { NO_STORE } from "~/http/cache-headers";
import { createTranslator, type Translate } from "~/i18n/translator";
import type { StatementEntry } from "~/platform/contract/statement";
import { visualPieces, written, type Face } from "./pdf-runs.server";
import { amountText, fileName, timeText, type StatementDocument } from "./statement-document.server";

/*
 * The statement as a PDF (pdfkit, docs/decisions/statements.md). The letters come from Noto Sans
 * subsets that @fontsource packages ship (each embedded only with the glyphs a file uses): Latin,
 * Latin Extended and Vietnamese; Thai; Arabic. PDF's own standard fonts write only Western
 * European letters. A language whose texts need a letter none of them has (Chinese) gets no PDF:
 * the page offers the CSV and says why (`pdfWrites`).
 */

/** The fonts, in the order a character is looked for in them. */
const FONT_FILES = [
  ["latin", "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff"],
  ["latin-ext", "@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff"],
  ["vietnamese", "@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff"],
  ["thai", "@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff"],
  ["arabic", "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff"],
] as const;

interface LoadedFace extends Face {
  bytes: Buffer;
}

let loading: Promise<LoadedFace[]> | undefined;

/** The fonts, read once per process, when a page first asks whether its language is written (fontkit is pdfkit's own). */
function fonts(): Promise<LoadedFace[]> {
  loading ??= import("fontkit").then(({ create }) => {
    const resolve = createRequire(import.meta.url).resolve;
    return FONT_FILES.map(([name, file]) => {
      const bytes = readFileSync(resolve(file));
      const font = create(bytes) as import("fontkit").Font;
      return { name, bytes, has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) };
    });
  });
  return loading;
}

/** Every text the PDF writes, values filled in with what they may hold (times and codes are Latin). */
const pdfTexts = (t: Translate, site: string) => [
  site,
  t("playTime.statement.document"),
  t("playTime.statement.site"),
  t("playTime.statement.account"),
  t("playTime.statement.from"),
  t("playTime.statement.to"),
  t("playTime.statement.currency"),
  t("playTime.statement.made"),
  t("playTime.statement.daysNote", { zone: "GMT+8" }),
  t("playTime.statement.betNote"),
  t("playTime.statement.time", { zone: "GMT+8" }),
  t("playTime.statement.type"),
  t("playTime.statement.reference"),
  t("playTime.statement.amount", { currency: "PHP" }),
  t("playTime.statement.kinds.DEPOSIT"),
  t("playTime.statement.kinds.WITHDRAWAL"),
  t("playTime.statement.kinds.BET"),
  t("playTime.statement.totals"),
  t("playTime.statement.entries"),
  t("playTime.statement.net"),
  t("playTime.statement.none"),
  t("playTime.activity.deposits"),
  t("playTime.activity.withdrawals"),
];

/** Each pack's answer, asked once (a brand's pack of a language is one object for the process's life). */
const writes = new WeakMap<object, boolean>();

/** Whether the fonts write every text of the PDF in the request's language (and the brand's name). */
export async function pdfWrites(context: Pick<AppLoadContext, "i18n" | "brand">): Promise<boolean> {
  const known = writes.get(context.i18n.pack);
  if (known !== undefined) return known;
  const faces = await fonts();
  const answer = pdfTexts(createTranslator(context.i18n).t, context.brand.displayName).every((text) => written(text, faces));
  writes.set(context.i18n.pack, answer);
  return answer;
}

type Pdf = PDFKit.PDFDocument;

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const LINE = 13;
const SIZE = { title: 16, text: 9, note: 8 };
/** Rows drawn between two turns of the event loop: a long statement never holds the worker's other requests for long. */
const ROWS_PER_TURN = 200;

/** A column as the page's direction reads it: from its start edge, its contents at the start or the end. */
interface Column {
  x: number;
  width: number;
  align: "start" | "end";
}

const TABLE: Column[] = [
  { x: 0, width: 112, align: "start" },
  { x: 118, width: 110, align: "start" },
  { x: 234, width: 170, align: "start" },
  { x: 410, width: CONTENT_WIDTH - 410, align: "end" },
];
const LABEL: Column = { x: 0, width: 110, align: "start" };
const VALUE: Column = { x: 116, width: CONTENT_WIDTH - 116, align: "start" };
const WHOLE: Column = { x: 0, width: CONTENT_WIDTH, align: "start" };
const TOTALS: Column[] = [{ x: 0, width: 228, align: "start" }, TABLE[2]!, TABLE[3]!];

class Writer {
  y = MARGIN;

  constructor(
    readonly pdf: Pdf,
    readonly statement: StatementDocument,
    readonly faces: readonly Face[],
  ) {}

  /** One line of text in a column, in the page's direction, shrunk to fit when it is wider. */
  cell(text: string, column: Column, size = SIZE.text) {
    const pieces = visualPieces(text, this.statement.dir, this.faces);
    const widthAt = (points: number) =>
      pieces.reduce((sum, piece) => sum + this.pdf.font(piece.face).fontSize(points).widthOfString(piece.text), 0);
    const natural = widthAt(size);
    const points = natural > column.width ? (size * column.width) / natural : size;
    const width = Math.min(natural, column.width);
    const ltr = this.statement.dir === "ltr";
    const left = ltr ? MARGIN + column.x : PAGE_WIDTH - MARGIN - column.x - column.width;
    let x = (column.align === "end") === ltr ? left + column.width - width : left;
    // On one baseline: the fonts' ascents differ (Arabic's is taller), so their tops would not line up.
    const baseline = this.y + size;
    for (const piece of pieces) {
      this.pdf.font(piece.face).fontSize(points).text(piece.text, x, baseline, { lineBreak: false, baseline: "alphabetic" });
      x += this.pdf.widthOfString(piece.text);
    }
  }

  /** A text that may be longer than the page is wide: broken between words (a text without spaces is shrunk instead). */
  paragraph(text: string, size: number) {
    const words = text.split(" ");
    let line = "";
    const fits = (candidate: string) =>
      visualPieces(candidate, this.statement.dir, this.faces).reduce(
        (sum, piece) => sum + this.pdf.font(piece.face).fontSize(size).widthOfString(piece.text),
        0,
      ) <= CONTENT_WIDTH;
    for (const word of words) {
      const candidate = line === "" ? word : `${line} ${word}`;
      if (line !== "" && !fits(candidate)) {
        this.cell(line, WHOLE, size);
        this.y += LINE;
        line = word;
      } else {
        line = candidate;
      }
    }
    this.cell(line, WHOLE, size);
    this.y += LINE;
  }

  rule() {
    this.pdf
      .moveTo(MARGIN, this.y - 2)
      .lineTo(PAGE_WIDTH - MARGIN, this.y - 2)
      .lineWidth(0.5)
      .strokeColor("#999999")
      .stroke();
  }

  row(texts: string[], columns: Column[], size = SIZE.text) {
    texts.forEach((text, index) => this.cell(text, columns[index]!, size));
    this.y += LINE;
  }

  /** Room for `lines` more lines on this page, else a new page (with the table's headings again when `headings`). */
  room(lines: number, headings?: string[]) {
    if (this.y + lines * LINE <= PAGE_HEIGHT - MARGIN) return;
    this.pdf.addPage();
    this.y = MARGIN;
    if (headings) this.headings(headings, TABLE);
  }

  headings(texts: string[], columns: Column[]) {
    this.row(texts, columns, SIZE.note);
    this.rule();
    this.y += 2;
  }
}

async function render(writer: Writer, entries: StatementEntry[]) {
  const { statement } = writer;
  const { t, zone, totals } = statement;
  writer.cell(t("playTime.statement.document"), WHOLE, SIZE.title);
  writer.y += 26;
  const heads: Array<[string, string]> = [
    [t("playTime.statement.site"), statement.site],
    [t("playTime.statement.account"), statement.account],
    [t("playTime.statement.from"), statement.from],
    [t("playTime.statement.to"), statement.to],
    [t("playTime.statement.currency"), statement.currency],
    [t("playTime.statement.made"), formatDateTime(statement.madeAt, zone)],
  ];
  for (const [label, value] of heads) {
    writer.cell(label, LABEL);
    writer.cell(value, VALUE);
    writer.y += LINE;
  }
  writer.y += 4;
  writer.paragraph(t("playTime.statement.daysNote", { zone: zone.label }), SIZE.note);
  writer.paragraph(t("playTime.statement.betNote"), SIZE.note);
  writer.y += 8;

  const headings = [
    t("playTime.statement.time", { zone: zone.label }),
    t("playTime.statement.type"),
    t("playTime.statement.reference"),
    t("playTime.statement.amount", { currency: statement.currency }),
  ];
  writer.room(3);
  writer.headings(headings, TABLE);
  if (entries.length === 0) writer.row([t("playTime.statement.none")], [WHOLE]);
  for (const [index, entry] of entries.entries()) {
    writer.room(1, headings);
    writer.row(
      [timeText(statement, entry), t(`playTime.statement.kinds.${entry.kind}`), entry.reference, amountText(statement, entry.amountCents)],
      TABLE,
    );
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
  }

  writer.y += 10;
  writer.room(5);
  writer.headings([t("playTime.statement.totals"), t("playTime.statement.entries"), headings[3]!], TOTALS);
  writer.row([t("playTime.activity.deposits"), String(totals.deposits), amountText(statement, totals.depositsCents)], TOTALS);
  writer.row([t("playTime.activity.withdrawals"), String(totals.withdrawals), amountText(statement, totals.withdrawalsCents)], TOTALS);
  writer.row([t("playTime.statement.net"), String(totals.bets), amountText(statement, totals.netCents)], TOTALS);
  writer.pdf.end();
}

/**
 * The statement as a PDF download: every page of entries is read first (the caller bounds how
 * many), then the file is drawn and sent as it is made, giving the event loop a turn every few
 * hundred rows.
 */
export async function statementPdf(statement: StatementDocument): Promise<Response> {
  const entries = [...statement.first];
  for (let page = await statement.next(); page !== null; page = await statement.next()) entries.push(...page);
  const [faces, { default: PDFDocument }] = await Promise.all([fonts(), import("pdfkit")]);
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: statement.lang,
    info: { Title: `${statement.t("playTime.statement.document")} ${statement.from} – ${statement.to}`, Author: statement.site },
  });
  for (const face of faces) pdf.registerFont(face.name, face.bytes);
  const body = Readable.toWeb(pdf) as ReadableStream<Uint8Array>;
  render(new Writer(pdf, statement, faces), entries).catch((error: unknown) => pdf.destroy(error instanceof Error ? error : undefined));
  return new Response(body, {
    headers: {
      ...NO_STORE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName(statement, "pdf")}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
