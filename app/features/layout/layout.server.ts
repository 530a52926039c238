import type { AppLoadContext } from "@remix-run/node";
import { getFlags, type Flags } from "~/brand/flags.server";
import { loadFavouriteIds } from "~/features/games/favourite.server";
import { platformErrorCode } from "~/features/system/status.server";
import { readCookie } from "~/http/cookies.server";
import type { SystemInfo } from "~/load-context";
import { cdnUrl } from "~/platform/cdn";
import type { GameType } from "~/platform/contract/common";
import type { ErrorCode } from "~/platform/errors";
import { getSession } from "~/session/session.server";
import { isAgentAccount, isTrialAccount } from "~/session/roles";
import { appDownloads, type AppDownload } from "./app-download.server";
import { CATEGORY_ORDER, CATEGORY_PATH, LARGE_MENU_THRESHOLD, vendorPath } from "./categories";
import { getLanes, type Lane } from "./lanes.server";
import { BALANCE_HIDDEN_COOKIE, SIDE_MENU_COOKIE } from "./prefs";
import { contactLinks, customerService, type ContactLinks } from "./service.server";

export interface LayoutVendor {
  code: string;
  name: string;
  href: string;
  /** Absolute, on one of the image CDNs. */
  logo: string;
  maintenance: boolean;
}

export interface LayoutCategory {
  gameType: GameType;
  href: string;
  vendors: LayoutVendor[];
  /** More than 10 vendors: the header's drop menu uses its large style. */
  large: boolean;
}

export interface LayoutMember {
  id: string;
  account: string;
  nickname: string;
  vip: boolean;
  vipLabel: string;
  unreadMessages: number;
  isAgent: boolean;
  trial: boolean;
}

export interface LayoutWallet {
  /** Null when the balance could not be loaded (`error` says why). */
  balance: number | null;
  currencySymbol: string;
  error: ErrorCode | null;
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
  prefs: { balanceHidden: boolean; menuCollapsed: boolean };
  /** For the copyright line; from the server so both renders agree. */
  year: number;
}

/** SPEC.md §3: the currency symbol defaults to $. */
export const DEFAULT_CURRENCY_SYMBOL = "$";

const settle = async <T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; code: ErrorCode }> => {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, code: platformErrorCode(error) };
  }
};

export function toCategories(lanes: readonly Lane[], imageCdn: string): LayoutCategory[] {
  return CATEGORY_ORDER.flatMap((gameType) => {
    const lane = lanes.find((candidate) => candidate.gameType === gameType);
    if (!lane || lane.vendors.length === 0) return [];
    return [
      {
        gameType,
        href: CATEGORY_PATH[gameType],
        large: lane.vendors.length > LARGE_MENU_THRESHOLD,
        vendors: lane.vendors.map((vendor) => ({
          code: vendor.vassalage,
          name: vendor.name,
          href: vendorPath(gameType, vendor.vassalage),
          logo: cdnUrl(imageCdn, vendor.logoUrl),
          maintenance: vendor.maintenance,
        })),
      },
    ];
  });
}

/** The balance and its symbol; never cached (money). */
export async function loadWallet(context: AppLoadContext, fallbackSymbol: string): Promise<LayoutWallet> {
  const result = await settle(context.platform.wallet.balance());
  if (!result.ok) return { balance: null, currencySymbol: fallbackSymbol, error: result.code };
  return {
    balance: result.value.balance,
    currencySymbol: result.value.currencySymbol || fallbackSymbol,
    error: null,
  };
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

  const [systemResult, lanesResult, memberResult, walletResult, favouriteIds] = await Promise.all([
    settle(context.systemInfo()),
    settle(getLanes(context)),
    user ? settle(context.platform.member.info()) : null,
    // The symbol is settled below, once the member info and system info are known.
    user ? loadWallet(context, "") : null,
    loadFavouriteIds(context),
  ]);

  const info: SystemInfo | null = systemResult.ok ? systemResult.value : null;
  if (!systemResult.ok) logger.warn({ code: systemResult.code }, "layout: system info unavailable");

  const categories = lanesResult.ok ? toCategories(lanesResult.value, await context.imageCdn()) : [];

  const flags: Flags | null = info ? await getFlags({ brand, systemInfo: async () => info }) : null;
  const isAgent = user ? isAgentAccount(user.isAgent) : false;

  const service = info ? await customerService(brand, info.customerService, logger) : new Map<string, string>();
  const contacts = contactLinks(brand, service, info?.resources ?? []);
  const downloads = info ? await appDownloads(info.resources).catch(() => []) : [];

  const member: LayoutMember | null =
    memberResult?.ok && user
      ? {
          id: memberResult.value.id,
          account: memberResult.value.account,
          nickname: memberResult.value.nickname,
          vip: memberResult.value.vip,
          vipLabel: memberResult.value.vipLabel,
          unreadMessages: isTrialAccount(user.isAgent) ? 0 : memberResult.value.unreadMessages,
          isAgent,
          trial: isTrialAccount(user.isAgent),
        }
      : null;

  const symbol =
    (memberResult?.ok ? memberResult.value.currencySymbol : "") || info?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  const wallet = walletResult ? { ...walletResult, currencySymbol: walletResult.currencySymbol || symbol } : null;

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
    member,
    memberError: memberResult && !memberResult.ok ? memberResult.code : null,
    wallet,
    favouriteIds,
    prefs: {
      balanceHidden: readCookie(cookies, BALANCE_HIDDEN_COOKIE) === "1",
      menuCollapsed: readCookie(cookies, SIDE_MENU_COOKIE) === "collapsed",
    },
    year: new Date().getFullYear(),
  };
}
