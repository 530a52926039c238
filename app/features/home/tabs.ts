import { CATEGORY_PATH, HOT_GAMES } from "~/catalogue/categories";
// Types only: the home route ships this module to the browser, and the contract's values would bring zod.
import type { GameType } from "~/platform/contract/common";
import type { TabId } from "./types";

/** The home pages by `$page` segment: all share the home route, so one identity. */
const HOME_PAGES: Record<string, HomePage> = {
  index: "home",
  home: "home",
  "index.html": "home",
  login: "login",
  register: "register",
};

export type HomePage = "home" | "login" | "register";

/** The home page a `$page` segment names; null for anything else (a 404). */
export function homePageOf(segment: string | undefined): HomePage | null {
  if (segment === undefined || segment === "") return "home";
  return Object.hasOwn(HOME_PAGES, segment) ? HOME_PAGES[segment] : null;
}

/** How much each home section shows. */
export const HOME_LIMITS = {
  hot: HOT_GAMES,
  games: 12,
  vendors: 5,
  recent: 12,
  /** Favourites are fetched whole (page size 999) and cut to `games` on the HOME tab. */
  favouritesPageSize: 999,
  /** A category tab shows this many games of the chosen vendor, then "more" leads to its lobby. */
  categoryTabGames: 42,
} as const;

/** Categories whose entries on the home are their vendors. */
export const VENDOR_CATEGORIES: readonly GameType[] = ["SPORTS", "ESPORTS", "LOTTERY", "COCKFIGHT", "LIVE"];
/** Categories whose entries on the home are games (from the game list), with vendor filter chips. */
export const GAME_CATEGORIES: readonly GameType[] = ["RNG", "FISH", "PVP"];

export const isGameCategory = (type: GameType) => GAME_CATEGORIES.includes(type);

/** Where FAV leads a visitor: the login popup, coming back to FAV afterwards. */
export const FAV_LOGIN_HREF = `/login?${new URLSearchParams({ redirectTo: "/?tab=FAV" })}`;

/** The link of a tab (and of a vendor chip inside a category tab). */
export function tabHref(tab: TabId, vassalage?: string | null): string {
  if (tab === "HOME") return "/";
  const query = new URLSearchParams({ tab });
  if (vassalage) query.set("vassalage", vassalage);
  return `/?${query}`;
}

/**
 * The tab `?tab=` asks for: HOME by default, FAV, or a category
 * that has vendors. Anything else falls back to HOME.
 */
export function parseTab(value: string | null, categories: readonly GameType[]): TabId {
  const wanted = value?.trim().toUpperCase() ?? "";
  if (wanted === "FAV") return "FAV";
  return categories.find((category) => category === wanted) ?? "HOME";
}

/** The page of a category ("more"). */
export const categoryHref = (type: GameType) => CATEGORY_PATH[type];
