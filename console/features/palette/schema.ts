import { z } from "zod";
import type { ThemeMode } from "~/brand/schema";
import { COLOUR_TOKENS, fieldLabel, isThemeColour, MODES, type ColourToken, type Palettes } from "./tokens";

/**
 * The palette form: one field per mode and token (`light.primary`), each a colour as `theme.yaml`
 * takes it. The page's script checks with it as the operator types, the action again.
 */
const colourField = (mode: ThemeMode, token: ColourToken) =>
  z
    .string({ required_error: `Enter a colour for ${fieldLabel(mode, token)}.` })
    .trim()
    .refine((value) => isThemeColour(mode, token, value), `${fieldLabel(mode, token)}: enter a colour as #rrggbb, #rgb or rgb(r, g, b).`);

const modeSchema = (mode: ThemeMode) =>
  z.object(
    Object.fromEntries(COLOUR_TOKENS.map((token) => [token, colourField(mode, token)])) as Record<ColourToken, z.ZodEffects<z.ZodString>>,
  );

export const paletteSchema = z.object({ light: modeSchema("light"), dark: modeSchema("dark") });

/** The form's values as typed (a value that is not a colour kept as it is: the table marks its pairs). */
export function palettesFromForm(formData: FormData): Palettes {
  const read = (mode: ThemeMode) =>
    Object.fromEntries(COLOUR_TOKENS.map((token) => [token, String(formData.get(`${mode}.${token}`) ?? "").trim()])) as Palettes[ThemeMode];
  return { light: read("light"), dark: read("dark") };
}

/** The first field whose value is not a colour, as its label; null when every one is. */
export function firstInvalid(palettes: Palettes): string | null {
  for (const mode of MODES) {
    for (const token of COLOUR_TOKENS) if (!isThemeColour(mode, token, palettes[mode][token])) return fieldLabel(mode, token);
  }
  return null;
}
