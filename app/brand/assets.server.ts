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

/** Browsers revalidate hourly (a cheap 304 by ETag), so a new logo shows within the hour of a deploy. */
const CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

// Read once per brand folder and asset, until the brands are reloaded (`forgetBrandAssets`).
const assets = new Map<string, Promise<BrandAsset | null>>();

/** After the brand folders changed (server/brand-watch.ts): each asset is read again when next asked for. */
export function forgetBrandAssets(): void {
  assets.clear();
}

function loadAsset(brandDir: string, name: BrandAssetName): Promise<BrandAsset | null> {
  const key = `${brandDir}/${name}`;
  let asset = assets.get(key);
  if (!asset) {
    asset = readFile(join(brandDir, "assets", name), "utf8").then(
      (body) => ({ body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` }),
      () => null,
    );
    assets.set(key, asset);
  }
  return asset;
}

/**
 * The brand's SVG from the folder its files are served from (`brandDir`, the registry's: the
 * brand's folder, or its draft folder in a preview, so a preview shows the draft's logo), or a
 * plain 404 when it has none.
 */
export async function brandAssetResponse(request: Request, brandDir: string, name: BrandAssetName): Promise<Response> {
  const asset = await loadAsset(brandDir, name);
  if (!asset) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const headers = { "Content-Type": "image/svg+xml", "Cache-Control": CACHE_CONTROL, ETag: asset.etag };
  if (request.headers.get("If-None-Match") === asset.etag) return new Response(null, { status: 304, headers });
  return new Response(asset.body, { headers });
}
