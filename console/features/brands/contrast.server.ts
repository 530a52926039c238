import type { BrandFiles } from "~/brand/brand-folder.server";
import { parseThemeYaml, THEME_FILE } from "~/brand/brand-files";
import { contrastProblems } from "~/brand/onboarding/theme";
import type { ThemeMode } from "~/brand/schema";
import { resolveThemes } from "../../../themes/base";

export interface ContrastReport {
  /** Each mode whose palette has pairs below WCAG AA, with those pairs (`fg #hex on bg #hex: ratio < min`). */
  failing: { mode: ThemeMode; problems: string[] }[];
  /** Why the palettes could not be checked (no theme.yaml, or one that does not parse). */
  unreadable: string[];
}

const MODES: readonly ThemeMode[] = ["light", "dark"];

/**
 * The contrast check of a brand's palettes as the files hold them: each mode's palette, completed
 * with the base theme's colours as the portal completes it, against every text/background pair
 * the components draw (`CONTRAST_PAIRS`). What `brands:check` checks of the committed brands.
 */
export function themeContrast(files: BrandFiles): ContrastReport {
  const bytes = files.get(THEME_FILE);
  if (!bytes) return { failing: [], unreadable: [`${THEME_FILE}: missing`] };
  const parsed = parseThemeYaml(bytes.toString("utf8"));
  if (!parsed.ok) return { failing: [], unreadable: parsed.problems.map((line) => `${THEME_FILE}: ${line}`) };
  const tokens = resolveThemes(parsed.value);
  const failing = MODES.map((mode) => ({ mode, problems: contrastProblems(tokens[mode].color) })).filter(
    (mode) => mode.problems.length > 0,
  );
  return { failing, unreadable: [] };
}
