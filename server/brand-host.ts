import type { RequestHandler } from "express";
import type { BrandRegistry } from "~/brand/registry.server";
import { previewing } from "./brand-preview";

/**
 * Picks the brand from the exact Host header. An unknown host gets a bare 404 that names no
 * brand, and so does a draft brand's host outside a preview (server/brand-preview.ts).
 */
export function resolveBrand(registry: BrandRegistry, previewKey: Buffer): RequestHandler {
  return (req, res, next) => {
    const entry = registry.forHost(req.headers.host);
    const preview = entry !== undefined && previewing(previewKey, entry.brand.id, req, res);
    if (!entry || (entry.brand.draft && !preview)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.locals.brandEntry = entry;
    res.locals.preview = preview;
    next();
  };
}
