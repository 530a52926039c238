import { describe, expect, it } from "vitest";
import { contrastRatio, hexToHsl, hslToHex, normaliseHex } from "~/brand/onboarding/colour";
import { contrastProblems, deriveThemes, MIN_TEXT_CONTRAST } from "~/brand/onboarding/theme";
import { baseDark, baseLight, withPalette } from "../../themes/base";

describe("colour arithmetic", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
    // A known pair: #767676 on white is the lightest grey that passes AA.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#767676")).toBe(contrastRatio("#767676", "#ffffff"));
  });

  it("round-trips hex through HSL", () => {
    for (const hex of ["#e11d48", "#0369a1", "#14b8a6", "#000000", "#ffffff", "#808080"]) {
      expect(hslToHex(hexToHsl(hex))).toBe(hex);
    }
    expect(normaliseHex("#E14")).toBe("#ee1144");
    expect(() => normaliseHex("red")).toThrow(/not a #rgb or #rrggbb colour/);
  });
});

const PRIMARIES = {
  "very light": ["#f8fafc", "#fffbe6", "#ffffff"],
  "very dark": ["#0a0a0a", "#1e1b4b", "#000000"],
  saturated: ["#ff0000", "#00ff00", "#0000ff", "#ffff00", "#e11d48"],
  "mid grey": ["#808080"],
};

describe("deriveThemes", () => {
  /** The derived colours on the base theme they are written over (status colours, overlay, shadows). */
  const full = (primary: string, accent?: string) => {
    const themes = deriveThemes(primary, accent);
    return { dark: withPalette(baseDark, themes.dark).color, light: withPalette(baseLight, themes.light).color };
  };

  for (const [kind, primaries] of Object.entries(PRIMARIES)) {
    for (const primary of primaries) {
      for (const mode of ["dark", "light"] as const) {
        it(`keeps ${kind} ${primary} readable in ${mode} mode`, () => {
          const palette = full(primary)[mode];
          for (const background of [palette.bg, palette.surface, palette.surfaceRaised]) {
            for (const foreground of ["text", "textMuted", "primary", "accent"] as const) {
              expect(contrastRatio(palette[foreground], background), `${foreground} on ${background}`).toBeGreaterThanOrEqual(
                MIN_TEXT_CONTRAST,
              );
            }
          }
          expect(contrastRatio(palette.primaryText, palette.primary)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          expect(contrastRatio(palette.accentText, palette.accent)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          // And every other pair the components draw, the base's status colours included.
          expect(contrastProblems(palette)).toEqual([]);
        });
      }
    }
  }

  it("meets every contrast pair across the colour wheel, with and without an accent", () => {
    const problems: string[] = [];
    for (let h = 0; h < 360; h += 15) {
      for (const s of [0, 40, 100]) {
        for (const l of [5, 25, 50, 75, 95]) {
          const primary = hslToHex({ h, s, l });
          for (const accent of [undefined, hslToHex({ h: (h + 97) % 360, s: 100 - s, l: 100 - l })]) {
            const palettes = full(primary, accent);
            for (const mode of ["dark", "light"] as const) {
              problems.push(...contrastProblems(palettes[mode]).map((problem) => `${primary}/${accent ?? "-"} ${mode}: ${problem}`));
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("the base themes meet every contrast pair themselves", () => {
    expect(contrastProblems(baseDark.color)).toEqual([]);
    expect(contrastProblems(baseLight.color)).toEqual([]);
  });

  it("keeps the brand's hue and changes an already readable primary not at all", () => {
    const { dark, light } = deriveThemes("#0000ff");
    expect(light.primary).toBe("#0000ff");
    expect(hexToHsl(dark.primary).h).toBeCloseTo(240, 0);
    expect(dark.primary).not.toBe("#0000ff"); // pure blue is too dark on a dark background
  });

  it("uses the given accent, adjusted only as far as contrast needs", () => {
    const { dark, light } = deriveThemes("#e11d48", "#f5c542");
    expect(dark.accent).toBe("#f5c542");
    expect(hexToHsl(light.accent).h).toBeCloseTo(hexToHsl("#f5c542").h, 0);
    expect(hexToHsl(light.accent).l).toBeLessThan(hexToHsl("#f5c542").l);
  });

  it("tints the surfaces with the primary's hue in both modes", () => {
    const { dark, light } = deriveThemes("#14b8a6");
    expect(hexToHsl(dark.bg).l).toBeLessThan(10);
    expect(hexToHsl(light.bg).l).toBeGreaterThan(95);
    expect(hexToHsl(dark.surface).h).toBeCloseTo(hexToHsl("#14b8a6").h, -1);
  });
});
