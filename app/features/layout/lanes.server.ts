import type { AppLoadContext } from "@remix-run/node";
import { createSwrCache } from "~/platform/cache.server";
import type { ValueOf } from "~/platform/contract";
import type { contract } from "~/platform/contract";

export type Lane = ValueOf<typeof contract.games.lanes>["lanes"][number];

/** Vendor lanes change rarely; a few minutes of staleness is fine. */
const LANES_TTL_MS = 5 * 60_000;

/** Public vendor lanes, per merchant and language (stale-while-revalidate). */
const lanesCache = createSwrCache<Lane[]>({ name: "lanes", ttlMs: LANES_TTL_MS, max: 200 });

/**
 * The merchant's vendor lanes in the request's language: one per category that
 * has vendors. Shared by the layout (menus, footer) and any page that lists vendors.
 */
export function getLanes(
  context: Pick<AppLoadContext, "brand" | "platform" | "i18n"> & Partial<Pick<AppLoadContext, "shared">>,
): Promise<Lane[]> {
  const { brand, platform, i18n } = context;
  return lanesCache.get(
    `${brand.merchantCode}:${i18n.language}`,
    async () => (await platform.games.lanes({ platform: "html5-desktop", language: i18n.language })).lanes,
    context.shared?.cache,
  );
}
