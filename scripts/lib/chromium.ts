/**
 * The system Chromium the browser tests and the navigation benchmark drive with Playwright
 * (Debian's package; CHROMIUM_PATH to use another), and the flags both start it with: no
 * sandbox (containers), no GPU, and none of the background traffic (updates, sync, QUIC probes)
 * that would run beside what is tested or measured.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
