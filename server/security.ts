import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { Brand } from "~/brand/schema";

export interface CdnSources {
  images: string[];
  frames: string[];
}

/** The origin of an http(s) URL, or null: only clean origins go into the policy. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

const origins = (values: readonly string[]) => [...new Set(values.map(originOf).filter((o): o is string => o !== null))];

export function contentSecurityPolicy(options: {
  nonce: string;
  development: boolean;
  cdns: CdnSources;
  /** Who may frame the page besides itself: the operator console's live preview, for a preview only. */
  framedBy?: readonly string[];
}): string {
  const { nonce, development, cdns, framedBy = [] } = options;
  const frames = origins(cdns.frames);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [`'nonce-${nonce}'`, "'strict-dynamic'"],
    // The bot check's proof of work runs in a worker built with the page's own scripts; a nonce
    // cannot name a worker, so without this the policy falls back to script-src and refuses it.
    "worker-src": ["'self'"],
    // vanilla-extract injects <style> tags while developing; built CSS is linked from 'self'.
    "style-src": development ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`],
    "img-src": ["'self'", "data:", ...origins(cdns.images)],
    "font-src": ["'self'"],
    // Vite's HMR socket in development.
    "connect-src": development ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "frame-src": frames.length > 0 ? frames : ["'none'"],
    "frame-ancestors": ["'self'", ...framedBy],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * Security headers on every response of a brand, with a fresh CSP nonce per
 * request (kept in `res.locals.cspNonce` for the render).
 */
export function securityHeaders(options: {
  development: boolean;
  cdnSources: (brand: Brand) => Promise<CdnSources>;
  /** The operator console's origins: a preview (and only a preview) may be shown in its frames. */
  consoleOrigins?: () => string[];
}): RequestHandler {
  return async (req, res, next) => {
    try {
      const nonce = randomBytes(16).toString("base64");
      res.locals.cspNonce = nonce;
      const cdns = await options.cdnSources(res.locals.brandEntry.brand);
      const framedBy = res.locals.preview ? (options.consoleOrigins?.() ?? []) : [];
      res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, development: options.development, cdns, framedBy }));
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
      // Browsers that know frame-ancestors follow it; the older header would refuse the console's frame.
      if (framedBy.length === 0) res.setHeader("X-Frame-Options", "SAMEORIGIN");
      res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()");
      if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000");
      next();
    } catch (error) {
      next(error);
    }
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True unless a state-changing request carries a same-origin signal: every browser the
 * portal supports sends `Sec-Fetch-Site` or `Origin` (usually both) on a POST. A write is
 * refused when Sec-Fetch-Site names another site, when its Origin (scheme and host) is not
 * this server's, or when it carries neither header: a request with no same-origin signal
 * could come from anywhere, and no legitimate caller of these routes sends one without.
 * `Sec-Fetch-Site: none` (a user typing the address) only counts with a matching Origin.
 */
export function isCrossSiteWrite(method: string, headers: { origin?: string; fetchSite?: string }, expectedOrigin: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const fetchSite = headers.fetchSite?.toLowerCase();
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  if (headers.origin === undefined) return fetchSite !== "same-origin";
  try {
    return new URL(headers.origin).origin !== new URL(expectedOrigin).origin;
  } catch {
    return true; // "null" and other opaque origins
  }
}

/** This server's origin as the browser sees it: https behind a TLS-terminating proxy (TRUST_PROXY). */
const originOfRequest = (req: { protocol: string; headers: { host?: string } }) =>
  `${req.protocol}://${(req.headers.host ?? "").toLowerCase()}`;

export const rejectCrossSiteWrites: RequestHandler = (req, res, next) => {
  const crossSite = isCrossSiteWrite(
    req.method,
    { origin: req.headers.origin, fetchSite: req.get("sec-fetch-site") },
    originOfRequest(req),
  );
  if (crossSite) {
    res.status(403).set("Cache-Control", "no-store").type("text/plain").send("Forbidden");
    return;
  }
  next();
};
