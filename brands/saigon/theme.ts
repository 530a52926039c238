import { defineThemes } from "../../themes/base";

/**
 * Saigon Play: generated from #c8102e by `npm run brand:new`. Text, primary and
 * accent meet WCAG AA contrast (4.5:1) on every background and under their own text;
 * keep them so when adjusting (`npm run brands:check` checks).
 */
export default defineThemes({
  dark: {
    bg: "#180c0e",
    surface: "#261215",
    surfaceRaised: "#34191d",
    text: "#f5f0f1",
    textMuted: "#c9a6ac",
    primary: "#f14d68",
    primaryText: "#1c0d10",
    accent: "#2bee6c",
    accentText: "#1c0d10",
    border: "#5a2b33",
    focus: "#2bee6c",
  },
  light: {
    bg: "#faf5f6",
    surface: "#ffffff",
    surfaceRaised: "#ffffff",
    text: "#291417",
    textMuted: "#744e54",
    primary: "#c8102e",
    primaryText: "#ffffff",
    accent: "#0a8032",
    accentText: "#ffffff",
    border: "#e8cfd3",
    focus: "#c8102e",
  },
});
