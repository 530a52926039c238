/**
 * The design tokens' shape: every component styles through these (`vars` of
 * `contract.css.ts`), and each brand gives them values twice, dark and light (its
 * `theme.yaml`, resolved on the server: app/brand/theme.server.ts). Plain data, so the
 * server and the scripts read it without a stylesheet build.
 */
export const TOKEN_SHAPE = {
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
};

/** The CSS custom property of a token (`["color", "bg"]` → `--pt-color-bg`): fixed names, the same in every build. */
export const tokenVariable = (path: readonly string[]) => `--pt-${path.join("-")}`;
