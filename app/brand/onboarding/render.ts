import { toYaml } from "../brand-files";
import type { BrandInput } from "../schema";
import { BRAND_COLOURS, type BrandThemes } from "./theme";

/** The config as a brand's `brand.yaml`, its market (currency and time zone) said in its header. */
export function brandYaml(config: BrandInput): string {
  const top = `${config.displayName}: written by \`npm run brand:new\`. Its money is ${config.currency}, as its merchant
${config.merchantCode} keeps it (\`npm run brands:check\` compares them); draw times are shown at
the offset of ${config.timeZone}. Settings no option of brand:new sets (verticals, sms,
responsibleGaming and the rest: docs/onboarding-a-brand.md) are added here.`;
  // Fields left undefined are not written.
  return toYaml(config, {
    top,
    keys: { secrets: "The environment variable holding each secret: values never live in a brand folder." },
  });
}

/** The derived palettes as a brand's `theme.yaml`, each colour of the brand's in the same order. */
export function themeYaml(displayName: string, primary: string, themes: BrandThemes): string {
  const top = `${displayName}: generated from ${primary} by \`npm run brand:new\`. Text, primary and
accent meet WCAG AA contrast (4.5:1) on every background and under their own text;
keep them so when adjusting (\`npm run brands:check\` checks).`;
  const palette = (mode: keyof BrandThemes) => Object.fromEntries(BRAND_COLOURS.map((colour) => [colour, themes[mode][colour]]));
  return toYaml({ dark: palette("dark"), light: palette("light") }, { top });
}
