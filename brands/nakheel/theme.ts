import { defineThemes } from "../../themes/base";

/**
 * Nakheel Casino: generated from #1f9d74 by `npm run brand:new`. Text, primary and
 * accent meet WCAG AA contrast (4.5:1) on every background and under their own text;
 * keep them so when adjusting (`npm run brands:check` checks).
 */
export default defineThemes({
  dark: {
    bg: "#0c1814",
    surface: "#12261f",
    surfaceRaised: "#19342b",
    text: "#f0f5f3",
    textMuted: "#a6c9be",
    primary: "#22aa7d",
    primaryText: "#0d1c17",
    accent: "#e26acd",
    accentText: "#0d1c17",
    border: "#2b5a4a",
    focus: "#e26acd",
  },
  light: {
    bg: "#f5faf8",
    surface: "#ffffff",
    surfaceRaised: "#ffffff",
    text: "#142922",
    textMuted: "#4e7468",
    primary: "#197f5e",
    primaryText: "#ffffff",
    accent: "#c828ac",
    accentText: "#ffffff",
    border: "#cfe8e0",
    focus: "#197f5e",
  },
});
