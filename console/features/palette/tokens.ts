import type { ThemeMode } from "~/brand/schema";
import { brandThemeSchema } from "~/brand/theme-schema";
import { baseDark, baseLight, type Palette } from "../../../themes/base";
import { TOKEN_SHAPE } from "../../../themes/tokens";

/**
 * The palette's colour tokens as the console's form shows them. Plain data and pure functions,
 * no Node module: the page's script imports this as the server does.
 */
export type ColourToken = keyof Palette;
export const COLOUR_TOKENS = Object.keys(TOKEN_SHAPE.color) as ColourToken[];
export const MODES = ["light", "dark"] as const satisfies readonly ThemeMode[];

export const MODE_LABELS: Record<ThemeMode, string> = { light: "Light", dark: "Dark" };

/** Each token's name in words: the form's labels and the contrast table's pairs. */
export const TOKEN_LABELS: Record<ColourToken, string> = {
  bg: "Page background",
  surface: "Surface",
  surfaceRaised: "Raised surface",
  text: "Text",
  textMuted: "Muted text",
  primary: "Primary",
  primaryText: "Primary button text",
  accent: "Accent",
  accentText: "Accent button text",
  border: "Border",
  focus: "Focus ring",
  danger: "Danger",
  success: "Success",
  warning: "Warning",
  overlay: "Overlay",
};

/** "Primary (light)": the label of a token's field, also how an error names it. */
export const fieldLabel = (mode: ThemeMode, token: ColourToken) => `${TOKEN_LABELS[token]} (${mode})`;

/** The base palettes a brand's `theme.yaml` is laid over: what a token is when the brand does not set it. */
export const BASE_PALETTES: Record<ThemeMode, Palette> = { light: baseLight.color, dark: baseDark.color };

export type Palettes = Record<ThemeMode, Palette>;

/** Whether `value` is a colour as `theme.yaml` takes one (the theme schema's own rule). */
export const isThemeColour = (mode: ThemeMode, token: ColourToken, value: string): boolean =>
  brandThemeSchema.shape[mode].shape[token].safeParse(value).success;

/** A colour as the draft keeps it: hex in lower case, `rgb(...)` as written (trimmed). */
export const normaliseColour = (value: string) => {
  const trimmed = value.trim();
  return trimmed.startsWith("#") ? trimmed.toLowerCase() : trimmed;
};

/** Whether two colours are the same as written (case and spaces aside): a token equal to the base is not written. */
export const sameColour = (a: string, b: string) => normaliseColour(a).replace(/\s+/g, "") === normaliseColour(b).replace(/\s+/g, "");
