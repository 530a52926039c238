import { createThemeContract } from "@vanilla-extract/css";

/** The design tokens every component styles through; each brand fills them twice (dark, light). */
export const vars = createThemeContract({
  color: {
    bg: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    primary: null,
    primaryText: null,
    accent: null,
    accentText: null,
    border: null,
    focus: null,
    danger: null,
    success: null,
    warning: null,
    overlay: null,
  },
  radius: { sm: null, md: null, lg: null, pill: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  font: { body: null, heading: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  shadow: { sm: null, md: null, lg: null },
});
