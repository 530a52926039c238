import { verticalsNotOffered } from "~/brand/verticals.server";
import { redirect, type AppLoadContext } from "@remix-run/node";
import { vendorPath } from "~/catalogue/categories";
import { getLanes, type Lane } from "~/catalogue/lanes.server";
import { amountFormatter } from "~/format/money.server";
import { platformErrorCode } from "~/platform/platform-error";
import { cdnUrl } from "~/platform/cdn";
import type { Vendor } from "~/platform/contract/common";
import type { ErrorCode } from "~/platform/errors";
import { getSession } from "~/session/session.server";
import { categoryGames, homeBanners, hotGames, notices, winners } from "~/catalogue/public-lists.server";
import { toBannerView, toGame, toWinners } from "~/catalogue/views.server";
import { categoryHref, FAV_LOGIN_HREF, HOME_LIMITS, isGameCategory, parseTab, tabHref } from "./tabs";
import type { BannerView, GameView, NoticeView, VendorView, WinnerView } from "~/catalogue/types";
import type { CategoryView, TabId, TabView, VendorChip } from "./types";
import type { Deferred, Loaded } from "~/ui/loaded";
import { deferred, settle } from "~/ui/loaded.server";

const toVendor =
  (cdn: string) =>
  (vendor: Vendor): VendorView => ({
    code: vendor.vassalage,
    name: vendor.name,
    logo: cdnUrl(cdn, vendor.logoUrl),
    maintenance: vendor.maintenance,
  });

export interface AccountSections {
  favourites: Loaded<GameView>;
  recent: Loaded<GameView>;
}

export interface HomeData {
  tab: TabId;
  signedIn: boolean;
  tabs: TabView[];
  /** Why the categories are missing, when the vendor lanes failed. */
  lanesError: ErrorCode | null;
  banners: Loaded<BannerView>;
  /** HOME tab only. Streamed unless cached: a slow or cold games list never holds back the page. */
  hot: Deferred<Loaded<GameView>> | null;
  /** HOME: every category, cut; a category tab: that category in full. Their game lists stream unless cached. */
  categories: CategoryView[];
  /** FAV tab, signed in: the player's favourites (streamed, never cached). */
  favourites: Deferred<Loaded<GameView>> | null;
  /**
   * HOME tab, signed in: the page shows the player's FAV and RECENT sections, which the
   * browser loads from /resources/account-games, so the rest of the page is the same for
   * every player and can be kept (server/page-cache.ts).
   */
  accountSections: boolean;
  /** Streamed unless cached: the marquee is not worth holding the page for. */
  notices: Deferred<Loaded<NoticeView>>;
  /** Streamed unless cached: a slow winner board never holds back the page. */
  winners: Deferred<Loaded<WinnerView>>;
}

/**
 * Everything the home needs. Awaited (cached, and bounded by the request's upstream
 * budget): system info, banners (the first one is the page's largest paint) and the
 * vendor lanes (the tabs and sections). Everything else streams unless it is ready at
 * once (a fresh cache entry is): HOT, each category's games, notices, winners, and the
 * signed-in player's favourites and recent games, so a cold cache in front of a slow
 * games list or winner board never holds the first byte. Every platform failure is
 * reported in its own section; only FAV for a visitor redirects (to the login popup).
 */
export async function loadHome(request: Request, context: AppLoadContext): Promise<HomeData> {
  const url = new URL(request.url);
  const user = getSession(context);

  // The non-critical lists start at once; their results are awaited last, and only briefly.
  const noticesCall = settle(notices(context, user ? "A" : "B"), (notice): NoticeView => ({ id: notice.id, title: notice.title }));
  const winnersCall = settle(winners(context), (winner) => winner);

  const [money, cdn, lanesResult, banners] = await Promise.all([
    amountFormatter(context),
    context.imageCdn(),
    getLanes(context).then(
      (lanes) => ({ ok: true as const, lanes }),
      (error: unknown) => ({ ok: false as const, code: platformErrorCode(error) }),
    ),
    settle(homeBanners(context), (banner) => banner),
  ]);
  const lanes: Lane[] = lanesResult.ok ? lanesResult.lanes.filter((lane) => lane.vendors.length > 0) : [];
  const tab = parseTab(
    url.searchParams.get("tab"),
    lanes.map((lane) => lane.gameType),
  );
  if (tab === "FAV" && !user) throw redirect(FAV_LOGIN_HREF);

  const games = toGame(cdn);

  // Per player, never cached.
  const favouritesCall = user && tab === "FAV" ? accountGames(context, "favourites", cdn) : null;

  const tabs: TabView[] = [
    { id: "HOME", href: tabHref("HOME") },
    { id: "FAV", href: user ? tabHref("FAV") : FAV_LOGIN_HREF },
    ...lanes.map((lane) => ({ id: lane.gameType, href: tabHref(lane.gameType) })),
  ];

  const shownLanes = tab === "HOME" ? lanes : lanes.filter((lane) => lane.gameType === tab);
  const full = tab !== "HOME";
  const wantedVendor = url.searchParams.get("vassalage");

  const [hot, categories] = await Promise.all([
    tab === "HOME" ? deferred(settle(offeredHotGames(context), games)) : null,
    Promise.all(
      shownLanes.map(async (lane): Promise<CategoryView> => {
        const base = { gameType: lane.gameType, moreHref: categoryHref(lane.gameType) };
        if (!isGameCategory(lane.gameType)) {
          const vendors = full ? lane.vendors : lane.vendors.slice(0, HOME_LIMITS.vendors);
          return { ...base, kind: "vendors", vendors: vendors.map(toVendor(cdn)) };
        }
        // Only a vendor of this lane may filter it (and key the cache).
        const vendor = full ? (lane.vendors.find((v) => v.vassalage === wantedVendor) ?? null) : null;
        const pageSize = full ? HOME_LIMITS.categoryTabGames : HOME_LIMITS.games;
        const chips: VendorChip[] | null = full
          ? [
              { code: null, name: null, href: tabHref(lane.gameType), current: vendor === null },
              ...lane.vendors.map((v) => ({
                code: v.vassalage,
                name: v.name,
                href: tabHref(lane.gameType, v.vassalage),
                current: v === vendor,
              })),
            ]
          : null;
        return {
          ...base,
          moreHref: vendor ? vendorPath(lane.gameType, vendor.vassalage) : base.moreHref,
          kind: "games",
          games: await deferred(settle(categoryGames(context, lane.gameType, vendor?.vassalage ?? null, pageSize), games)),
          chips,
        };
      }),
    ),
  ]);

  const [favourites, noticeList, winnerList] = await Promise.all([
    favouritesCall ? deferred(favouritesCall) : null,
    deferred(noticesCall),
    deferred(
      winnersCall.then((loaded): Loaded<WinnerView> => (loaded.ok ? { ok: true, items: toWinners(loaded.items, cdn, money) } : loaded)),
    ),
  ]);

  return {
    tab,
    signedIn: Boolean(user),
    tabs,
    lanesError: lanesResult.ok ? null : lanesResult.code,
    banners: banners.ok ? { ok: true, items: banners.items.map(toBannerView(cdn)) } : banners,
    hot,
    categories,
    favourites,
    accountSections: Boolean(user) && tab === "HOME",
    notices: noticeList,
    winners: winnerList,
  };
}

/** The hot games, less those of a vertical the brand does not offer this visitor. */
async function offeredHotGames(context: AppLoadContext) {
  const [list, hidden] = await Promise.all([hotGames(context), verticalsNotOffered(context)]);
  return hidden.size === 0 ? list : list.filter((game) => !hidden.has(game.gameType));
}

/**
 * A signed-in player's favourites (all of them on the FAV tab) or recent games, as the
 * home shows them. Per player: never cached.
 */
export function accountGames(context: AppLoadContext, kind: "favourites" | "recent", cdn: string, limit?: number) {
  const { platform, i18n } = context;
  const list =
    kind === "favourites"
      ? platform.favourites
          .list({
            clientType: "3",
            platform: "html5-desktop",
            pageNo: 1,
            pageSize: HOME_LIMITS.favouritesPageSize,
            language: i18n.language,
          })
          .then(({ content }) => content)
      : platform.games.recent({ page: 1, pageSize: HOME_LIMITS.recent, language: i18n.language, clientType: "3" }).then(({ list }) => list);
  // A game of a vertical the brand does not offer this visitor is not shown, even one played before.
  const offered = Promise.all([list, verticalsNotOffered(context)]).then(([games, hidden]) =>
    hidden.size === 0 ? games : games.filter((game) => !hidden.has(game.gameType)),
  );
  return settle(
    offered.then((games) => (limit === undefined ? games : games.slice(0, limit))),
    toGame(cdn),
  );
}

/** The HOME tab's FAV and RECENT sections of a signed-in player (/resources/account-games). */
export async function loadAccountSections(context: AppLoadContext): Promise<AccountSections> {
  const cdn = await context.imageCdn();
  const [favourites, recent] = await Promise.all([
    accountGames(context, "favourites", cdn, HOME_LIMITS.games),
    accountGames(context, "recent", cdn),
  ]);
  return { favourites, recent };
}
