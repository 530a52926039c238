import type { ThemeMode } from "~/brand/schema";
import { preferenceCookie, readCookie } from "~/http/cookies.server";
import { isThemeMode } from "./mode";

export const THEME_COOKIE = "theme";

/** The mode from the `theme` cookie, or the brand's default. */
export function themeModeOf(cookieHeader: string | null, fallback: ThemeMode): ThemeMode {
  const value = readCookie(cookieHeader, THEME_COOKIE);
  return isThemeMode(value) ? value : fallback;
}

export function themeCookie(mode: ThemeMode, secure: boolean): string {
  return preferenceCookie(THEME_COOKIE, mode, secure);
}
