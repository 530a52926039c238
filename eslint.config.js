// The one lint set-up: TypeScript's recommended rules, React hooks, accessibility (jsx-a11y),
// with Prettier owning the formatting. `npm run lint` fails on any warning.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".data/", "test-results/", "playwright-report/", "node_modules/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // The URL checks match control characters on purpose, to refuse them.
      "no-control-regex": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // Packages' own deep paths are private: import what a package exports.
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["*/dist/*", "*/dist"], message: "Import what the package exports, not its dist/ files." }] },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region (a wide table, the notice marquee) is focusable so a keyboard can scroll or stop it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region", "marquee"] }],
      // The hooks rules themselves; the plugin's React Compiler rules are for code the compiler builds, and this app does not use it.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
);
