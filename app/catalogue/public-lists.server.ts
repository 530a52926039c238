/**
 * The catalogue's public platform lists (the home, registration, announcements and the game
 * pages show them), cached per merchant and language with stale-while-revalidate (one cache per
 * kind of data, created once). Nothing per user or money-related lives here: favourites and
 * recent games are loaded per request. Vendor lanes come from the catalogue's shared cache
 * (`~/catalogue/lanes.server`).
 */
import type { AppLoadContext } from "@remix-run/node";
import { defineSwrCache } from "~/platform/cache.server";
import type { BANNER_GROUPS } from "~/platform/contract/content";
import { ANNOUNCEMENT_TYPES, type Announcement, type Banner, type Game, type GameType, type Winner } from "~/platform/contract/common";
import { verticalsNotOffered } from "~/brand/verticals.server";
import { HOT_GAMES } from "./categories";
import { gameTypeOfNodeId } from "./linkage";

/** `shared.cache`, when present, is the tier every instance shares (Redis with REDIS_URL). */
type Ctx = Pick<AppLoadContext, "brand" | "platform" | "i18n" | "caches"> &
  Partial<Pick<AppLoadContext, "shared" | "clientIp" | "systemState">>;

type BannerGroup = (typeof BANNER_GROUPS)[number];

/** Cached lists are wrapped: the cache holds objects. */
type List<T> = { list: T[] };

const TTL = {
  banners: 60_000,
  notices: 60_000,
  hot: 30_000,
  categoryGames: 60_000,
  winners: 15_000,
} as const;

const bannersCache = defineSwrCache<List<Banner>>({ name: "banners", ttlMs: TTL.banners, max: 200 });
const noticesCache = defineSwrCache<List<Announcement>>({ name: "notices", ttlMs: TTL.notices, max: 400 });
const hotCache = defineSwrCache<List<Game>>({ name: "hot-games", ttlMs: TTL.hot, max: 200 });
const categoryGamesCache = defineSwrCache<List<Game>>({ name: "category-games", ttlMs: TTL.categoryGames, max: 2000 });
const winnersCache = defineSwrCache<List<Winner>>({ name: "winners", ttlMs: TTL.winners, max: 200 });

const keyOf = (context: Ctx, ...parts: Array<string | number>) => [context.brand.merchantCode, context.i18n.language, ...parts].join(":");

/**
 * The banners of one group (w_home: the home carousel; a popup's: w_reg, w_forget), in display
 * order. A banner leading to a game of a vertical this visitor is not offered is left out, as the
 * vertical is everywhere else (the cache keeps the merchant's list; the visitor's is taken from it).
 */
export async function bannersOf(context: Ctx, groupName: BannerGroup): Promise<Banner[]> {
  const [{ list }, hidden] = await Promise.all([
    bannersCache.get(context, keyOf(context, groupName), () =>
      context.platform.content.banners({ groupName, language: context.i18n.language }),
    ),
    verticalsNotOffered(context),
  ]);
  if (hidden.size === 0) return list;
  return list.filter((banner) => {
    const type = banner.linkage.type === "GAME" ? gameTypeOfNodeId(banner.linkage.target.trim()) : null;
    return type === null || !hidden.has(type);
  });
}

/** The home carousel's banners (group w_home), in display order. */
export const homeBanners = (context: Ctx): Promise<Banner[]> => bannersOf(context, "w_home");

/**
 * The announcements of every type for one audience: execution B
 * for visitors, A for signed-in accounts. Per audience, not per user.
 */
export async function notices(context: Ctx, execution: "A" | "B"): Promise<Announcement[]> {
  const { list } = await noticesCache.get(context, keyOf(context, execution), () =>
    context.platform.content.announcements({
      types: ANNOUNCEMENT_TYPES.join(","),
      platform: "W",
      execution,
      language: context.i18n.language,
    }),
  );
  return list;
}

/** The hot games of every category, cut to the home's 12. */
export async function hotGames(context: Ctx): Promise<Game[]> {
  const { list } = await hotCache.get(context, keyOf(context), async () => {
    const { list: all } = await context.platform.games.hot({
      merchantCode: context.brand.merchantCode,
      isPlatform: "2",
      platform: "html5-desktop",
      language: context.i18n.language,
    });
    return { list: all.slice(0, HOT_GAMES) };
  });
  return list;
}

/**
 * The first games of a category, optionally of one vendor. Callers pass only
 * vendors of the merchant's lanes, so the keys stay bounded.
 */
export async function categoryGames(context: Ctx, gameType: GameType, vassalage: string | null, pageSize: number): Promise<Game[]> {
  const { list } = await categoryGamesCache.get(context, keyOf(context, gameType, vassalage ?? "*", pageSize), async () => {
    const { games } = await context.platform.games.list({
      clientType: "3",
      platform: "html5-desktop",
      merchant: context.brand.merchantCode,
      gameType,
      vassalage: vassalage ?? undefined,
      pageNo: 1,
      pageSize,
      language: context.i18n.language,
    });
    return { list: games };
  });
  return list;
}

/** The winner board (gameCategory ALL, 20 entries). */
export async function winners(context: Ctx): Promise<Winner[]> {
  const { list } = await winnersCache.get(context, keyOf(context), () =>
    context.platform.games.winners({ gameCategory: "ALL", language: context.i18n.language, limitNum: 20 }),
  );
  return list;
}
