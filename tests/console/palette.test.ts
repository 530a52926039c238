import { describe, expect, it } from "vitest";
import { parseThemeYaml } from "~/brand/brand-files";
import { CONTRAST_PAIRS } from "~/brand/onboarding/theme";
import { contrastTable, failureLines, formatRatio, parseColour } from "../../console/features/palette/contrast";
import { readPalettes, themeTextWith } from "../../console/features/palette/palette.server";
import { paletteSchema } from "../../console/features/palette/schema";
import { BASE_PALETTES, type Palettes } from "../../console/features/palette/tokens";

/** The palette page's pure parts: the contrast table the server and the page's script both draw, and the theme file it writes. */

const base = (): Palettes => ({ light: { ...BASE_PALETTES.light }, dark: { ...BASE_PALETTES.dark } });

describe("the contrast table", () => {
  it("has every pair the components draw, in both modes, and the base palettes pass AA", () => {
    const rows = contrastTable(base());
    expect(rows).toHaveLength(CONTRAST_PAIRS.length * 2);
    expect(rows.filter((row) => row.mode === "light").map(({ fg, bg, min }) => ({ fg, bg, min }))).toEqual(CONTRAST_PAIRS);
    expect(failureLines(rows)).toEqual([]);
  });

  it("flags each pair below AA with its ratio, and only those", () => {
    const palettes = base();
    palettes.light.textMuted = "#aaaaaa";
    palettes.dark.focus = "#222222";
    const failing = contrastTable(palettes).filter((row) => !row.pass);
    expect(failing.map((row) => `${row.mode} ${row.fg}/${row.bg}`)).toEqual([
      "light textMuted/bg",
      "light textMuted/surface",
      "light textMuted/surfaceRaised",
      "dark focus/bg",
      "dark focus/surface",
      "dark focus/surfaceRaised",
    ]);
    expect(failureLines(failing)[1]).toBe("Muted text on Surface (light): 2.32:1, needs 4.5:1");
    // The focus ring is a non-text part: 3:1.
    expect(failing.find((row) => row.fg === "focus")?.min).toBe(3);
  });

  it("rounds a ratio down, so a pair shown at the minimum meets it", () => {
    expect(formatRatio(4.4999)).toBe("4.49:1");
    expect(formatRatio(21)).toBe("21.00:1");
    expect(formatRatio(null)).toBe("not a colour");
  });

  it("reads every colour form the themes take, lays a translucent text over its background, and fails a value that is not a colour", () => {
    expect(parseColour("#abc")).toEqual({ r: 170, g: 187, b: 204, a: 1 });
    expect(parseColour("#11223380")?.a).toBeCloseTo(0.5, 2);
    expect(parseColour("rgb(100%, 0%, 0%)")).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseColour("rgba(0, 0, 0, 0.6)")).toEqual({ r: 0, g: 0, b: 0, a: 0.6 });
    expect(parseColour("red")).toBeNull();

    const palettes = base();
    palettes.light.text = "rgba(0, 0, 0, 0.5)";
    palettes.dark.text = "nonsense";
    const rows = contrastTable(palettes);
    const light = rows.find((row) => row.mode === "light" && row.fg === "text" && row.bg === "surface")!;
    // Half-black on white is #808080: 3.95:1.
    expect(light.ratio).toBeCloseTo(3.95, 2);
    expect(light.pass).toBe(false);
    const dark = rows.find((row) => row.mode === "dark" && row.fg === "text" && row.bg === "bg")!;
    expect(dark).toMatchObject({ ratio: null, pass: false });
  });
});

describe("the theme file", () => {
  const THEME = [
    "# Aurora: deep violet with gold.",
    "",
    "dark:",
    '  bg: "#120b1f"',
    "  # Light enough to read as link text.",
    '  primary: "#a07cf8"',
    "light:",
    '  primary: "#6d28d9" # the brand colour',
    "",
  ].join("\n");

  it("is read over the base palettes: every token has a value", () => {
    const { palettes, problems } = readPalettes(new Map([["theme.yaml", Buffer.from(THEME)]]));
    expect(problems).toEqual([]);
    expect(palettes.dark).toEqual({ ...BASE_PALETTES.dark, bg: "#120b1f", primary: "#a07cf8" });
    expect(palettes.light.primary).toBe("#6d28d9");
    expect(palettes.light.surface).toBe(BASE_PALETTES.light.surface);
  });

  it("is written as what differs from the base only, comments kept", () => {
    const { palettes } = readPalettes(new Map([["theme.yaml", Buffer.from(THEME)]]));
    palettes.light.primary = "#C0FFEE";
    palettes.dark.bg = BASE_PALETTES.dark.bg.toUpperCase();
    palettes.light.accent = "rgb(1, 2, 3)";
    const text = themeTextWith(THEME, palettes);
    expect(text).toContain("# Aurora: deep violet with gold.");
    expect(text).toContain("# Light enough to read as link text.");
    expect(text).toContain('primary: "#c0ffee" # the brand colour');
    expect(text).not.toContain("bg:");
    const parsed = parseThemeYaml(text);
    expect(parsed.ok && parsed.value).toEqual({ dark: { primary: "#a07cf8" }, light: { primary: "#c0ffee", accent: "rgb(1, 2, 3)" } });
    // The base itself is written as nothing at all.
    const empty = parseThemeYaml(themeTextWith(undefined, base()));
    expect(empty.ok && empty.value).toEqual({ dark: {}, light: {} });
  });

  it("takes a colour as the theme file does, naming the field that is not one", () => {
    const form = (primary: string) => ({ light: { ...BASE_PALETTES.light, primary }, dark: BASE_PALETTES.dark });
    expect(paletteSchema.safeParse(form(" #ABCDEF ")).success).toBe(true);
    const refused = paletteSchema.safeParse(form("#12345g; }"));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["light.primary", "Primary (light): enter a colour as #rrggbb, #rgb or rgb(r, g, b)."],
    ]);
  });
});
