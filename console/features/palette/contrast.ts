import type { ThemeMode } from "~/brand/schema";
import { contrastRatio } from "~/brand/onboarding/colour";
import { CONTRAST_PAIRS } from "~/brand/onboarding/theme";
import { MODES, TOKEN_LABELS, type ColourToken, type Palettes } from "./tokens";

/**
 * The contrast check of a brand's palettes: every text/background pair the components draw
 * (`CONTRAST_PAIRS`, WCAG AA: 4.5:1 for text, 3:1 for the focus ring), in both modes. Pure and
 * free of Node modules: the server computes it for the page and for a save, and the page's
 * script computes the same table as the operator types.
 */

export interface ContrastRow {
  mode: ThemeMode;
  fg: ColourToken;
  bg: ColourToken;
  /** The ratio AA asks of this pair. */
  min: number;
  /** The pair's ratio; null when one of its values is not a colour (the pair then fails). */
  ratio: number | null;
  pass: boolean;
}

interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+%?)\s*,\s*([\d.]+%?)\s*,\s*([\d.]+%?)\s*(?:,\s*([\d.]+%?)\s*)?\)$/i;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A channel of `rgb()`: 0..255 or a percentage of it. */
const channel = (text: string) => clamp(text.endsWith("%") ? (parseFloat(text) / 100) * 255 : parseFloat(text), 0, 255);

/** A colour as the themes write it (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`), or null. */
export function parseColour(value: string): Rgba | null {
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((digit) => digit + digit).join("") : hex[1];
    const [r, g, b, a = 255] = (digits.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
    return { r, g, b, a: a / 255 };
  }
  const rgb = RGB.exec(text);
  if (!rgb) return null;
  const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith("%") ? parseFloat(rgb[4]) / 100 : parseFloat(rgb[4]);
  const parts = [channel(rgb[1]), channel(rgb[2]), channel(rgb[3]), clamp(alpha, 0, 1)];
  if (parts.some((part) => Number.isNaN(part))) return null;
  const [r, g, b, a] = parts;
  return { r, g, b, a };
}

/** `top` laid over the opaque `under`: what the eye sees of a translucent colour. */
const over = (top: Rgba, under: Rgba): Rgba => ({
  r: top.r * top.a + under.r * (1 - top.a),
  g: top.g * top.a + under.g * (1 - top.a),
  b: top.b * top.a + under.b * (1 - top.a),
  a: 1,
});

const toHex = ({ r, g, b }: Rgba) => `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, "0")).join("")}`;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/**
 * The ratio of `fg` on `bg`, or null when either is not a colour. A translucent background is
 * seen over the page background (itself over white in light mode, black in dark), a
 * translucent text over its background.
 */
function pairRatio(mode: ThemeMode, fgValue: string, bgValue: string, pageValue: string): number | null {
  const fg = parseColour(fgValue);
  const bg = parseColour(bgValue);
  const page = parseColour(pageValue);
  if (!fg || !bg || !page) return null;
  const canvas = over(page, mode === "light" ? WHITE : BLACK);
  const ground = bg.a < 1 ? over(bg, canvas) : bg;
  return contrastRatio(toHex(fg.a < 1 ? over(fg, ground) : fg), toHex(ground));
}

/** Every pair of both palettes with its ratio and whether it meets AA. */
export function contrastTable(palettes: Palettes): ContrastRow[] {
  return MODES.flatMap((mode) => {
    const palette = palettes[mode];
    return CONTRAST_PAIRS.map(({ fg, bg, min }) => {
      const ratio = pairRatio(mode, palette[fg], palette[bg], palette.bg);
      return { mode, fg, bg, min, ratio, pass: ratio !== null && ratio >= min };
    });
  });
}

/** "Text on Page background". */
export const pairLabel = (row: Pick<ContrastRow, "fg" | "bg">) => `${TOKEN_LABELS[row.fg]} on ${TOKEN_LABELS[row.bg]}`;

/**
 * A ratio as the table shows it, "4.49:1": rounded down, so a pair shown at the minimum meets it
 * (4.499 fails AA and must not read 4.50).
 */
export const formatRatio = (ratio: number | null) => (ratio === null ? "not a colour" : `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`);

/** The failing pairs as one line each: "Muted text on Surface (light): 3.20:1, needs 4.5:1". */
export function failureLines(rows: readonly ContrastRow[]): string[] {
  return rows.filter((row) => !row.pass).map((row) => `${pairLabel(row)} (${row.mode}): ${formatRatio(row.ratio)}, needs ${row.min}:1`);
}
