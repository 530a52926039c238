import { describe, expect, it } from "vitest";
import { directionOf, LANGUAGE_LABELS } from "~/i18n/languages";
import { findPhysicalCss } from "../../scripts/lib/logical-css";

/** The problems of a style module holding `body`, as `line: property: problem`. */
const problemsOf = (body: string, file = "app/x.css.ts") =>
  findPhysicalCss(file, `import { style } from "@vanilla-extract/css";\n${body}\n`).map(
    ({ line, property, problem }) => `${line}: ${property}: ${problem}`,
  );

describe("writing direction", () => {
  it("is right to left for Arabic, Urdu and Persian only", () => {
    const rtl = Object.keys(LANGUAGE_LABELS).filter((code) => directionOf(code as keyof typeof LANGUAGE_LABELS) === "rtl");
    expect(rtl.sort()).toEqual(["AR", "FA", "UR"]);
    expect(directionOf("EN")).toBe("ltr");
    expect(directionOf("UR-LA")).toBe("ltr");
  });
});

describe("css:logical (scripts/lib/logical-css.ts)", () => {
  it("refuses a physical side, naming the logical property", () => {
    expect(
      problemsOf(`export const a = style({
  marginLeft: 4,
  "padding-right": "1rem",
  left: 0,
  borderRight: "1px solid",
  borderLeftColor: "red",
  borderTopLeftRadius: 4,
  borderBottomRightRadius: 4,
  scrollPaddingLeft: 2,
});`),
    ).toEqual([
      "3: marginLeft: a physical side: use marginInlineStart",
      "4: paddingRight: a physical side: use paddingInlineEnd",
      "5: left: a physical side: use insetInlineStart",
      "6: borderRight: a physical side: use borderInlineEnd",
      "7: borderLeftColor: a physical side: use borderInlineStartColor",
      "8: borderTopLeftRadius: a physical side: use borderStartStartRadius",
      "9: borderBottomRightRadius: a physical side: use borderEndEndRadius",
      "10: scrollPaddingLeft: a physical side: use scrollPaddingInlineStart",
    ]);
  });

  it("refuses left and right as values, and finds them in nested rules", () => {
    expect(
      problemsOf(`export const a = style({
  textAlign: "left",
  selectors: { "&:hover": { float: ["right", "inline-end"] } },
  "@media": { "(max-width: 40rem)": { justifyContent: "left", clear: "left" } },
});
export const b = style([a, { right: 0 }]);`),
    ).toEqual([
      '3: textAlign: "left" is a physical side: use "start"',
      '4: float: "right" is a physical side: use "inline-end"',
      '5: justifyContent: "left" is a physical side: use "start"',
      '5: clear: "left" is a physical side: use "inline-start"',
      "7: right: a physical side: use insetInlineEnd",
    ]);
  });

  it("refuses a shorthand of four sides whose right and left differ, template values too", () => {
    expect(
      problemsOf(`const vars = { space: { xs: "4px", md: "12px" } };
export const a = style({
  padding: \`0 \${vars.space.xs} 0 \${vars.space.md}\`,
  margin: "0 8px 0 16px",
  borderWidth: "0 1px 0 0",
  borderRadius: "8px 0 0 8px",
});`),
    ).toEqual([
      "4: padding: its right (${vars.space.xs}) and left (${vars.space.md}) differ: write paddingBlock and paddingInline (start, end)",
      "5: margin: its right (8px) and left (16px) differ: write marginBlock and marginInline (start, end)",
      "6: borderWidth: its right (1px) and left (0) differ: write borderBlockWidth and borderInlineWidth (start, end)",
      "7: borderRadius: its left and right corners differ: write borderStartStartRadius, borderStartEndRadius, borderEndStartRadius, borderEndEndRadius",
    ]);
  });

  it("lets logical, vertical and symmetric ones be", () => {
    expect(
      problemsOf(`const vars = { space: { xs: "4px", md: "12px" } };
/** A comment that says left and right is no style. */
export const a = style({
  marginInlineStart: 4,
  insetInlineEnd: 0,
  top: 0,
  marginTop: 2,
  textAlign: "start",
  float: "inline-end",
  padding: \`\${vars.space.xs} \${vars.space.md}\`,
  margin: "0 8px 4px 8px",
  inset: 0,
  borderRadius: "8px 8px 0 0",
  transform: "translateX(-50%)",
  selectors: { '[dir="rtl"] &': { transform: "scaleX(-1)" } },
});`),
    ).toEqual([]);
  });

  it("takes an exception only with its reason", () => {
    expect(
      problemsOf(`export const a = style({
  // physical-css: the map's compass is drawn the same way in every language
  left: 0,
  // physical-css:
  right: 0,
});`),
    ).toEqual(["6: right: a physical side: use insetInlineEnd"]);
  });

  it("reads a component's style attribute, nothing else of it", () => {
    const tsx = `export const A = () => <div className="left" title="right" style={{ paddingLeft: 4, transform: "translate(1px, 2px)" }} />;
export const data = { left: 1 };`;
    expect(findPhysicalCss("app/A.tsx", tsx).map(({ line, property }) => `${line}: ${property}`)).toEqual(["1: paddingLeft"]);
  });
});
