import { data, type AppLoadContext } from "@remix-run/node";
import type { Brand } from "~/brand/schema";
import { defineSwrCache } from "~/platform/cache.server";
import { GAME_TYPES, type GameType } from "~/platform/contract/common";

/**
 * Game verticals a brand does not offer (its config's `verticals`): one that is `off`, and one
 * offered only in some countries (`regions`) to a visitor the platform places elsewhere. Such a
 * vertical shows nowhere (the vendor lanes every menu, tab, list and the sitemap come from leave it
 * out), and its pages answer the "not offered here" page (`notOfferedResponse`).
 */

type Ctx = Pick<AppLoadContext, "brand" | "platform" | "caches"> & Partial<Pick<AppLoadContext, "shared" | "clientIp" | "systemState">>;

/** Where the platform places a visitor changes rarely: ten minutes per merchant and address. */
const countryCache = defineSwrCache<{ country: string }>({ name: "visitor-country", ttlMs: 10 * 60_000, max: 5000 });

/** The visitor's country as the platform reports it; null when it could not say (a restricted vertical is then not offered). */
async function visitorCountry(context: Ctx): Promise<string | null> {
  const ip = context.clientIp;
  if (!ip) return null;
  // Asked once the request's system state is known, as the page's lists are: a page that will show
  // only its system page (maintenance, an outage) asks nothing more, and a frozen platform is found
  // by the system status's short budget, not by this call's.
  const system = await context.systemState?.();
  if (system && system.kind !== "ok") return null;
  try {
    const { country } = await countryCache.get(context, `${context.brand.merchantCode}:${ip}`, () =>
      context.platform.system.location().then(({ country: located }) => ({ country: located })),
    );
    return country;
  } catch {
    return null;
  }
}

/** The brand's verticals that are off everywhere. */
export const verticalsOff = (brand: Brand): ReadonlySet<GameType> => new Set(brand.verticals.off);

/**
 * The game types a brand's records, reports and filters name: every type but those it turns off
 * everywhere (a player or agent of the brand has no bet of them to look for). Regional ones stay:
 * a player may have bet where they are offered.
 */
export const gameTypesOf = (brand: Brand): readonly GameType[] => GAME_TYPES.filter((type) => !brand.verticals.off.includes(type));

/** The verticals this visitor is not offered: off, or restricted to countries the visitor is not in. Asks the platform only for a brand with regional rules. */
export function verticalsNotOffered(context: Ctx): Promise<ReadonlySet<GameType>> {
  const { off, regions } = context.brand.verticals;
  const restricted = Object.entries(regions) as Array<[GameType, string[]]>;
  if (restricted.length === 0) return Promise.resolve(new Set(off));
  // Asked by the layout, the page and its lists alike: once per request.
  let answer = perRequest.get(context);
  if (!answer) {
    answer = visitorCountry(context).then(
      (country) =>
        new Set([...off, ...restricted.filter(([, countries]) => !country || !countries.includes(country)).map(([type]) => type)]),
    );
    perRequest.set(context, answer);
  }
  return answer;
}

/** Each request's answer, by its load context (let go with it). */
const perRequest = new WeakMap<object, Promise<ReadonlySet<GameType>>>();

/** How a vertical is not offered: off on this brand (404), or not in the visitor's region (451, unavailable for legal reasons). */
export function notOfferedResponse(brand: Brand, vertical: GameType) {
  const status = brand.verticals.off.includes(vertical) ? 404 : 451;
  return data({ code: "VERTICAL_NOT_OFFERED" as const, vertical }, { status });
}
