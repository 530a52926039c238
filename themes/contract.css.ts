import { createGlobalThemeContract } from "@vanilla-extract/css";
import { TOKEN_SHAPE, tokenVariable } from "./tokens";

/**
 * The design tokens every component styles through, as CSS custom properties with fixed
 * names (`var(--pt-color-bg)`). The compiled CSS holds no values: each page links its own
 * brand's values (dark and light), made by the server from the brand's `theme.yaml`.
 */
export const vars = createGlobalThemeContract(TOKEN_SHAPE, (_value, path) => tokenVariable(path).slice(2));
