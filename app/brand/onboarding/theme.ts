import type { Palette } from "../../../themes/base";
import type { ThemeMode } from "../schema";
import { contrastRatio, hexToHsl, hslToHex, normaliseHex, relativeLuminance, type Hsl } from "./colour";

/**
 * WCAG AA for normal text. Components also use primary and accent as text
 * colours (links, the current menu entry), so they meet it on every background too.
 */
export const MIN_TEXT_CONTRAST = 4.5;

/** Non-text contrast (WCAG 1.4.11): the focus ring against the backgrounds it is drawn on. */
export const MIN_UI_CONTRAST = 3;

type Colour = keyof Palette;
const BACKGROUNDS = ["bg", "surface", "surfaceRaised"] as const satisfies readonly Colour[];
/** Colours the components use as text on the backgrounds (links and the current menu entry are primary). */
const TEXTS = ["text", "textMuted", "primary", "accent", "danger", "success", "warning"] as const satisfies readonly Colour[];

/**
 * Every foreground/background pair of the theme contract the components draw
 * (the .css.ts files under app/), with the contrast it needs. The badges pair a strong colour
 * with the page background (HOT, maintenance) or with the primary's text (unread count).
 */
export const CONTRAST_PAIRS: ReadonlyArray<{ fg: Colour; bg: Colour; min: number }> = [
  ...TEXTS.flatMap((fg) => BACKGROUNDS.map((bg) => ({ fg, bg, min: MIN_TEXT_CONTRAST }))),
  { fg: "primaryText", bg: "primary", min: MIN_TEXT_CONTRAST },
  { fg: "accentText", bg: "accent", min: MIN_TEXT_CONTRAST },
  { fg: "bg", bg: "danger", min: MIN_TEXT_CONTRAST },
  { fg: "bg", bg: "warning", min: MIN_TEXT_CONTRAST },
  { fg: "primaryText", bg: "danger", min: MIN_TEXT_CONTRAST },
  ...BACKGROUNDS.map((bg) => ({ fg: "focus" as const, bg, min: MIN_UI_CONTRAST })),
];

/** The pairs of a full palette below their contrast, as `fg #hex on bg #hex: ratio < min` lines. */
export function contrastProblems(palette: Palette): string[] {
  return CONTRAST_PAIRS.flatMap(({ fg, bg, min }) => {
    const ratio = contrastRatio(palette[fg], palette[bg]);
    return ratio >= min ? [] : [`${fg} ${palette[fg]} on ${bg} ${palette[bg]}: ${ratio.toFixed(2)} < ${min}`];
  });
}

/** The colours a brand theme sets; the rest (danger, success, warning, overlay) come from the base theme. */
export const BRAND_COLOURS = [
  "bg",
  "surface",
  "surfaceRaised",
  "text",
  "textMuted",
  "primary",
  "primaryText",
  "accent",
  "accentText",
  "border",
  "focus",
] as const;
export type BrandPalette = Pick<Palette, (typeof BRAND_COLOURS)[number]>;
export type BrandThemes = Record<ThemeMode, BrandPalette>;

const WHITE = "#ffffff";
/** How much of the primary's saturation tints the neutral surfaces: enough to feel branded, not loud. */
const MAX_TINT = 35;

/**
 * A dark and a light palette from a primary colour (and an accent, by default a
 * hue 150° away). Surfaces are tinted with the primary's hue; primary and accent
 * keep their hue and saturation but move in lightness as little as needed to
 * meet MIN_TEXT_CONTRAST against the backgrounds and against their own text.
 */
export function deriveThemes(primary: string, accent?: string): BrandThemes {
  const primaryHsl = hexToHsl(normaliseHex(primary));
  const accentHsl = accent ? hexToHsl(normaliseHex(accent)) : { h: (primaryHsl.h + 150) % 360, s: Math.max(primaryHsl.s, 65), l: 55 };
  return { dark: darkPalette(primaryHsl, accentHsl), light: lightPalette(primaryHsl, accentHsl) };
}

function darkPalette(primary: Hsl, accent: Hsl): BrandPalette {
  const { h } = primary;
  const tint = Math.min(primary.s, MAX_TINT);
  const bg = hslToHex({ h, s: tint, l: 7 });
  const surface = hslToHex({ h, s: tint, l: 11 });
  const surfaceRaised = hslToHex({ h, s: tint, l: 15 });
  const backgrounds = [bg, surface, surfaceRaised];
  const inks = [hslToHex({ h, s: tint, l: 8 }), WHITE];
  const brandPrimary = fitFill(primary, backgrounds, inks);
  const brandAccent = fitFill(accent, backgrounds, inks);
  return {
    bg,
    surface,
    surfaceRaised,
    text: readableOn({ h, s: Math.min(tint, 20), l: 95 }, backgrounds, 1),
    textMuted: readableOn({ h, s: Math.min(tint, 25), l: 72 }, backgrounds, 1),
    primary: brandPrimary.fill,
    primaryText: brandPrimary.ink,
    accent: brandAccent.fill,
    accentText: brandAccent.ink,
    border: hslToHex({ h, s: tint, l: 26 }),
    focus: brandAccent.fill,
  };
}

function lightPalette(primary: Hsl, accent: Hsl): BrandPalette {
  const { h } = primary;
  const tint = Math.min(primary.s, MAX_TINT);
  const bg = hslToHex({ h, s: tint, l: 97 });
  const backgrounds = [bg, WHITE];
  const inks = [WHITE, hslToHex({ h, s: tint, l: 10 })];
  const brandPrimary = fitFill(primary, backgrounds, inks);
  const brandAccent = fitFill(accent, backgrounds, inks);
  return {
    bg,
    surface: WHITE,
    surfaceRaised: WHITE,
    text: readableOn({ h, s: Math.min(tint, 40), l: 12 }, backgrounds, -1),
    textMuted: readableOn({ h, s: Math.min(tint, 20), l: 38 }, backgrounds, -1),
    primary: brandPrimary.fill,
    primaryText: brandPrimary.ink,
    accent: brandAccent.fill,
    accentText: brandAccent.ink,
    border: hslToHex({ h, s: tint, l: 86 }),
    focus: brandPrimary.fill,
  };
}

const readsOn = (colour: string, backgrounds: readonly string[]) =>
  backgrounds.every((background) => contrastRatio(colour, background) >= MIN_TEXT_CONTRAST);

/** The colour nearest `start` in lightness, moving in `direction` (+1 lighter, -1 darker), that `accept`s. */
function nearestLightness(start: Hsl, direction: 1 | -1, accept: (hex: string) => boolean): { hex: string; shift: number } | null {
  for (let shift = 0; shift <= 100; shift++) {
    const l = start.l + direction * shift;
    if (l < 0 || l > 100) break;
    const hex = hslToHex({ ...start, l });
    if (accept(hex)) return { hex, shift };
  }
  const extreme = hslToHex({ ...start, l: direction > 0 ? 100 : 0 });
  return accept(extreme) ? { hex: extreme, shift: 100 } : null;
}

/** A text colour readable on every background, moving away from them in lightness if needed. */
function readableOn(start: Hsl, backgrounds: readonly string[], direction: 1 | -1): string {
  const found = nearestLightness(start, direction, (hex) => readsOn(hex, backgrounds));
  if (!found) throw new Error(`no readable text colour from ${hslToHex(start)} on ${backgrounds.join(", ")}`);
  return found.hex;
}

/**
 * A fill (button background, also used as a text colour) readable on the
 * backgrounds, with the ink (its text colour) that needs the smallest change of
 * the fill's lightness. Moving the fill away from a dark ink lightens it, away
 * from white darkens it; at the extreme one of the two always works.
 */
function fitFill(fill: Hsl, backgrounds: readonly string[], inks: readonly string[]): { fill: string; ink: string } {
  const candidates = inks.flatMap((ink) => {
    const direction = relativeLuminance(ink) > 0.5 ? -1 : 1;
    const found = nearestLightness(fill, direction, (hex) => readsOn(hex, backgrounds) && contrastRatio(hex, ink) >= MIN_TEXT_CONTRAST);
    return found ? [{ fill: found.hex, ink, shift: found.shift }] : [];
  });
  const best = candidates.reduce<(typeof candidates)[number] | undefined>(
    (chosen, candidate) => (chosen && chosen.shift <= candidate.shift ? chosen : candidate),
    undefined,
  );
  if (!best) throw new Error(`no readable fill from ${hslToHex(fill)} on ${backgrounds.join(", ")}`);
  return { fill: best.fill, ink: best.ink };
}
