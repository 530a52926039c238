import type { RequestHandler } from "express";
import type { BrandRegistry } from "~/brand/registry.server";
import { THEME_COOKIE } from "~/theme/theme-cookie.server";
import { framedByAnotherSite, partitionedCookie, previewing } from "./brand-preview";

/**
 * Picks the brand from the exact Host header. An unknown host gets a bare 404 that names no
 * brand, and so does a draft brand's host outside a preview (server/brand-preview.ts). A request
 * that previews a brand with a draft (`brands/<id>/draft/`) is served the draft whole (its config,
 * texts, palettes and assets): everything downstream reads `brandEntry`, so nothing of the draft
 * reaches another request, and the page cache keeps nothing of a preview (`preview`).
 */
export function resolveBrand(registry: BrandRegistry, previewKey: Buffer): RequestHandler {
  return (req, res, next) => {
    const entry = registry.forHost(req.headers.host);
    const preview = entry !== undefined && previewing(previewKey, entry.brand.id, req, res);
    if (!entry || (entry.brand.draft && !preview)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.locals.brandEntry = preview && entry.draft ? entry.draft : entry;
    res.locals.preview = preview;
    // A preview picks its mode by `?theme=` (the console's frames show the mode the operator
    // chose): it stands in for the visitor's theme cookie, which a frame of another site never
    // sends; inside such a frame it is kept for the pages the frame goes on to (a redirect, a link).
    const mode = req.query.theme;
    if (preview && (mode === "dark" || mode === "light")) {
      req.headers.cookie = `${THEME_COOKIE}=${mode}${req.headers.cookie ? `; ${req.headers.cookie}` : ""}`;
      if (framedByAnotherSite(req)) res.append("Set-Cookie", partitionedCookie(THEME_COOKIE, mode, 24 * 60 * 60));
    }
    next();
  };
}
