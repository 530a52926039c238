import type { GameType } from "~/platform/contract/common";
import type { GameView, VendorView } from "~/catalogue/types";
import type { Deferred, Loaded } from "~/ui/loaded";

/** The home's tabs: HOME, FAV, then one per vendor category. */
export type TabId = "HOME" | "FAV" | GameType;

/** A tab: named by the page from the packs (a category as the side menu names it, so one concept has one name). */
export interface TabView {
  id: TabId;
  href: string;
}

export interface VendorChip {
  code: string | null;
  name: string | null;
  href: string;
  current: boolean;
}

/** One category's section: vendor cards (sports-like categories) or games (RNG-like). */
export type CategoryView = {
  gameType: GameType;
  /** The category's own page ("more"). */
  moreHref: string;
} & ({ kind: "vendors"; vendors: VendorView[] } | { kind: "games"; games: Deferred<Loaded<GameView>>; chips: VendorChip[] | null });
