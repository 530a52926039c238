import type { ThemeMode } from "../../app/brand/schema";
import { resolveThemes, type BrandThemeSource, type Palette } from "../../themes/base";
import { brandFolders, importBrandTheme } from "../../scripts/brand/existing";

/** Every brand's full palettes, dark and light: its `theme.ts` over the base theme, as the server makes them. */
export async function brandPalettes(root: string): Promise<Record<string, Record<ThemeMode, Palette>>> {
  const palettes: Record<string, Record<ThemeMode, Palette>> = {};
  for (const id of brandFolders(root)) {
    const tokens = resolveThemes((await importBrandTheme(root, id)) as BrandThemeSource);
    palettes[id] = { dark: tokens.dark.color, light: tokens.light.color };
  }
  return palettes;
}
