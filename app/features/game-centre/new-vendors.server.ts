import type { AppLoadContext } from "@remix-run/node";
import { defineSwrCache } from "~/platform/cache.server";

type Ctx = Pick<AppLoadContext, "brand" | "platform" | "i18n" | "caches"> & Partial<Pick<AppLoadContext, "shared">>;

/** Public, per merchant: which vendors have new games changes a few times a day at most. */
const newVendorsCache = defineSwrCache<{ codes: string[] }>({ name: "new-game-vendors", ttlMs: 5 * 60_000, max: 200 });

/**
 * The codes of the vendors with new games (the NEW badges). A badge is decoration:
 * when the call fails the cards show without badges rather than an error.
 */
export async function newGameVendorCodes(context: Ctx): Promise<ReadonlySet<string>> {
  try {
    const { codes } = await newVendorsCache.get(context, `${context.brand.merchantCode}:${context.i18n.language}`, async () => {
      const { list } = await context.platform.live.newGameVendors({ language: context.i18n.language });
      return { codes: list.map((entry) => entry.vassalage) };
    });
    return new Set(codes);
  } catch {
    return new Set();
  }
}
