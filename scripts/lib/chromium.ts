/**
 * The system Chromium the navigation benchmark drives with Playwright (Debian's package;
 * CHROMIUM_PATH to use another): the browser a player runs, headless. And the flags it and
 * the browser tests' shell start with: no sandbox (containers), no GPU, and none of the
 * background traffic (updates, sync, QUIC probes) that would run beside what is tested or measured.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * What the browser tests drive: Chromium's headless shell (Debian's chromium-headless-shell, built
 * from the same source as the browser: the same Blink and V8, without the browser's windowing and
 * UI layers), as Playwright's own headless runs do. The suite's browser tests take about three
 * quarters of the time they took in the full browser (docs/decisions/test-suite.md).
 * HEADLESS_SHELL_PATH to use another.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? "/usr/lib/chromium/chromium-headless-shell";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
