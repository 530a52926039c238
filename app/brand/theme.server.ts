import { createHash } from "node:crypto";
import { resolveThemes, type BrandThemeSource, type ThemeTokens } from "../../themes/base";
import { TOKEN_SHAPE, tokenVariable } from "../../themes/tokens";
import type { ThemeMode } from "./schema";

const MODES: readonly ThemeMode[] = ["dark", "light"];

/** A brand's theme as the pages get it: one small stylesheet with both modes, named by its content. */
export interface BrandTheme {
  css: string;
  /** Of the stylesheet's content: its address changes when it does, so it may be cached for good. */
  hash: string;
  /** Where pages link it. */
  href: string;
  /** Each mode's page and primary colours (the browser's theme colour, the web app manifest). */
  colours: Record<ThemeMode, { bg: string; primary: string }>;
}

/** The path pages link the brand's theme at (the route `brand.theme[.css].ts`). */
export const BRAND_THEME_PATH = "/brand/theme.css";

/** `--pt-color-bg:#120b1f;...` for every token of the contract. */
function declarations(tokens: ThemeTokens): string {
  const list: string[] = [];
  const walk = (shape: object, values: Record<string, unknown>, path: string[]) => {
    for (const [name, child] of Object.entries(shape)) {
      const value = values[name];
      if (child === null) list.push(`${tokenVariable([...path, name])}:${value as string}`);
      else walk(child as object, value as Record<string, unknown>, [...path, name]);
    }
  };
  walk(TOKEN_SHAPE, tokens as unknown as Record<string, unknown>, []);
  return list.join(";");
}

/**
 * The stylesheet of a validated theme: the contract's custom properties with the brand's
 * values, under `data-mode` (set on <html> by the root, switched in place by the theme
 * toggle). Only this brand's values: a page never carries another brand's palette.
 */
export function brandTheme(source: BrandThemeSource): BrandTheme {
  const tokens = resolveThemes(source);
  const css = `${MODES.map((mode) => `:root[data-mode="${mode}"]{${declarations(tokens[mode])}}`).join("\n")}\n`;
  const hash = createHash("sha256").update(css).digest("hex").slice(0, 16);
  const colours = {
    dark: { bg: tokens.dark.color.bg, primary: tokens.dark.color.primary },
    light: { bg: tokens.light.color.bg, primary: tokens.light.color.primary },
  };
  return { css, hash, href: `${BRAND_THEME_PATH}?v=${hash}`, colours };
}
