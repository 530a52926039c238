// Types only: the lobby ships this module to the browser, and the contract's values would bring zod.
import type { GameType } from "~/platform/contract/common";

/** The lobby pages and the category each lists. */
export const LOBBY_TYPES = ["LIVE", "FISH", "RNG", "PVP"] as const satisfies readonly GameType[];
export type LobbyType = (typeof LOBBY_TYPES)[number];

export const isLobbyType = (type: GameType): type is LobbyType => (LOBBY_TYPES as readonly GameType[]).includes(type);

/** The lobby filters. RECENT and FAV are the signed-in player's own lists. */
export const LOBBY_FILTERS = ["ALL", "HOT", "RECENT", "FAV"] as const;
export type LobbyFilter = (typeof LOBBY_FILTERS)[number];
export const ACCOUNT_FILTERS: readonly LobbyFilter[] = ["RECENT", "FAV"];

/** The sub-category chips, in the product's fixed order. BINGO only where TY is offered. */
export const LOBBY_CLASSIFIES = ["SCRATCH", "VIDEO_POKER", "JACKPOT", "TABLE", "ARCADE", "BINGO"] as const;
export type LobbyClassify = (typeof LOBBY_CLASSIFIES)[number];

/** Lobby page size 18; the longest search the platform takes (issue 9). */
export const LOBBY_PAGE_SIZE = 18;
export const MAX_SEARCH_LENGTH = 64;

/** Everything a lobby shows, as its URL says it (`/rng?vassalage=PG&filter=HOT&q=dragon&page=3`). */
export interface LobbyState {
  vendor: string | null;
  filter: LobbyFilter;
  classify: LobbyClassify | null;
  /** The trimmed name search (ALL only); "" for none. */
  q: string;
  page: number;
}

export const FIRST_PAGE: Omit<LobbyState, "vendor"> = { filter: "ALL", classify: null, q: "", page: 1 };

/**
 * A lobby URL, its parameters always in one order and only those that differ from the
 * defaults, so each view has one address (links, canonical URLs, the sitemap).
 */
export function lobbyHref(path: string, state: Partial<LobbyState>): string {
  const query = new URLSearchParams();
  if (state.vendor) query.set("vassalage", state.vendor);
  if (state.filter && state.filter !== "ALL") query.set("filter", state.filter);
  if (state.classify) query.set("classify", state.classify);
  if (state.q) query.set("q", state.q);
  if (state.page && state.page > 1) query.set("page", String(state.page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
