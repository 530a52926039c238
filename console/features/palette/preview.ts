import type { ThemeMode } from "~/brand/schema";

/** The live preview's pages and sizes, shared by the server (the addresses) and the page (the frames). */
export const PREVIEW_PAGE_IDS = ["home", "sign-in", "deposit", "lobby"] as const;
export type PreviewPageId = (typeof PREVIEW_PAGE_IDS)[number];

export const PREVIEW_PAGE_LABELS: Record<PreviewPageId, string> = {
  home: "Home",
  "sign-in": "Sign-in",
  deposit: "Deposit",
  lobby: "Lobby",
};

export interface PreviewSetup {
  /** Each page's address on the brand's domain, its preview link included. */
  pages: Array<{ id: PreviewPageId; url: string }>;
  page: PreviewPageId;
  mode: ThemeMode;
}

/**
 * The widths a page is shown at (a phone, a laptop), each drawn at its real size and scaled
 * down to fit beside the form: the page lays itself out as on that screen.
 */
export const PREVIEW_SIZES = [
  { name: "phone", width: 390, height: 780, scale: 0.5 },
  { name: "desktop", width: 1366, height: 860, scale: 0.42 },
] as const;

/**
 * A page's address in a mode: `theme=` stands in for the visitor's own choice (a cookie the
 * portal cannot read inside another site's frame), honoured in a preview only.
 */
export function frameUrl(url: string, mode: ThemeMode): string {
  const address = new URL(url);
  address.searchParams.set("theme", mode);
  return address.href;
}
