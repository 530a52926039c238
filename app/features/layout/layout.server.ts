import type { AppLoadContext } from "@remix-run/node";
import { getFlags, type Flags } from "~/brand/flags.server";
import { platformErrorCode } from "~/platform/platform-error";
import { todayIn } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import { readCookie } from "~/http/cookies.server";
import type { SystemInfo } from "~/load-context";
import { cdnUrl } from "~/platform/cdn";
import type { GameType } from "~/platform/contract/common";
import type { ErrorCode } from "~/platform/errors";
import { getSession } from "~/session/session.server";
import { lotteryHref } from "~/features/games/paths";
import { isAgentAccount } from "~/session/roles";
import { appDownloads, type AppDownload } from "./app-download.server";
import {
  CATEGORY_ORDER,
  CATEGORY_PATH,
  LARGE_MENU_THRESHOLD,
  LOBBY_CATEGORIES,
  SIDE_MENU_LOTTERY_VENDOR,
  vendorPath,
} from "~/catalogue/categories";
import { getLanes, type Lane } from "~/catalogue/lanes.server";
import { BALANCE_HIDDEN_COOKIE, SIDE_MENU_COOKIE } from "~/ui/preferences";
import { loadPlayer, type LayoutMember, type LayoutWallet } from "~/session/player.server";
import { contactLinks, customerService, type ContactLinks } from "./service.server";

export interface LayoutVendor {
  code: string;
  name: string;
  /**
   * The vendor's own page: its lobby filtered to it (RNG, live, fish, PVP) or its lottery page.
   * Null for a vendor that is started (sports, e-sports, cockfight): its link is the launch button.
   */
  href: string | null;
  /** Absolute, on one of the image CDNs. */
  logo: string;
  maintenance: boolean;
}

export interface LayoutCategory {
  gameType: GameType;
  href: string;
  /** Where the side menu's item goes: the category's page, except lottery, which starts the SEA lottery when offered. */
  menuHref: string;
  vendors: LayoutVendor[];
  /** More than 10 vendors: the header's drop menu uses its large style. */
  large: boolean;
}

export interface LayoutData {
  categories: LayoutCategory[];
  /** Why the vendor lanes are missing, when they are. */
  categoriesError: ErrorCode | null;
  contacts: ContactLinks;
  downloads: AppDownload[];
  /** Side menu items switched by whitelabel flags and role. */
  menu: { manualRebate: boolean; referral: boolean; pointMall: boolean };
  signedIn: boolean;
  member: LayoutMember | null;
  /** Why the member info is missing while signed in. */
  memberError: ErrorCode | null;
  wallet: LayoutWallet | null;
  /** The member's favourite game ids, for every game card's toggle (none for visitors and trial accounts). */
  favouriteIds: string[];
  /**
   * Whether the page opens the player's live events: a signed-in real account, not while its
   * password must be changed first (the session may reach nothing but the change until then).
   */
  liveEvents: boolean;
  /** The address the page's live events stream opens first (see PlayerParts); null for a visitor or when the balance failed. */
  liveEventsFrom: string | null;
  prefs: { balanceHidden: boolean; menuCollapsed: boolean };
  /** For the copyright line; from the server so both renders agree. */
  year: number;
}

const settle = async <T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; code: ErrorCode }> => {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, code: platformErrorCode(error) };
  }
};

/**
 * Where a vendor's link goes: a lobby category's vendor filters its lobby; any other vendor is
 * started as the game start rules say, so a lottery vendor's link is its lottery page and the
 * rest (sports, e-sports, cockfight) are launched (null).
 */
function vendorHref(gameType: GameType, vendor: Lane["vendors"][number]): string | null {
  if (LOBBY_CATEGORIES.includes(gameType)) return vendorPath(gameType, vendor.vassalage);
  return vendor.gameCode ? lotteryHref(vendor.vassalage, vendor.gameCode) : null;
}

export function toCategories(lanes: readonly Lane[], imageCdn: string): LayoutCategory[] {
  return CATEGORY_ORDER.flatMap((gameType) => {
    const lane = lanes.find((candidate) => candidate.gameType === gameType);
    if (!lane || lane.vendors.length === 0) return [];
    const vendors = lane.vendors.map((vendor) => ({
      code: vendor.vassalage,
      name: vendor.name,
      href: vendorHref(gameType, vendor),
      logo: cdnUrl(imageCdn, vendor.logoUrl),
      maintenance: vendor.maintenance,
    }));
    const started = gameType === "LOTTERY" ? vendors.find((vendor) => vendor.code === SIDE_MENU_LOTTERY_VENDOR)?.href : null;
    return [
      {
        gameType,
        href: CATEGORY_PATH[gameType],
        menuHref: started ?? CATEGORY_PATH[gameType],
        large: lane.vendors.length > LARGE_MENU_THRESHOLD,
        vendors,
      },
    ];
  });
}

/**
 * Everything the player layout needs: vendor categories (cached lanes), the
 * merchant's contacts, downloads and flags (cached system info), and for a
 * signed-in account its member info and balance (never cached). A failing part
 * is reported in its own field; the layout always renders.
 */
export async function loadLayout(request: Request, context: AppLoadContext): Promise<LayoutData> {
  const { brand, logger } = context;
  const user = getSession(context);
  const cookies = request.headers.get("Cookie");

  const [systemResult, lanesResult, player] = await Promise.all([
    settle(context.systemInfo()),
    settle(getLanes(context)),
    loadPlayer(context),
  ]);

  const info: SystemInfo | null = systemResult.ok ? systemResult.value : null;
  if (!systemResult.ok) logger.warn({ code: systemResult.code }, "layout: system info unavailable");

  const categories = lanesResult.ok ? toCategories(lanesResult.value, await context.imageCdn()) : [];

  const flags: Flags | null = info ? await getFlags({ brand, systemInfo: async () => info }) : null;
  const isAgent = user ? isAgentAccount(user.isAgent) : false;

  const service = info ? await customerService(brand, info.customerService, logger) : new Map<string, string>();
  const contacts = contactLinks(brand, service, info?.resources ?? []);
  const downloads = info ? await appDownloads(info.resources).catch(() => []) : [];

  return {
    categories,
    categoriesError: lanesResult.ok ? null : lanesResult.code,
    contacts,
    downloads,
    menu: {
      manualRebate: Boolean(flags?.MANPLAYREB3),
      referral: Boolean(flags?.AGENTPOLICY3) && isAgent,
      pointMall: Boolean(flags?.PTSYS3),
    },
    signedIn: Boolean(user),
    member: player?.member ?? null,
    memberError: player?.memberError ?? null,
    wallet: player?.wallet ?? null,
    favouriteIds: player?.favouriteIds ?? [],
    liveEvents: Boolean(player?.member && !player.member.trial) && context.session.data?.passwordChangeDue !== true,
    liveEventsFrom: player?.liveEvents ?? null,
    prefs: {
      balanceHidden: readCookie(cookies, BALANCE_HIDDEN_COOKIE) === "1",
      menuCollapsed: readCookie(cookies, SIDE_MENU_COOKIE) === "collapsed",
    },
    year: Number(todayIn(playerZone(context)).slice(0, 4)),
  };
}
