/**
 * Where the game actions live and where the launch rules send a player.
 * Plain values: the browser bundle imports this module.
 */

/** POST: launch a game (`nodeId`) or a vendor's card (`vendor`); see launch.server.ts. */
export const LAUNCH_PATH = "/games/launch";
/** POST: add or remove a favourite; see favourite.server.ts. */
export const FAVOURITE_PATH = "/games/favourite";
/** GET: a VASSALAGE vendor's game list as a popup (`/games/vendor/PG`). */
export const VENDOR_GAMES_PATH = "/games/vendor";

/** The favourite toggle is throttled to one change a second. */
export const FAVOURITE_THROTTLE_MS = 1000;
/** The lobby's page size, also the vendor popup's. */
export const VENDOR_GAMES_PAGE_SIZE = 18;
/** How many popular games the maintenance screen recommends. */
export const MAINTENANCE_RECOMMENDATIONS = 6;

/** The lottery vendors whose games open a portal page instead of a game. */
const LOTTERY_PAGES: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: "/vnLottery",
  TCG_SEA: "/seaLottery",
  LOTT: "/lottery",
  ELOTT: "/lottery",
};

/** The lottery page a vendor's game opens (`/vnLottery?gameCode=VN`), or null for any other vendor. */
export function lotteryHref(vassalage: string, gameCode: string): string | null {
  const page = Object.hasOwn(LOTTERY_PAGES, vassalage) ? LOTTERY_PAGES[vassalage] : null;
  return page ? `${page}?${new URLSearchParams({ gameCode })}` : null;
}

/** A vendor's game-list popup, closing back to `returnTo`. */
export function vendorGamesHref(vassalage: string, returnTo: string, page = 1): string {
  const query = new URLSearchParams({ returnTo });
  if (page > 1) query.set("page", String(page));
  return `${VENDOR_GAMES_PATH}/${encodeURIComponent(vassalage)}?${query}`;
}

/** The sign-in popup, coming back to `returnTo`. */
export function loginHref(returnTo: string): string {
  return `/login?${new URLSearchParams({ redirectTo: returnTo })}`;
}

/**
 * A field the page's script adds to its favourite posts: it is answered with data, where a
 * plain form (no JavaScript) is redirected back to the page it came from.
 */
export const SCRIPT_FIELD = "via";
export const SCRIPT_VALUE = "script";
