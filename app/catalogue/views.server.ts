import type { MoneyFormat } from "~/format/money";
import { cdnUrl } from "~/platform/cdn";
import type { Banner, Game, Winner } from "~/platform/contract/common";
import { vendorPath } from "./categories";
import { bannerLink } from "./linkage";
import type { BannerView, GameView, WinnerView } from "./types";

// The catalogue's platform records as the pages show them: banners, game cards and winners, their images on a CDN.

/** A platform banner as the page shows it, its image on `cdn`. */
export const toBannerView =
  (cdn: string) =>
  (banner: Banner): BannerView => ({
    id: banner.id,
    title: banner.title,
    image: cdnUrl(cdn, banner.url),
    link: bannerLink(banner.linkage),
  });

/** A platform game as a card, its icon on `cdn`. */
export const toGame =
  (cdn: string) =>
  (game: Game): GameView => ({
    nodeId: game.nodeId,
    name: game.gameName,
    icon: cdnUrl(cdn, game.iconUrl),
    href: vendorPath(game.gameType, game.vassalage),
    hot: game.isHot === 1,
    freeTrial: game.supportPlay === 0,
  });

/** "player001" -> "pl***01", unless the platform masked it already. */
export function maskCustomerName(name: string): string {
  if (name.includes("*")) return name;
  if (name.length <= 4) return `${name.charAt(0)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

/** Biggest wins first, whatever order the platform sent. */
export function toWinners(list: readonly Winner[], cdn: string, money: MoneyFormat): WinnerView[] {
  return [...list]
    .sort((a, b) => b.vo.winCents - a.vo.winCents)
    .map(({ vo }) => ({
      customerName: maskCustomerName(vo.customerName),
      gameName: vo.gameName,
      icon: cdnUrl(cdn, vo.iconUrl),
      amount: money(vo.winCents),
    }));
}
