import { defineThemes } from "../../themes/base";

/** Lumen: sky blue on white; its dark mode is a deep navy. */
export default defineThemes({
  dark: {
    bg: "#0a1726",
    surface: "#102236",
    surfaceRaised: "#163049",
    textMuted: "#9fb6cc",
    primary: "#38bdf8",
    primaryText: "#04202f",
    accent: "#e0f2fe",
    accentText: "#0a1726",
    border: "#21405e",
    focus: "#7dd3fc",
  },
  light: {
    bg: "#f3f8fd",
    surface: "#ffffff",
    surfaceRaised: "#ffffff",
    text: "#0b2540",
    textMuted: "#4a627a",
    primary: "#0369a1",
    primaryText: "#ffffff",
    // Dark enough to read as text on white (5.1:1), so its button text is white.
    accent: "#0775a8",
    accentText: "#ffffff",
    border: "#cfe3f3",
    focus: "#0369a1",
  },
});
