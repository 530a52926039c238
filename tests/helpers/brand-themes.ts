import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { setAdapter } from "@vanilla-extract/css/adapter";
import { setFileScope } from "@vanilla-extract/css/fileScope";
import { brandFolders } from "../../scripts/brand/existing";
import type { ThemeMode } from "../../app/brand/schema";
import type { Palette } from "../../themes/base";

/**
 * The colours a brand's `theme.css.ts` really defines. A vanilla-extract module only
 * runs inside a build, so this gives it a file scope and an adapter that keeps the
 * CSS variables each `createTheme` assigns, then reads them back through the contract.
 * Memoised per project root: a module runs once per process, so its themes are captured once.
 */
export function brandPalettes(root: string): Promise<Record<string, Record<ThemeMode, Palette>>> {
  let palettes = loaded.get(root);
  if (!palettes) {
    palettes = loadBrandPalettes(root, brandFolders(root));
    loaded.set(root, palettes);
  }
  return palettes;
}

const loaded = new Map<string, Promise<Record<string, Record<ThemeMode, Palette>>>>();

async function loadBrandPalettes(root: string, ids: readonly string[]): Promise<Record<string, Record<ThemeMode, Palette>>> {
  const assigned = new Map<string, Record<string, string>>();
  const capture: Parameters<typeof setAdapter>[0] = {
    appendCss: (css) => {
      if (css.type === "global" && "vars" in css.rule && css.rule.vars) assigned.set(css.selector, css.rule.vars as Record<string, string>);
    },
    registerClassName: () => undefined,
    registerComposition: () => undefined,
    markCompositionUsed: () => undefined,
    onEndFileScope: () => undefined,
    getIdentOption: () => "short",
  };
  setAdapter(capture);
  setFileScope("tests/helpers/brand-themes.ts");
  const { vars } = await import("../../themes/contract.css");
  const colours = Object.keys(vars.color) as Array<keyof Palette>;
  const palettes: Record<string, Record<ThemeMode, Palette>> = {};
  for (const id of ids) {
    const themes = (await import(pathToFileURL(join(root, "brands", id, "theme.css.ts")).href)) as Record<ThemeMode, string>;
    const paletteOf = (mode: ThemeMode): Palette => {
      const values = assigned.get(themes[mode]);
      if (!values) throw new Error(`brands/${id}/theme.css.ts: no ${mode} theme was created`);
      return Object.fromEntries(colours.map((colour) => [colour, values[vars.color[colour]]])) as Palette;
    };
    palettes[id] = { dark: paletteOf("dark"), light: paletteOf("light") };
  }
  return palettes;
}
