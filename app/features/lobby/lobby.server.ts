import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { isbot } from "isbot";
import { createTranslator } from "~/i18n/translator";
// The home's own mapping and streaming rule: a lobby shows its games as the home does (GameCard).
import { toGame } from "~/catalogue/views.server";
import { deferred } from "~/ui/loaded.server";
import type { Deferred, Loaded } from "~/ui/loaded";
import { CATEGORY_LABEL, CATEGORY_PATH } from "~/catalogue/categories";
import { newGameVendorCodes } from "~/features/game-centre/new-vendors.server";
import { loadLiveModels, loadPvpRooms } from "~/features/live/live.server";
import { getLanes } from "~/catalogue/lanes.server";
import { notOfferedResponse, verticalsNotOffered } from "~/brand/verticals.server";
import { platformErrorCode } from "~/platform/platform-error";
import { defineSwrCache } from "~/platform/cache.server";
import type { Game } from "~/platform/contract/common";
import { getSession } from "~/session/session.server";
import { offeredClassifies, parseLobbyQuery } from "./lobby-query";
import { ACCOUNT_FILTERS, LOBBY_FILTERS, LOBBY_PAGE_SIZE, lobbyHref, type LobbyState, type LobbyType } from "./lobby-url";
import type { LobbyData, LobbyGames } from "./types";

/** One page of a list as the platform gave it. */
interface GamePage {
  games: Game[];
  totalPages: number;
}

/**
 * Public lists, cached per merchant and language with stale-while-revalidate: the HOT
 * list of a category or vendor (short, paged here), and ALL pages without a search. A
 * search is never cached: its text is the player's, unbounded and rarely asked twice.
 */
const hotCache = defineSwrCache<{ list: Game[] }>({ name: "lobby-hot", ttlMs: 30_000, max: 500 });
const pageCache = defineSwrCache<GamePage>({ name: "lobby-page", ttlMs: 60_000, max: 2000 });

type Ctx = AppLoadContext;

/**
 * A lobby page. The URL is read by one rule (`parseLobbyQuery`): what the platform would
 * refuse never reaches it (docs/decisions/game-lobbies.md): a page, filter, sub-category
 * or search outside the contract gives the lobby's first page; a vendor that is not one
 * of this lobby's is a 404. RECENT and FAV send a visitor to the sign-in popup, coming
 * back here. A failed platform call stays in its section.
 *
 * The game list (and on `/live` and `/pvp` the models and rooms) streams to a browser:
 * the header, vendor menu, filters and search go out first with a skeleton in the
 * grid's place, so a slow `games.list` never holds the first byte; a list ready at once
 * (a fresh cache entry) is in the first HTML. A crawler (isbot) gets the whole page in
 * one answer: the loader waits for its lists, so the games, the pager and the canonical
 * page are in the HTML it reads.
 */
export async function loadLobby(request: Request, context: Ctx, gameType: LobbyType): Promise<LobbyData> {
  const url = new URL(request.url);
  const path = CATEGORY_PATH[gameType];
  const signedIn = getSession(context) !== null;

  const lanes = await getLanes(context).then(
    (all) => ({ ok: true as const, lane: all.find((lane) => lane.gameType === gameType && lane.vendors.length > 0) }),
    (error: unknown) => ({ ok: false as const, code: platformErrorCode(error) }),
  );
  // A category this brand does not offer has no lobby (its menus do not link it); one it does not offer this visitor says so.
  if (lanes.ok && !lanes.lane) {
    if ((await verticalsNotOffered(context)).has(gameType)) throw notOfferedResponse(context.brand, gameType);
    throw notFound();
  }
  const lane = lanes.ok ? lanes.lane! : null;

  const offered = lane ? offeredClassifies(lane.gameClassify, context.i18n.languages.includes("TY")) : [];
  const parsed = parseLobbyQuery(url.searchParams, { vendors: lane?.vendors.map((v) => v.vassalage) ?? null, classifies: offered });
  if (parsed.unknownVendor) throw notFound();
  const state = parsed.state;
  if (ACCOUNT_FILTERS.includes(state.filter) && !signedIn) {
    throw redirect(`/login?${new URLSearchParams({ redirectTo: lobbyHref(path, state) })}`);
  }

  const stream = !isbot(request.headers.get("user-agent"));
  const later = <T>(promise: Promise<T>): Promise<Deferred<T>> =>
    stream ? deferred(promise) : promise.then((value) => ({ ready: true as const, value }));
  const cdn = await context.imageCdn();
  const [list, newVendors, liveModels, pvpRooms] = await Promise.all([
    later(
      loadGames(context, gameType, state).then(({ games, totalPages, page }): LobbyGames => ({
        games: games.ok ? { ok: true, items: games.items.map(toGame(cdn)) } : games,
        totalPages,
        page,
      })),
    ),
    newGameVendorCodes(context),
    gameType === "LIVE" ? later(loadLiveModels(context)) : null,
    gameType === "PVP" ? later(loadPvpRooms(context, state.vendor ?? undefined)) : null,
  ]);
  // The page shown: the asked one, or the first when the asked one is past the last. A list still on
  // its way names the asked one (its pager, streamed with it, says which it is).
  const shown: LobbyState = list.ready ? { ...state, page: list.value.page } : state;
  const vendor = lane?.vendors.find((v) => v.vassalage === state.vendor) ?? null;
  // Named as the side menu and the home name it, not by the platform's lane title: one concept, one name.
  const title = createTranslator(context.i18n).t(CATEGORY_LABEL[gameType]);

  return {
    gameType,
    path,
    title,
    state: shown,
    vendorName: vendor?.name ?? null,
    vendors: [
      { id: null, name: null, href: path, current: state.vendor === null },
      ...(lane?.vendors ?? []).map((v) => ({
        id: v.vassalage,
        name: v.name,
        // A new vendor starts over: ALL, page 1, no search.
        href: lobbyHref(path, { vendor: v.vassalage }),
        current: v.vassalage === state.vendor,
        isNew: newVendors.has(v.vassalage),
      })),
    ],
    vendorsError: lanes.ok ? null : lanes.code,
    filters: LOBBY_FILTERS.map((filter) => {
      const href = lobbyHref(path, { vendor: state.vendor, filter });
      const signInFirst = ACCOUNT_FILTERS.includes(filter) && !signedIn;
      return {
        id: filter,
        name: null,
        href: signInFirst ? `/login?${new URLSearchParams({ redirectTo: href })}` : href,
        current: filter === state.filter,
        signInFirst,
      };
    }),
    classifies: offered.length
      ? [null, ...offered].map((classify) => ({
          id: classify,
          name: null,
          href: lobbyHref(path, { vendor: state.vendor, classify, q: state.q }),
          current: state.filter === "ALL" && classify === state.classify,
        }))
      : [],
    searchTooLong: parsed.searchTooLong,
    searchHidden: {
      ...(state.vendor ? { vassalage: state.vendor } : {}),
      ...(state.classify ? { classify: state.classify } : {}),
    },
    list,
    liveModels,
    pvpRooms,
    seo: lobbySeo(context, url.origin, path, title, vendor?.name ?? null, shown),
  };
}

const notFound = () => data({ code: "NOT_FOUND" as const }, { status: 404 });

/**
 * The games of the view, and its page: the asked one, or the first when the asked one
 * is past the last (then asked for again).
 */
async function loadGames(
  context: Ctx,
  gameType: LobbyType,
  state: LobbyState,
): Promise<{ games: Loaded<Game>; totalPages: number; page: number }> {
  try {
    let page = state.page;
    let result = await gamePage(context, gameType, state);
    if (page > 1 && result.games.length === 0) {
      page = 1;
      // No match at all (a search for what no game is called): the first page is as empty, so the platform is not asked again.
      if (result.totalPages > 0) result = await gamePage(context, gameType, { ...state, page });
    }
    return { games: { ok: true, items: result.games }, totalPages: result.totalPages, page };
  } catch (error) {
    return { games: { ok: false, code: platformErrorCode(error) }, totalPages: 0, page: state.page };
  }
}

/** One page of the view's list, from the platform call its filter names. */
async function gamePage(context: Ctx, gameType: LobbyType, state: LobbyState): Promise<GamePage> {
  const { platform, brand, i18n } = context;
  const language = i18n.language;
  const vassalage = state.vendor ?? undefined;
  const key = [brand.merchantCode, language, gameType, state.vendor ?? "*"].join(":");
  switch (state.filter) {
    case "HOT": {
      const { list } = await hotCache.get(context, key, () =>
        platform.games.hot({
          merchantCode: brand.merchantCode,
          isPlatform: "2",
          gameType,
          vassalage,
          platform: "html5-desktop",
          language,
        }),
      );
      const start = (state.page - 1) * LOBBY_PAGE_SIZE;
      return { games: list.slice(start, start + LOBBY_PAGE_SIZE), totalPages: Math.ceil(list.length / LOBBY_PAGE_SIZE) };
    }
    case "RECENT": {
      const { list, totalPages } = await platform.games.recent({
        page: state.page,
        pageSize: LOBBY_PAGE_SIZE,
        gameType,
        vassalage,
        language,
        clientType: "3",
      });
      return { games: list, totalPages };
    }
    case "FAV": {
      const { content, totalPages } = await platform.favourites.list({
        clientType: "3",
        platform: "html5-desktop",
        gameType,
        vassalage,
        pageNo: state.page,
        pageSize: LOBBY_PAGE_SIZE,
        language,
      });
      return { games: content, totalPages };
    }
    case "ALL": {
      const load = async (): Promise<GamePage> => {
        const { games, totalPages } = await platform.games.list({
          clientType: "3",
          platform: "html5-desktop",
          merchant: brand.merchantCode,
          gameType,
          vassalage,
          gameClassify: state.classify ?? undefined,
          gameName: state.q || undefined,
          pageNo: state.page,
          pageSize: LOBBY_PAGE_SIZE,
          language,
        });
        return { games, totalPages };
      };
      if (state.q) return load();
      return pageCache.get(context, `${key}:${state.classify ?? "*"}:${state.page}`, load);
    }
  }
}

/**
 * Title, description and canonical URL of the view: the lobby's or the vendor's own.
 * Filters, sub-categories and searches are views of that page:
 * their canonical URL is the page's, and the player's own lists and searches are not
 * for search engines.
 */
function lobbySeo(context: Ctx, origin: string, path: string, category: string, vendor: string | null, state: LobbyState) {
  const { t } = createTranslator(context.i18n);
  const values = { brand: context.brand.displayName, category, vendor: vendor ?? "" };
  return {
    title: t(vendor ? "lobby.meta.vendorTitle" : "lobby.meta.title", values),
    description: t(vendor ? "lobby.meta.vendorDescription" : "lobby.meta.description", values),
    // A page of the plain list is a page of its own; any other view points at the list's first.
    canonical: origin + lobbyHref(path, { vendor: state.vendor, page: isPlainList(state) ? state.page : 1 }),
    noindex: state.filter !== "ALL" || state.q !== "",
  };
}

const isPlainList = (state: LobbyState) => state.filter === "ALL" && state.classify === null && state.q === "";
