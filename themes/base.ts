import type { ThemeMode } from "../app/brand/schema";
import type { TOKEN_SHAPE } from "./tokens";

type Tokens<T> = { [K in keyof T]: T[K] extends null ? string : Tokens<T[K]> };
/** A full set of values for the theme contract. */
export type ThemeTokens = Tokens<typeof TOKEN_SHAPE>;
export type Palette = ThemeTokens["color"];

/**
 * System fonts only: nothing may load from the internet at run time. The Latin faces first, then
 * each script's own system faces, so a page in Thai, Arabic (Urdu, Persian) or Chinese finds its
 * glyphs on every system without a download: Windows (Tahoma, Leelawadee UI, Microsoft YaHei),
 * macOS and iOS (Thonburi, Geeza Pro, PingFang SC, Hiragino Sans GB), Android and Linux (Noto;
 * Debian's test machines have Noto's UI faces and WenQuanYi Micro Hei: scripts/ensure-test-tools.sh).
 * Letters a face lacks come from the next face that has them, so Latin stays in the Latin faces.
 */
const SYSTEM_FONTS = [
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  "Roboto",
  '"Noto Sans"',
  '"Helvetica Neue"',
  "Arial",
  "Tahoma",
  // Thai
  '"Leelawadee UI"',
  "Thonburi",
  '"Noto Sans Thai"',
  '"Noto Sans Thai UI"',
  // Arabic script
  '"Geeza Pro"',
  '"Noto Sans Arabic"',
  '"Noto Sans Arabic UI"',
  '"Noto Naskh Arabic"',
  // Chinese (and the kanji, kana and hangul those faces have)
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"WenQuanYi Micro Hei"',
  "sans-serif",
].join(", ");

const fonts = { body: SYSTEM_FONTS, heading: SYSTEM_FONTS };

const shared = {
  radius: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
  space: { xs: "4px", sm: "8px", md: "12px", lg: "16px", xl: "24px", xxl: "40px" },
  font: fonts,
  fontSize: { xs: "0.75rem", sm: "0.875rem", md: "1rem", lg: "1.25rem", xl: "1.5rem", xxl: "2rem" },
};

export const baseDark: ThemeTokens = {
  ...shared,
  color: {
    bg: "#0f1115",
    surface: "#181b22",
    surfaceRaised: "#222631",
    text: "#f2f4f8",
    textMuted: "#a3a9b7",
    primary: "#60a5fa",
    primaryText: "#0f1115",
    accent: "#f59e0b",
    accentText: "#1a1204",
    border: "#2e3340",
    focus: "#93c5fd",
    danger: "#f87171",
    success: "#4ade80",
    warning: "#fbbf24",
    overlay: "rgba(0, 0, 0, 0.6)",
  },
  shadow: {
    sm: "0 1px 2px rgba(0, 0, 0, 0.4)",
    md: "0 4px 12px rgba(0, 0, 0, 0.45)",
    lg: "0 12px 32px rgba(0, 0, 0, 0.5)",
  },
};

export const baseLight: ThemeTokens = {
  ...shared,
  color: {
    bg: "#f6f7f9",
    surface: "#ffffff",
    surfaceRaised: "#ffffff",
    text: "#14171f",
    textMuted: "#5b6272",
    primary: "#1d4ed8",
    primaryText: "#ffffff",
    accent: "#b45309",
    accentText: "#ffffff",
    border: "#d9dde5",
    focus: "#1d4ed8",
    danger: "#b91c1c",
    success: "#15803d",
    warning: "#a16207",
    overlay: "rgba(15, 17, 21, 0.5)",
  },
  shadow: {
    sm: "0 1px 2px rgba(15, 17, 21, 0.08)",
    md: "0 4px 12px rgba(15, 17, 21, 0.12)",
    lg: "0 12px 32px rgba(15, 17, 21, 0.16)",
  },
};

/** A base token set with some colours replaced: how a brand gets its palette. */
export function withPalette(base: ThemeTokens, palette: Partial<Palette>): ThemeTokens {
  return { ...base, color: { ...base.color, ...palette } };
}

/** What a brand's `theme.yaml` declares: per mode, the colours it changes from the base theme. */
export type BrandThemeSource = Record<ThemeMode, Partial<Palette>>;

/** A brand's full token sets, dark and light. */
export function resolveThemes(source: BrandThemeSource): Record<ThemeMode, ThemeTokens> {
  return { dark: withPalette(baseDark, source.dark), light: withPalette(baseLight, source.light) };
}
