import type { BrandFiles } from "~/brand/brand-folder.server";
import { deleteYamlValue, parseThemeYaml, setYamlValue, THEME_FILE } from "~/brand/brand-files";
import type { ConsoleContext } from "../../context.server";
import { saveDraft } from "../drafts/drafts.server";
import type { StaffSession } from "../staff/sessions.server";
import { contrastTable, failureLines } from "./contrast";
import { fileText } from "./edited-brand.server";
import { BASE_PALETTES, COLOUR_TOKENS, MODES, normaliseColour, sameColour, type Palettes } from "./tokens";

/**
 * A brand's palettes in the console: read from the draft's `theme.yaml` laid over the base
 * palettes (so every token has a value to show), written back as only what differs from the base,
 * with the file's comments and order kept.
 */

/** A theme file with nothing set: both modes as the base has them. */
const EMPTY_THEME = "dark: {}\nlight: {}\n";

export interface ReadPalettes {
  palettes: Palettes;
  /** `theme.yaml: field: problem` lines when the file does not read (the base is shown for what it lacks). */
  problems: string[];
}

/** Both palettes of the files, every token resolved over the base. */
export function readPalettes(files: BrandFiles): ReadPalettes {
  const text = fileText(files, THEME_FILE);
  const parsed = text === undefined ? null : parseThemeYaml(text);
  const source = parsed?.ok ? parsed.value : { dark: {}, light: {} };
  const problems = parsed && !parsed.ok ? parsed.problems.map((problem) => `${THEME_FILE}: ${problem}`) : [];
  return {
    palettes: { light: { ...BASE_PALETTES.light, ...source.light }, dark: { ...BASE_PALETTES.dark, ...source.dark } },
    problems,
  };
}

/**
 * `text` (a `theme.yaml`) holding `palettes`: each token that changed is set (hex in lower case),
 * or removed when it is now the base's; a token as it was stays as written (a colour the file
 * sets to the base's own value keeps its line), so the draft's diff shows the operator's changes
 * only. Every comment and the order of what stays are kept.
 */
export function themeTextWith(text: string | undefined, palettes: Palettes): string {
  let next = text !== undefined && parseThemeYaml(text).ok ? text : EMPTY_THEME;
  const current = readPalettes(new Map([[THEME_FILE, Buffer.from(next)]])).palettes;
  for (const mode of MODES) {
    for (const token of COLOUR_TOKENS) {
      const value = normaliseColour(palettes[mode][token]);
      if (sameColour(value, current[mode][token])) continue;
      next = sameColour(value, BASE_PALETTES[mode][token])
        ? deleteYamlValue(next, [mode, token])
        : setYamlValue(next, [mode, token], value);
    }
  }
  return next;
}

export interface PaletteSaved {
  /** Whether the draft's file changed (a save of what it holds writes nothing). */
  changed: boolean;
  /** What the portal reported of the draft as saved (it keeps its last good config meanwhile). */
  problems: string[];
  /** The pairs below AA in the saved palettes, one line each. */
  failures: string[];
}

/** Saves the palettes into the brand's draft (`brand.edit` in the audit log); writes nothing when the edited files hold them already. */
export async function savePalettes(
  context: Pick<ConsoleContext, "brands" | "store" | "clientIp">,
  session: StaffSession,
  brandId: string,
  files: BrandFiles,
  palettes: Palettes,
): Promise<PaletteSaved> {
  const before = fileText(files, THEME_FILE);
  const text = themeTextWith(before, palettes);
  const failures = failureLines(contrastTable(palettes));
  if (text === before) return { changed: false, problems: [], failures };
  const { problems } = await saveDraft(context, session, brandId, new Map([[THEME_FILE, text]]), "brand.edit");
  return { changed: true, problems, failures };
}
