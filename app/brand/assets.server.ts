import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The images every brand folder has under `assets/` (brands:check insists), and the seals its
 * responsible-gaming page lists (`assets/seals/<name>.svg`, named in its config).
 */
export type BrandAssetName = "logo.svg" | "favicon.svg" | `seals/${string}.svg`;

interface BrandAsset {
  body: string;
  etag: string;
}

/**
 * The server runs from the project folder (every npm script does), and the
 * production bundle has no stable path of its own to resolve brands/ from.
 */
const BRANDS_DIR = join(process.cwd(), "brands");

/** Browsers revalidate hourly (a cheap 304 by ETag), so a new logo shows within the hour of a deploy. */
const CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

// Read once per brand and asset, until the brands are reloaded (`forgetBrandAssets`).
const assets = new Map<string, Promise<BrandAsset | null>>();

/** After the brand folders changed (server/brand-watch.ts): each asset is read again when next asked for. */
export function forgetBrandAssets(): void {
  assets.clear();
}

function loadAsset(brandId: string, name: BrandAssetName): Promise<BrandAsset | null> {
  const key = `${brandId}/${name}`;
  let asset = assets.get(key);
  if (!asset) {
    asset = readFile(join(BRANDS_DIR, brandId, "assets", name), "utf8").then(
      (body) => ({ body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` }),
      () => null,
    );
    assets.set(key, asset);
  }
  return asset;
}

/** The brand's SVG, or a plain 404 when its folder has none. */
export async function brandAssetResponse(request: Request, brandId: string, name: BrandAssetName): Promise<Response> {
  const asset = await loadAsset(brandId, name);
  if (!asset) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const headers = { "Content-Type": "image/svg+xml", "Cache-Control": CACHE_CONTROL, ETag: asset.etag };
  if (request.headers.get("If-None-Match") === asset.etag) return new Response(null, { status: 304, headers });
  return new Response(asset.body, { headers });
}
