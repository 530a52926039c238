import { defineThemes } from "../../themes/base";

/** Aurora: deep violet with gold. */
export default defineThemes({
  dark: {
    bg: "#120b1f",
    surface: "#1c1330",
    surfaceRaised: "#271a42",
    textMuted: "#b7a9d1",
    // Light enough to read as link text on the surfaces (5.1:1 or more), so its button text is dark.
    primary: "#a07cf8",
    primaryText: "#120b1f",
    accent: "#f5c542",
    accentText: "#241a00",
    border: "#3a2a5c",
    focus: "#f5c542",
  },
  light: {
    bg: "#f7f3ff",
    surfaceRaised: "#fdfbff",
    text: "#1e1433",
    textMuted: "#5e4f7a",
    primary: "#6d28d9",
    primaryText: "#ffffff",
    accent: "#8a6400",
    accentText: "#ffffff",
    border: "#dcd0f2",
    focus: "#6d28d9",
  },
});
