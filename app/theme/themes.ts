import type { ThemeMode } from "~/brand/schema";

type BrandThemes = Record<ThemeMode, string>;

// Every brand's theme module, bundled: a new brands/<id>/theme.css.ts needs no registration.
const modules = import.meta.glob<BrandThemes>("/brands/*/theme.css.ts", { eager: true });
const themesByBrand = new Map(
  Object.entries(modules).map(([path, themes]) => [path.split("/")[2], { dark: themes.dark, light: themes.light }]),
);

/** The class that applies a brand's theme in a mode. */
export function themeClass(brandId: string, mode: ThemeMode): string {
  const themes = themesByBrand.get(brandId);
  if (!themes) throw new Error(`brands/${brandId}/theme.css.ts is not in this build`);
  return themes[mode];
}
