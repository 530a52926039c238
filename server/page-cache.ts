import type { RequestHandler, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import { SIDE_MENU_COOKIE } from "~/features/layout/prefs";
import { readCookie } from "~/http/cookies.server";
import type { PlatformClient } from "~/platform/client.server";
import { SESSION_COOKIE } from "~/session/cookie.server";
import { themeModeOf } from "~/theme/theme-cookie.server";
import { brandLanguageResolver } from "./brand-language";
import { gzipTemplate, renderGzip, renderPlain, type GzipTemplate } from "./gzip-template";
import { requestCallScope } from "./load-context";

/**
 * Rendered home pages for visitors (docs/decisions/home-page-cache.md).
 *
 * A visitor's home is the same for every visitor of a brand with the same language,
 * mode, side-menu preference and tab: rendering it again for each costs about ten times
 * a bare request. So the first render of each such page is kept for a few seconds and
 * answered to the next visitors, with
 * - a fresh CSP nonce in every answer: the page is kept as the pieces between its nonces,
 *   compressed once (server/gzip-template.ts), and each answer puts its own nonce between
 *   them, so a hit costs no render and no compression;
 * - the system status asked for every answer, as before, so maintenance and a region
 *   block still show at once (a hit that is not "open" falls through to the render);
 * - never a request that carries a session cookie, never an answer that sets a cookie,
 *   never a page with a section that streamed in late or failed (a later, complete render is kept).
 */
export interface PageCacheOptions {
  client: PlatformClient;
  /** How long a rendered page is answered from memory; 0 keeps none. */
  ttlMs: number;
  /** Pages kept at most (least recently used go first); default 500. */
  max?: number;
  upstreamBudgetMs: number;
}

/** The home's addresses (SPEC.md §2). `/login` and `/register` carry popups and are always rendered. */
const HOME_PATHS = new Set(["/", "/index", "/home", "/index.html"]);
/** The query parameters the home reads; any other one means the page is not a plain home. */
const HOME_PARAMS = new Set(["tab", "vassalage", "lng"]);
const MAX_PARAM_CHARS = 32;

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const pages = new LRUCache<string, GzipTemplate>({ max: options.max ?? 500, ttl: Math.max(1, options.ttlMs) });

  /** The key of a cacheable request, or null when the request must be rendered. */
  async function keyOf(req: Parameters<RequestHandler>[0], res: ExpressResponse): Promise<string | null> {
    if (req.method !== "GET" || !HOME_PATHS.has(req.path)) return null;
    const cookies = req.headers.cookie;
    if (readCookie(cookies, SESSION_COOKIE) !== undefined) return null;
    const url = new URL(req.originalUrl, "http://localhost");
    const params: string[] = [];
    for (const [name, value] of url.searchParams) {
      if (!HOME_PARAMS.has(name) || value.length > MAX_PARAM_CHARS || url.searchParams.getAll(name).length > 1) return null;
      if (name !== "lng") params.push(`${name}=${value}`);
    }
    const entry = res.locals.brandEntry;
    const language = await brandLanguageResolver(entry)(`http://localhost${req.originalUrl}`, cookies);
    const mode = themeModeOf(cookies ?? null, entry.brand.defaultMode);
    const menu = readCookie(cookies, SIDE_MENU_COOKIE) === "collapsed" ? "collapsed" : "expanded";
    return [entry.brand.id, req.path, params.sort().join("&"), language, mode, menu].join("|");
  }

  /** Whether the platform says this visitor may see the open portal (asked on every hit). */
  async function open(req: Parameters<RequestHandler>[0], res: ExpressResponse): Promise<boolean> {
    try {
      const { status } = await options.client.bind(requestCallScope(req, res, options.upstreamBudgetMs)).system.status();
      return status === 0;
    } catch {
      return false;
    }
  }

  /** Answers a kept page, or marks the request so that its render is kept. */
  const serve: RequestHandler = async (req, res, next) => {
    try {
      const key = options.ttlMs > 0 ? await keyOf(req, res) : null;
      if (key === null) return next();
      const page = pages.get(key);
      if (page === undefined || !(await open(req, res))) {
        res.locals.pageCacheKey = key;
        return next();
      }
      res.setHeader("X-Page-Cache", "hit");
      res.type("html").vary("Accept-Encoding");
      if (req.acceptsEncodings("gzip") === "gzip") {
        // Already compressed: the compression middleware leaves an encoded answer alone.
        res.setHeader("Content-Encoding", "gzip");
        res.send(renderGzip(page, res.locals.cspNonce));
      } else {
        res.send(renderPlain(page, res.locals.cspNonce));
      }
    } catch (error) {
      next(error);
    }
  };

  /**
   * Given Remix's answer to a request `serve` marked, keeps a copy of the page once it
   * has been sent whole, when it may be kept; returns the answer to send.
   */
  function capture(res: ExpressResponse, response: Response): Response {
    const key = res.locals.pageCacheKey;
    if (key === undefined || !keepable(response) || !response.body) return response;
    res.setHeader("X-Page-Cache", "miss");
    const [toClient, toCache] = response.body.tee();
    const nonce = res.locals.cspNonce;
    new Response(toCache).text().then(
      (html) => {
        // A section that was still loading (its content streamed in later) or failed: keep a
        // later, complete render instead. Every such section marks its placeholder with data-state.
        if (INCOMPLETE.test(html) || !html.includes(nonce)) return;
        pages.set(key, gzipTemplate(html.split(nonce)));
      },
      () => {},
    );
    return new Response(toClient, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  return { serve, capture, clear: () => pages.clear() };
}

/** The marks of a section that was not in the first render: its loading placeholder or its error. */
const INCOMPLETE = /data-state="(loading|error)"/;

/** A whole, successful HTML page that sets no cookie. */
function keepable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}
