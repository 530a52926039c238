import { useMatches } from "@remix-run/react";

/**
 * The parts of the player layout a page may leave out. A page says so in its loader
 * data (`chrome`), not in a static route handle, because one route can serve both
 * ways: /vnLottery (the lottery page) and /vnlottery (a game page without the side
 * menu) are one route, since routes match paths case-insensitively.
 */
export interface PageChrome {
  sideMenu: boolean;
  footer: boolean;
}

export const FULL_CHROME: PageChrome = { sideMenu: true, footer: true };

/** The chrome the deepest page asking for one wants; the full layout otherwise. */
export function usePageChrome(): PageChrome {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const chrome = (matches[index].data as { chrome?: PageChrome } | undefined)?.chrome;
    if (chrome) return chrome;
  }
  return FULL_CHROME;
}
