import type { BrandEntry } from "~/brand/registry.server";

declare global {
  namespace Express {
    /** Per-request values the middleware chain hands down to the Remix load context. */
    interface Locals {
      brandEntry: BrandEntry;
      cspNonce: string;
    }
  }
}
