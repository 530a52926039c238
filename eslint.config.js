// The one lint set-up: TypeScript's recommended rules, React hooks, accessibility (jsx-a11y),
// with Prettier owning the formatting. `npm run lint` fails on any warning.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import layers from "./scripts/lint/layers.js";

/**
 * The layers, top to bottom, each row one layer or layers beside each other: a file imports its
 * own layer and those below it, never one above nor one beside it (docs/decisions/layers.md).
 * The routes compose the features and may import any of their modules; an entry (the server) is
 * imported by no other layer. The shared modules are ordered among themselves by what they use:
 * the widest (styles, UI) on top; the platform's contract and client, the money and date formats
 * and the settings at the bottom.
 */
const LAYERS = [
  [
    { name: "the routes", paths: ["app/routes", "app/root", "app/root.css", "app/entry.client", "app/entry.server"], composes: true },
    // The operator console's own app (vite.console.config.ts): beside the portal's routes, sharing nothing with them.
    { name: "the console's routes", paths: ["console/routes", "console/root", "console/entry.server"], composes: true },
  ],
  [
    { name: "the features", paths: ["app/features"] },
    // Beside the features, not above them: the server uses the request context and the shared modules only.
    { name: "the server", paths: ["server", "server.ts"], entry: true },
  ],
  // The console's areas (staff, audit, drafts, versions, ...), and its context and store, which the server makes.
  [{ name: "the console's features", paths: ["console/features"] }],
  [{ name: "the console's look", paths: ["console/ui"] }],
  [{ name: "the console's context and store", paths: ["console/context.server", "console/store"] }],
  [
    { name: "the request context", paths: ["app/load-context"] },
    // The layouts' data for the features: it names the route modules for their loaders' types only.
    { name: "the route data", paths: ["app/route-data"], typesFrom: ["the routes"] },
  ],
  [{ name: "app/styles", paths: ["app/styles"] }],
  [{ name: "app/ui", paths: ["app/ui"] }],
  [{ name: "app/theme", paths: ["app/theme"] }],
  [{ name: "app/session", paths: ["app/session"] }],
  // The game catalogue every area shows: lanes, categories, the public lists and their views.
  [{ name: "app/catalogue", paths: ["app/catalogue"] }],
  [{ name: "app/brand", paths: ["app/brand"] }],
  [{ name: "app/forms", paths: ["app/forms"] }],
  [{ name: "app/live", paths: ["app/live"] }],
  [{ name: "app/i18n", paths: ["app/i18n"] }],
  [{ name: "app/http", paths: ["app/http"] }],
  [{ name: "app/platform", paths: ["app/platform"] }],
  [{ name: "app/format", paths: ["app/format"] }],
  // The settings, read and checked once: every layer may read them, and they read no other.
  [{ name: "the settings", paths: ["app/env.server"] }],
  // Where the running server finds the project's folder: below everything, for the portal and the
  // sandbox alike.
  [{ name: "app/runtime", paths: ["app/runtime"] }],
];

/**
 * A feature's public face: the modules of app/features/<area>/ that other features and the
 * server may import (an `index` file would be one too). Everything else in a feature is its own.
 */
const PUBLIC_FACES = {
  announcements: ["AnnouncementBoard", "announcements.server", "types"],
  auth: [
    "CaptchaField",
    "PasswordField",
    "SendCodeButton",
    "captcha.server",
    "cookies.server",
    "login.server",
    "return-path",
    "schema.server",
    "sms-code.server",
    "start-session.server",
    "types",
  ],
  content: ["ContentPages", "content.server", "types"],
  "email-verify": ["paths", "verify.server"],
  exclusion: ["come-back.server", "sign-in-refusal.server"],
  "game-centre": ["centres", "new-vendors.server"],
  "game-pages": ["game-pages.css"],
  games: ["GameCard", "LaunchGameButton", "VendorCard", "cards.css", "paths"],
  kyc: ["paths"],
  layout: ["BalanceBox", "CopyUserIdDialog", "ServiceLink", "app-download.server", "header.css", "menu.css", "service.server"],
  limits: ["LimitLeftMessage", "LimitOffer", "limit-left", "limit-left.server", "limits.server", "paths"],
  live: ["LiveModels", "PvpRooms", "live.server", "types"],
  lobby: ["lobby-url"],
  member: ["member.css"],
  missions: ["LeaderboardTable"],
  money: ["WithdrawPasswordInput", "images.server", "paths", "proofs.server", "upline.server"],
  passwords: ["ChangePasswordDialog", "change.server", "forced-change.server", "types"],
  "play-time": ["PlayWatch", "SessionLimitMessage", "session-limit.server"],
  "points-mall": ["points-mall.css"],
  promotions: ["paths"],
  records: ["RecordsFilterForm", "RecordsPage", "RecordsTable", "records.css", "records.server", "types"],
  register: ["form-model.server", "messages", "register.server", "schema.server", "types"],
  rewards: ["ClaimForm", "paths"],
  security: ["profile-schema", "tabs"],
  settings: ["LanguageSelect", "ThemeToggle"],
  "signin-steps": ["StepParts", "after-sign-in.server", "limits.server", "paths", "steps.css", "verification-redirect.server"],
  sms: ["send.server"],
};

/** Imports that climb on purpose, each with its reason. */
const EXCEPTIONS = [
  // The request's money format is in the request's language: the formatter reads the language's tag.
  { from: "app/format/money.server", to: "app/i18n/languages" },
];

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
    files: ["app/**/*.{ts,tsx}", "console/**/*.{ts,tsx}"],
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
  {
    files: ["app/**/*.{ts,tsx}", "console/**/*.{ts,tsx}", "server/**/*.ts", "server.ts"],
    plugins: { layers },
    rules: { "layers/layers": ["error", { rows: LAYERS, publicFaces: PUBLIC_FACES, exceptions: EXCEPTIONS }] },
  },
);
