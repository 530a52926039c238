import ts from "typescript";

/**
 * Finds the physical horizontal CSS of a style module (`*.css.ts`) or of a component's `style`
 * attribute: what would not turn over in a right-to-left page. Logical properties follow the
 * page's direction by themselves (`<html dir>`, from the language), so layouts are written in
 * them (docs/decisions/right-to-left.md). Read from the syntax tree, so comments and selector
 * strings are not style. Vertical properties (`marginTop`, `top`) are left alone: the block axis
 * is the same both ways.
 *
 * A property that must stay physical says so, with its reason, in a comment just above it:
 * `// physical-css: <why>` (one today: the game card's float, for browsers without logical floats).
 */

/** The side of a left-to-right design: left is where the line starts. */
const SIDE = { Left: "Start", Right: "End" } as const;
const BLOCK_SIDE = { Top: "Start", Bottom: "End" } as const;
type Side = keyof typeof SIDE;

/** A property that names a side of the line (either spelling: `marginLeft`, `"margin-left"`), and the logical one to write instead. */
const PHYSICAL_PROPERTIES: ReadonlyArray<[RegExp, (...parts: string[]) => string]> = [
  [/^(margin|padding|scrollMargin|scrollPadding)(Left|Right)$/, (box, side) => `${box}Inline${SIDE[side as Side]}`],
  [/^(left|right)$/, (side) => `insetInline${side === "left" ? "Start" : "End"}`],
  [/^border(Left|Right)(Color|Style|Width)?$/, (side, part = "") => `borderInline${SIDE[side as Side]}${part}`],
  [
    /^border(Top|Bottom)(Left|Right)Radius$/,
    (block, side) => `border${BLOCK_SIDE[block as keyof typeof BLOCK_SIDE]}${SIDE[side as Side]}Radius`,
  ],
];

/** A property whose value may name a side: `textAlign: "left"` -> "start". */
const SIDE_VALUES = new Set(["textAlign", "textAlignLast", "float", "clear", "justifyContent", "justifyItems", "justifySelf"]);

/** Shorthands of four sides (top, right, bottom, left): right and left must be the same, or it is two logical ones. */
const FOUR_SIDES = new Set(["margin", "padding", "inset", "scrollMargin", "scrollPadding", "borderWidth", "borderStyle", "borderColor"]);

export interface PhysicalCss {
  file: string;
  line: number;
  property: string;
  problem: string;
}

/** `margin-left` -> `marginLeft`. */
const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function propertyName(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return camel(name.text);
  return null;
}

/**
 * A value's source text split into its space-separated parts, a template's `${...}` and a
 * function's `(...)` each kept whole: `${vars.space.xs} 0 ${a} calc(1px + 2px)` is four parts.
 * Null for a value that is not written out (a name, a call).
 */
function valueParts(value: ts.Expression, source: ts.SourceFile): string[] | null {
  if (ts.isNumericLiteral(value)) return [value.text];
  if (!ts.isStringLiteral(value) && !ts.isNoSubstitutionTemplateLiteral(value) && !ts.isTemplateExpression(value)) return null;
  const text = ts.isTemplateExpression(value) ? value.getText(source).slice(1, -1) : value.text;
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "(" || char === "{") depth++;
    if (char === ")" || char === "}") depth--;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = "";
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** Why a value of four sides (or a radius of four corners) differs between left and right; null when it does not. */
function asymmetry(property: string, parts: string[]): string | null {
  if (FOUR_SIDES.has(property)) {
    // top right bottom left: only four values can tell right from left.
    const [block, inline] = property.startsWith("border")
      ? [property.replace("border", "borderBlock"), property.replace("border", "borderInline")]
      : [`${property}Block`, `${property}Inline`];
    return parts.length === 4 && parts[1] !== parts[3]
      ? `its right (${parts[1]}) and left (${parts[3]}) differ: write ${block} and ${inline} (start, end)`
      : null;
  }
  if (property === "borderRadius") {
    const corners = parts.slice(0, parts.includes("/") ? parts.indexOf("/") : undefined);
    // top-left top-right bottom-right bottom-left, shortened as CSS shortens them.
    const [tl, tr = tl, br = tl, bl = tr] = corners;
    return tl !== tr || bl !== br
      ? "its left and right corners differ: write borderStartStartRadius, borderStartEndRadius, borderEndStartRadius, borderEndEndRadius"
      : null;
  }
  return null;
}

function allowed(node: ts.Node, source: ts.SourceFile): boolean {
  const comments = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  return comments.some((range) => /physical-css:\s*\S/.test(source.text.slice(range.pos, range.end)));
}

function problemOf(property: string, value: ts.Expression, source: ts.SourceFile): string | null {
  for (const [pattern, logical] of PHYSICAL_PROPERTIES) {
    const match = pattern.exec(property);
    if (match) return `a physical side: use ${logical(...match.slice(1))}`;
  }
  if (SIDE_VALUES.has(property)) {
    // A value, or one of a list of fallbacks (`["right", "inline-end"]`).
    const values = ts.isArrayLiteralExpression(value) ? [...value.elements] : [value];
    for (const each of values) {
      if (!ts.isStringLiteral(each) && !ts.isNoSubstitutionTemplateLiteral(each)) continue;
      const side = each.text.trim().match(/^(left|right)$/)?.[1];
      const logical = `${property === "float" || property === "clear" ? "inline-" : ""}${side === "left" ? "start" : "end"}`;
      if (side) return `"${side}" is a physical side: use "${logical}"`;
    }
  }
  const parts = valueParts(value, source);
  return parts ? asymmetry(property, parts) : null;
}

/** The physical horizontal CSS in one file's text: every object literal of a `*.css.ts`, the `style` attributes of a `.tsx`. */
export function findPhysicalCss(file: string, text: string): PhysicalCss[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const styleModule = /\.css\.ts$/.test(file);
  const found: PhysicalCss[] = [];
  const check = (object: ts.ObjectLiteralExpression) => {
    for (const member of object.properties) {
      if (!ts.isPropertyAssignment(member)) continue;
      const property = propertyName(member.name);
      // Nested rules (`selectors`, `@media`, a variant's list of styles) are style too.
      if (ts.isObjectLiteralExpression(member.initializer)) check(member.initializer);
      else visit(member.initializer);
      const problem = property ? problemOf(property, member.initializer, source) : null;
      if (problem && property && !allowed(member, source)) {
        const { line } = source.getLineAndCharacterOfPosition(member.getStart(source));
        found.push({ file, line: line + 1, property, problem });
      }
    }
  };
  const visit = (node: ts.Node): void => {
    if (styleModule && ts.isObjectLiteralExpression(node)) return check(node);
    if (ts.isJsxAttribute(node) && node.name.getText(source) === "style" && node.initializer && ts.isJsxExpression(node.initializer)) {
      const expression = node.initializer.expression;
      if (expression && ts.isObjectLiteralExpression(expression)) return check(expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
