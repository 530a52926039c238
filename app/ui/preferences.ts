/**
 * Layout preferences the browser remembers in plain cookies (set from the page,
 * read by the layout loader so the first render already matches, no flash).
 */
export const BALANCE_HIDDEN_COOKIE = "balance_hidden";
export const SIDE_MENU_COOKIE = "side_menu";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Stores a layout preference from the browser. */
export function rememberPreference(name: string, value: string): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
