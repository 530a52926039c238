import type { RequestHandler } from "express";
import type { BrandRegistry } from "~/brand/registry.server";

/** Picks the brand from the exact Host header. An unknown host gets a bare 404 that names no brand. */
export function resolveBrand(registry: BrandRegistry): RequestHandler {
  return (req, res, next) => {
    const entry = registry.forHost(req.headers.host);
    if (!entry) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.locals.brandEntry = entry;
    next();
  };
}
