import { defineThemes } from "../../themes/base";

/** Tala: teal with coral. */
export default defineThemes({
  dark: {
    bg: "#071a1a",
    surface: "#0d2626",
    surfaceRaised: "#133434",
    textMuted: "#9cc3bf",
    primary: "#14b8a6",
    primaryText: "#03201d",
    accent: "#ff7f66",
    accentText: "#2a0a03",
    border: "#1f4744",
    focus: "#ff7f66",
  },
  light: {
    bg: "#f1faf9",
    text: "#0b2b28",
    textMuted: "#43615e",
    primary: "#0f766e",
    primaryText: "#ffffff",
    accent: "#c2410c",
    accentText: "#ffffff",
    border: "#c7e6e2",
    focus: "#0f766e",
  },
});
