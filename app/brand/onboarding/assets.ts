/** Placeholder brand images drawn from the name and the brand colour, until a designer supplies real ones. */

export interface AssetColours {
  /** The badge's background. */
  fill: string;
  /** The letters on it; readable on `fill`. */
  ink: string;
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** "Lucky Star Casino" -> "LS", "Volt" -> "V". */
export function initials(name: string): string {
  const words = name.split(/[\s_-]+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, "")][0] ?? "")
    .join("")
    .toUpperCase();
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[char]};`);
}

/** A square badge with the initials, for the browser tab. */
export function faviconSvg(name: string, { fill, ink }: AssetColours): string {
  const letters = initials(name);
  const fontSize = letters.length > 1 ? 28 : 36;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">`,
    `  <rect width="64" height="64" rx="14" fill="${fill}"/>`,
    `  <text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="${ink}">${escapeXml(letters)}</text>`,
    `</svg>`,
    "",
  ].join("\n");
}

const LOGO_HEIGHT = 48;
const LOGO_FONT_SIZE = 22;
/** A rough average glyph width of a bold system font, in ems: enough to size the pill. */
const GLYPH_WIDTH_EM = 0.62;

/** A pill with the display name, for the header. */
export function logoSvg(name: string, { fill, ink }: AssetColours): string {
  const textWidth = Math.ceil([...name].length * LOGO_FONT_SIZE * GLYPH_WIDTH_EM);
  const padding = LOGO_HEIGHT / 2;
  const width = textWidth + 2 * padding;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LOGO_HEIGHT}" viewBox="0 0 ${width} ${LOGO_HEIGHT}" role="img" aria-label="${escapeXml(name)}">`,
    `  <rect width="${width}" height="${LOGO_HEIGHT}" rx="${LOGO_HEIGHT / 2}" fill="${fill}"/>`,
    `  <text x="${padding}" y="${LOGO_HEIGHT / 2}" dy="0.35em" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs" font-family="${FONT}" font-size="${LOGO_FONT_SIZE}" font-weight="700" fill="${ink}">${escapeXml(name)}</text>`,
    `</svg>`,
    "",
  ].join("\n");
}
