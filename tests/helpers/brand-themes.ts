import type { ThemeMode } from "../../app/brand/schema";
import { brandFolders } from "../../app/brand/registry.server";
import { resolveThemes, type Palette } from "../../themes/base";
import { brandThemeSource } from "./brand-config";

/** Every brand's full palettes, dark and light: its `theme.yaml` over the base theme, as the server makes them. */
export async function brandPalettes(root: string): Promise<Record<string, Record<ThemeMode, Palette>>> {
  const palettes: Record<string, Record<ThemeMode, Palette>> = {};
  for (const id of brandFolders(root)) {
    const tokens = resolveThemes(brandThemeSource(id, root));
    palettes[id] = { dark: tokens.dark.color, light: tokens.light.color };
  }
  return palettes;
}
