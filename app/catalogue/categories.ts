import type { GameType } from "~/platform/contract/common";

/** The order categories appear in the menus and the footer. */
export const CATEGORY_ORDER: readonly GameType[] = ["LOTTERY", "LIVE", "SPORTS", "FISH", "RNG", "PVP", "ESPORTS", "COCKFIGHT"];

/** The categories the side menu lists; cockfight is only in the header and footer. */
export const SIDE_MENU_CATEGORIES: readonly GameType[] = ["LOTTERY", "LIVE", "SPORTS", "FISH", "RNG", "PVP", "ESPORTS"];

/**
 * Each category's page: lobbies for RNG, LIVE, FISH, PVP;
 * game centres for sports, e-sports and lottery (`/elott`). Cockfight has no page
 * of its own in the product and opens in the sports game centre.
 */
export const CATEGORY_PATH: Record<GameType, string> = {
  LOTTERY: "/elott",
  LIVE: "/live",
  SPORTS: "/sports",
  FISH: "/fish",
  RNG: "/rng",
  PVP: "/pvp",
  ESPORTS: "/esports",
  COCKFIGHT: "/sports",
};

/** The categories whose page is a lobby: a vendor's link opens it filtered to that vendor (`/rng?vassalage=PG`). */
export const LOBBY_CATEGORIES: readonly GameType[] = ["RNG", "LIVE", "FISH", "PVP"];

/** The side menu's lottery item starts this vendor (the SEA lottery) directly, where the merchant offers it. */
export const SIDE_MENU_LOTTERY_VENDOR = "TCG_SEA";

/** The translation key of each category's name. */
export const CATEGORY_LABEL = {
  LOTTERY: "menu.lottery",
  LIVE: "menu.live",
  SPORTS: "menu.sports",
  FISH: "menu.fish",
  RNG: "menu.rng",
  PVP: "menu.pvp",
  ESPORTS: "menu.esports",
  COCKFIGHT: "menu.cockfight",
} as const satisfies Record<GameType, string>;

/** A vendor's link: its category page with the vendor selected (`/rng?vassalage=PG`). */
export function vendorPath(gameType: GameType, vassalage: string): string {
  return `${CATEGORY_PATH[gameType]}?${new URLSearchParams({ vassalage })}`;
}

/** How many games the hot list keeps: the platform's hot games, cut to the home's HOT section. */
export const HOT_GAMES = 12;

/** More vendors than this and the header's drop menu uses its large style. */
export const LARGE_MENU_THRESHOLD = 10;
