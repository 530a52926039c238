import { z } from "zod";
import { TOKEN_SHAPE } from "../../themes/tokens";

/**
 * A colour as the themes write it. Nothing else is let through: the value goes into a
 * stylesheet, so a `;`, a `}` or a `url(` could change more than the colour.
 */
const colour = z
  .string()
  .regex(
    /^(#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|rgba?\(\s*[\d.]+%?(?:\s*,\s*[\d.]+%?){2,3}\s*\))$/i,
    "must be a colour: #rrggbb or rgb(...)",
  );

const palette = z.object(Object.fromEntries(Object.keys(TOKEN_SHAPE.color).map((name) => [name, colour.optional()]))).strict();

/**
 * A brand's `theme.yaml`: each mode's colours that differ from the base theme, and nothing else.
 * No file system and no stylesheet here, so the console's forms check a palette with it too.
 */
export const brandThemeSchema = z.object({ dark: palette, light: palette }).strict();
