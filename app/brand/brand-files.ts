import {
  Document,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Node as YamlNode,
  type ToStringOptions,
  type YAMLSeq,
} from "yaml";
import type { ZodIssue } from "zod";
import type { BrandThemeSource } from "../../themes/base";
import { brandSchema, type Brand } from "./schema";
import { brandThemeSchema } from "./theme-schema";

/**
 * A brand's files as text (docs/decisions/brand-data-files.md): `brand.yaml` (its config) and
 * `theme.yaml` (its palettes) are data, read with the brand schema, written by people and by the
 * console alike. Nothing here touches the file system: the registry reads the files, the console
 * checks and edits their text with the same functions.
 */
export const BRAND_FILE = "brand.yaml";
export const THEME_FILE = "theme.yaml";
/** The folder inside a brand's holding its draft: a full copy of its files, shown only in a preview. */
export const DRAFT_FOLDER = "draft";

/** A file's validated value, or one `field: problem` (or `line N: problem`) line per problem. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/**
 * How the files are written: no line folded (a long link stays on its line), lists of plain
 * values as `[a, b]` (as the project's formatter writes them).
 */
const WRITE: ToStringOptions = { lineWidth: 0, flowCollectionPadding: false };
/** A list of plain values is written on one line up to this long; a longer one, one item a line. */
const FLOW_LIST_WIDTH = 100;

/**
 * The YAML text as plain data, or its syntax errors by line. Only the core schema (strings,
 * numbers, booleans, null, lists, maps): an unknown tag, a repeated key or a second document is
 * a problem, not something quietly read another way.
 */
export function readYaml(text: string): Checked<unknown> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problems = [...doc.errors, ...doc.warnings].map((error) => {
    const message = error.message.split("\n")[0];
    return `line ${lineCounter.linePos(error.pos[0]).line}: ${message}`;
  });
  if (problems.length > 0) return { ok: false, problems };
  try {
    return { ok: true, value: doc.toJS({ maxAliasCount: 50 }) };
  } catch (error) {
    return { ok: false, problems: [`(file): ${error instanceof Error ? error.message : String(error)}`] };
  }
}

/** The schema's issues as `field: problem` lines (`(top level)` for the file's own shape). */
export function issueLines(issues: readonly ZodIssue[]): string[] {
  return issues.map((issue) => `${issue.path.join(".") || "(top level)"}: ${issue.message}`);
}

function parsed<T>(text: string, parse: (raw: unknown) => { success: true; data: T } | { success: false; error: { issues: ZodIssue[] } }) {
  const read = readYaml(text);
  if (!read.ok) return read;
  const result = parse(read.value);
  return result.success ? ({ ok: true, value: result.data } as const) : ({ ok: false, problems: issueLines(result.error.issues) } as const);
}

/** A `brand.yaml` text checked with the brand schema (that its id is its folder's is the registry's check). */
export function parseBrandYaml(text: string): Checked<Brand> {
  return parsed(text, (raw) => brandSchema.safeParse(raw));
}

/** A `theme.yaml` text checked with the theme schema: each mode's colours, and nothing else. */
export function parseThemeYaml(text: string): Checked<BrandThemeSource> {
  return parsed(text, (raw) => brandThemeSchema.safeParse(raw));
}

function editable(text: string): Document {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) throw new Error(`cannot edit a YAML text with errors: ${doc.errors[0].message.split("\n")[0]}`);
  return doc;
}

/** Whether a list is written on one line: plain values only, short enough. */
function flowsOnOneLine(node: YAMLSeq): boolean {
  const width = node.items.reduce<number>((sum, item) => sum + String(isScalar(item) ? item.value : "").length + 2, 2);
  return node.items.length > 0 && node.items.every((item) => isScalar(item)) && width <= FLOW_LIST_WIDTH;
}

/** Lists of plain values, short enough, on one line: how the brand files write them; everything else one entry a line. */
function flowShortLists(node: unknown): void {
  if (isSeq(node)) {
    if (flowsOnOneLine(node)) node.flow = true;
    else node.items.forEach(flowShortLists);
  } else if (isMap(node)) {
    for (const pair of node.items) flowShortLists(pair.value);
  }
}

/**
 * After an edit, the collections on its path written as the files write them: a map that got an
 * entry (`social: {}` given a link) one entry a line, a list on one line only while it fits.
 */
function restylePath(doc: Document, path: ReadonlyArray<string | number>): void {
  for (let depth = 0; depth < path.length; depth++) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if (isMap(node)) node.flow = false;
    else if (isSeq(node)) node.flow = flowsOnOneLine(node);
  }
}

/**
 * `text` with the value at `path` (keys and list indexes) set to `value`, every comment and the
 * rest of the text kept as written. A plain value replaces a plain value in place (its trailing
 * comment stays); maps and lists missing on the way are made. Throws on a text with syntax errors,
 * and on an undefined value (`deleteYamlValue` removes one).
 */
export function setYamlValue(text: string, path: ReadonlyArray<string | number>, value: unknown): string {
  if (value === undefined) throw new Error(`no value to set at ${path.join(".")}: deleteYamlValue removes one`);
  const doc = editable(text);
  const node = doc.createNode(value) as YamlNode;
  flowShortLists(node);
  doc.setIn(path, isScalar(node) ? value : node);
  restylePath(doc, path);
  return doc.toString(WRITE);
}

/** `text` without the value at `path` (nor the comment above its key), the rest kept as written; as it was when there is none. */
export function deleteYamlValue(text: string, path: ReadonlyArray<string | number>): string {
  const doc = editable(text);
  if (!doc.hasIn(path)) return text;
  doc.deleteIn(path);
  restylePath(doc, path.slice(0, -1));
  return doc.toString(WRITE);
}

/**
 * A value as a brand file's text: `comment` at the top, and a comment above some keys (by their
 * dotted path: `responsibleGaming.nationalRegister`). Comments are plain text, one `#` line per line.
 */
export function toYaml(value: unknown, comments: { top?: string; keys?: Record<string, string> } = {}): string {
  const doc = new Document(value);
  flowShortLists(doc.contents);
  if (comments.top) doc.commentBefore = asComment(comments.top);
  for (const [path, comment] of Object.entries(comments.keys ?? {})) {
    const keys = path.split(".");
    const parent = keys.length > 1 ? doc.getIn(keys.slice(0, -1), true) : doc.contents;
    const pair = isMap(parent) ? parent.items.find((item) => isScalar(item.key) && item.key.value === keys[keys.length - 1]) : undefined;
    if (!pair || !isScalar(pair.key)) throw new Error(`no key ${path} to comment`);
    pair.key.commentBefore = asComment(comment);
  }
  return doc.toString(WRITE);
}

/** Each line of a comment with the space after its `#`. */
const asComment = (text: string) =>
  text
    .split("\n")
    .map((line) => ` ${line}`.trimEnd())
    .join("\n");
