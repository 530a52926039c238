import type { GameView } from "~/catalogue/types";
import type { Deferred, Loaded } from "~/ui/loaded";
import type { LiveModelView, PvpRoomView } from "~/features/live/types";
import type { ErrorCode } from "~/platform/errors";
import type { LobbyClassify, LobbyFilter, LobbyState, LobbyType } from "./lobby-url";

/** A link of the lobby's menus: a vendor, a filter or a sub-category. */
export interface LobbyLink<Id> {
  /** null: "all" (every vendor, every sub-category). */
  id: Id | null;
  /** The vendor's name; null for the rest (the page translates them). */
  name: string | null;
  href: string;
  current: boolean;
  /** A vendor with new games (the platform's new-game vendor list): a NEW badge. */
  isNew?: boolean;
}

export interface FilterLink extends LobbyLink<LobbyFilter> {
  id: LobbyFilter;
  /** RECENT and FAV for a visitor: the link opens the sign-in popup, coming back here. */
  signInFirst: boolean;
}

/** One page of the view's games. */
export interface LobbyGames {
  games: Loaded<GameView>;
  totalPages: number;
  /** The page shown: the asked one, or the first when the asked one is past the last. */
  page: number;
}

/** A lobby page (`/live`, `/fish`, `/rng`, `/pvp`) as the server renders it. */
export interface LobbyData {
  gameType: LobbyType;
  path: string;
  /** The category's name in the request language (the platform's lane title). */
  title: string;
  /** The view in effect, as its canonical URL says it (the pager's links are made from it). */
  state: LobbyState;
  /** The chosen vendor's name, if a vendor is chosen. */
  vendorName: string | null;
  vendors: LobbyLink<string>[];
  /** Why the vendor menu is missing, when the vendor lanes failed. */
  vendorsError: ErrorCode | null;
  filters: FilterLink[];
  classifies: LobbyLink<LobbyClassify>[];
  /** The URL's search was longer than the platform takes: it was not run, and the page says so. */
  searchTooLong: boolean;
  /** What the search form carries besides `q`: it keeps the vendor and sub-category. */
  searchHidden: Record<string, string>;
  /** The view's games and pager: streamed to a browser unless ready at once, in the HTML for a crawler. */
  list: Deferred<LobbyGames>;
  /** `/live`: the live models, whose chat opens in the chat-room popup (streamed as the list is). */
  liveModels: Deferred<Loaded<LiveModelView>> | null;
  /** `/pvp`: the card-game rooms (of the chosen vendor, if one is chosen; streamed as the list is). */
  pvpRooms: Deferred<Loaded<PvpRoomView>> | null;
  seo: { title: string; description: string; canonical: string; noindex: boolean };
}
