import type { GameType } from "~/platform/contract/common";
import type { Deferred, Loaded } from "~/ui/loaded";

/** Where a banner click goes: a portal route (client navigation), an outside page (new tab), or nowhere. */
export type BannerLink = { kind: "route"; to: string } | { kind: "url"; href: string } | { kind: "none" };

export interface BannerView {
  id: string;
  title: string;
  /** Absolute, on one of the image CDNs. */
  image: string;
  link: BannerLink;
}

export interface GameView {
  nodeId: string;
  name: string;
  /** Absolute, on one of the image CDNs. */
  icon: string;
  href: string;
  hot: boolean;
  /** supportPlay 0: a free trial is available. */
  freeTrial: boolean;
}

export interface VendorView {
  code: string;
  name: string;
  logo: string;
  maintenance: boolean;
}

export interface NoticeView {
  id: string;
  /** Plain text: the platform's HTML content is never shown here. */
  title: string;
}

export interface WinnerView {
  customerName: string;
  gameName: string;
  icon: string;
  /** Currency symbol and two decimals, formatted on the server. */
  amount: string;
}

/** The home's tabs: HOME, FAV, then one per vendor category. */
export type TabId = "HOME" | "FAV" | GameType;

export interface TabView {
  id: TabId;
  /** The platform's category title in the request language; null for HOME and FAV (translated by the page). */
  title: string | null;
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
  title: string;
  /** The category's own page ("more"). */
  moreHref: string;
} & ({ kind: "vendors"; vendors: VendorView[] } | { kind: "games"; games: Deferred<Loaded<GameView>>; chips: VendorChip[] | null });
