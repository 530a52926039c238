import type { BrandInput } from "../../app/brand/schema";
import { BRAND_COLOURS, type BrandPalette, type BrandThemes } from "./theme";

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** Objects that fit on a line this long are written on one, as a person would. */
const INLINE_WIDTH = 80;

/** A value as TypeScript source, in the style of the hand-written brand files. */
function toSource(value: unknown, indent = ""): string {
  if (Array.isArray(value)) return `[${value.map((item) => toSource(item, indent)).join(", ")}]`;
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .map(([key, item]) => `${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${toSource(item, `${indent}  `)}`);
  if (entries.length === 0) return "{}";
  const inline = `{ ${entries.join(", ")} }`;
  if (!inline.includes("\n") && indent.length + inline.length <= INLINE_WIDTH) return inline;
  return `{\n${entries.map((entry) => `${indent}  ${entry},`).join("\n")}\n${indent}}`;
}

/** The config as a brand's `brand.ts`, its market (currency and time zone) said in its header. */
export function brandSource(config: BrandInput): string {
  return `import { defineBrand } from "../../app/brand/schema";

/**
 * ${config.displayName}: written by \`npm run brand:new\`. Its money is ${config.currency}, as its merchant
 * ${config.merchantCode} keeps it (\`npm run brands:check\` compares them); draw times are shown at
 * the offset of ${config.timeZone}. Settings no option of brand:new sets (verticals, sms,
 * responsibleGaming and the rest: docs/onboarding-a-brand.md) are added here.
 */
export default defineBrand(${toSource(config)});
`;
}

function paletteSource(palette: BrandPalette): string {
  return toSource(Object.fromEntries(BRAND_COLOURS.map((colour) => [colour, palette[colour]])), "  ");
}

export function themeSource(displayName: string, primary: string, themes: BrandThemes): string {
  return `import { defineThemes } from "../../themes/base";

/**
 * ${displayName}: generated from ${primary} by \`npm run brand:new\`. Text, primary and
 * accent meet WCAG AA contrast (4.5:1) on every background and under their own text;
 * keep them so when adjusting (\`npm run brands:check\` checks).
 */
export default defineThemes({
  dark: ${paletteSource(themes.dark)},
  light: ${paletteSource(themes.light)},
});
`;
}
