import type { AppLoadContext } from "@remix-run/node";
import { defineSwrCache } from "~/platform/cache.server";
import type { ValueOf } from "~/platform/contract";
import type { contract } from "~/platform/contract";
import type { GameType } from "~/platform/contract/common";
import { verticalsNotOffered } from "~/brand/verticals.server";

export type Lane = ValueOf<typeof contract.games.lanes>["lanes"][number];

/** Vendor lanes change rarely; a few minutes of staleness is fine. */
const LANES_TTL_MS = 5 * 60_000;

/** Public vendor lanes, per merchant and language (stale-while-revalidate). */
const lanesCache = defineSwrCache<Lane[]>({ name: "lanes", ttlMs: LANES_TTL_MS, max: 200 });

type LanesContext = Pick<AppLoadContext, "brand" | "platform" | "i18n" | "caches"> & Partial<Pick<AppLoadContext, "shared" | "clientIp">>;

/** Every vendor lane the merchant has in the request's language, whatever the brand offers (cached). */
export function getMerchantLanes(context: LanesContext): Promise<Lane[]> {
  const { brand, platform, i18n } = context;
  return lanesCache.get(
    context,
    `${brand.merchantCode}:${i18n.language}`,
    async () => (await platform.games.lanes({ platform: "html5-desktop", language: i18n.language })).lanes,
  );
}

/**
 * The vendor lanes this visitor is offered in the request's language: one per category that
 * has vendors, less the verticals the brand does not offer (off, or not in the visitor's
 * region). Shared by the layout (menus, footer) and every page that lists vendors, the home's
 * tabs, the sitemap and the launch, so a vertical not offered shows nowhere.
 */
export async function getLanes(context: LanesContext): Promise<Lane[]> {
  const [lanes, hidden] = await Promise.all([getMerchantLanes(context), verticalsNotOffered(context)]);
  return hidden.size === 0 ? lanes : lanes.filter((lane) => !hidden.has(lane.gameType));
}

/** The vertical a vendor of the merchant belongs to when this visitor is not offered it (its pages then say so), else null. */
export async function vendorNotOffered(context: LanesContext, vassalage: string): Promise<GameType | null> {
  const hidden = await verticalsNotOffered(context);
  if (hidden.size === 0) return null;
  const lane = (await getMerchantLanes(context)).find((candidate) => candidate.vendors.some((vendor) => vendor.vassalage === vassalage));
  return lane && hidden.has(lane.gameType) ? lane.gameType : null;
}
