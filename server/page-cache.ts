import { randomBytes } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import { loadPlayer } from "~/session/player.server";
import { BALANCE_HIDDEN_COOKIE, SIDE_MENU_COOKIE } from "~/ui/preferences";
import { verticalsNotOffered } from "~/brand/verticals.server";
import { readCookie } from "~/http/cookies.server";
import { asksForPseudoLanguage } from "~/i18n/language.server";
import { FLASH_COOKIE } from "~/http/flash.server";
import type { PlatformClient } from "~/platform/client.server";
import { deadlineIn } from "~/platform/deadline";
import { getSession } from "~/session/session.server";
import { SESSION_COOKIE } from "~/session/cookie.server";
import { themeModeOf } from "~/theme/theme-cookie.server";
import { brandLanguageResolver } from "./brand-language";
import { gzipTemplate, renderGzip, renderPlain, type GzipTemplate } from "./gzip-template";
import { requestCallScope } from "./load-context";
import {
  cutPlayerTemplate,
  fillPlayerTemplate,
  keepablePlayer,
  markerPlayer,
  playerShapeKey,
  type PlayerTemplate,
} from "./player-template";
import { createRemixRequest } from "./remix-handler";

/**
 * Rendered home pages (docs/decisions/home-page-cache.md).
 *
 * A visitor's home is the same for every visitor of a brand with the same language,
 * mode, side-menu preference and tab: rendering it again for each costs about ten times
 * a bare request. So the first render of each such page is kept for a few seconds and
 * answered to the next visitors, with
 * - a fresh CSP nonce in every answer: the page is kept as the pieces between its nonces,
 *   compressed once (server/gzip-template.ts), and each answer puts its own nonce between
 *   them, so a hit costs no render and no compression;
 * - the system status asked for every answer, as before, so maintenance and a region
 *   block still show at once (a hit that is not "open" falls through to the render, which
 *   uses the same answer: a request asks it once);
 * - never an answer that sets a cookie, never a page with a section that streamed in
 *   late or failed (a later, complete render is kept).
 *
 * A signed-in player's home differs from the next player's only in the player's texts
 * (name, id, balance...), a few flags and the favourites: it is kept as a template rendered
 * for a made-up player of the same shape (server/player-template.ts), and each answer loads
 * the player's member info, balance and favourites as a render would, and puts them in.
 *
 * A kept page in use is renewed before it expires: the first answer from it past half its
 * life renders its successor once, after that answer is sent, while the old one is still
 * answered. So steady traffic never falls through to a render when a page expires, where
 * every request in flight would render the whole page (about twenty at once under load),
 * and a kept page is still never older than its lifetime.
 */
export interface PageCacheOptions {
  client: PlatformClient;
  /** How long a rendered page is answered from memory; 0 keeps none. */
  ttlMs: number;
  /** Pages kept at most, of each kind (least recently used go first); default 500. */
  max?: number;
  upstreamBudgetMs: number;
  /** The request's load context, made once: the Remix handler takes the same one. */
  loadContext: (req: ExpressRequest, res: ExpressResponse) => Promise<AppLoadContext>;
  /** Remix's answer to a request with a given load context (a player page's template is rendered with it). */
  render: (request: Request, context: AppLoadContext) => Promise<Response>;
}

/** The home's addresses. `/login` and `/register` carry popups and are always rendered. */
const HOME_PATHS = new Set(["/", "/index", "/home", "/index.html"]);
/** The query parameters the home reads; any other one means the page is not a plain home. */
const HOME_PARAMS = new Set(["tab", "vassalage", "lng"]);
const MAX_PARAM_CHARS = 32;

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const lru = <T extends object>() => new LRUCache<string, T>({ max: options.max ?? 500, ttl: Math.max(1, options.ttlMs) });
  const visitorPages = lru<GzipTemplate>();
  const playerPages = lru<PlayerTemplate>();
  /** Visitors' pages being rendered again, so that a burst of answers renews each once. */
  const rendering = new Set<string>();
  /**
   * Player templates being rendered, by key: every request of a shape that has none (a burst
   * at once, under load) waits for the one render and is answered from it.
   */
  const templatesUnderway = new Map<string, Promise<PlayerTemplate | null>>();

  /** Whether a kept page is past half its life, so that the answer now served from it renders its successor. */
  const dueForRenewal = (cache: Pick<LRUCache<string, object>, "getRemainingTTL">, key: string) =>
    cache.getRemainingTTL(key) <= options.ttlMs / 2;

  /** Runs `work` once `res` has been sent whole, never holding the answer back; a failure is only logged. */
  function afterAnswer(res: ExpressResponse, what: string, work: () => Promise<void>) {
    res.once("finish", () => {
      work().catch((error: unknown) => res.locals.log.warn({ err: error }, `page cache: ${what} not kept`));
    });
  }

  /** What the page depends on besides the player, or null when the request must be rendered. */
  async function pageKeyOf(req: ExpressRequest, res: ExpressResponse): Promise<string | null> {
    // A preview shows what the public must not see yet: never kept, never answered from what is kept.
    if (req.method !== "GET" || !HOME_PATHS.has(req.path) || res.locals.preview) return null;
    const cookies = req.headers.cookie;
    // A flash message is this visitor's alone, and shown once: its page is rendered.
    if (readCookie(cookies, FLASH_COOKIE) !== undefined) return null;
    // The pseudo-language is QA's: its pages are rendered each time, and never kept for anyone else.
    if (asksForPseudoLanguage(`http://localhost${req.originalUrl}`, cookies)) return null;
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
    // A brand that offers a vertical in some regions only shows it or not by where the platform
    // places the visitor (asked once per address and kept): the verticals left out are part of the key.
    const regional = Object.keys(entry.brand.verticals.regions).length > 0;
    const hidden = regional ? [...(await verticalsNotOffered(await options.loadContext(req, res)))].sort().join(",") : "";
    return [entry.brand.id, req.path, params.sort().join("&"), language, mode, menu, hidden].join("|");
  }

  /**
   * Whether the platform says this visitor may see the open portal: the request's own system
   * state, asked once for every answer (the render, on a miss, uses the same).
   */
  async function open(req: ExpressRequest, res: ExpressResponse): Promise<boolean> {
    const context = await options.loadContext(req, res);
    return (await context.systemState()).kind === "ok";
  }

  function sendKept(req: ExpressRequest, res: ExpressResponse, body: (gzip: boolean) => Buffer, state: "hit" | "miss" = "hit") {
    res.setHeader("X-Page-Cache", state);
    res.type("html").vary("Accept-Encoding");
    const gzip = req.acceptsEncodings("gzip") === "gzip";
    // Already compressed: the compression middleware leaves an encoded answer alone.
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    // Not `res.send`, which hashes the whole page for an ETag that no later answer can match
    // (each carries its own nonce).
    const bytes = body(gzip);
    res.setHeader("Content-Length", bytes.length);
    res.end(bytes);
  }

  async function serveVisitor(req: ExpressRequest, res: ExpressResponse, pageKey: string): Promise<boolean> {
    const page = visitorPages.get(pageKey);
    if (page === undefined || !(await open(req, res))) {
      res.locals.pageCacheKey = pageKey;
      return false;
    }
    if (dueForRenewal(visitorPages, pageKey)) {
      afterAnswer(res, "visitor page", async () => renderVisitorPage(req, res, pageKey, await options.loadContext(req, res)));
    }
    const nonce = res.locals.cspNonce;
    sendKept(req, res, (gzip) => (gzip ? renderGzip(page, nonce) : renderPlain(page, nonce)));
    return true;
  }

  /**
   * A signed-in player's page: their member info and balance, loaded as the render would
   * (and handed to it on a miss), in the kept page of their shape. A shape with no kept page
   * has its template rendered first (once for all its requests meanwhile), and the answer is
   * filled from it; when it cannot be kept (a section still loading or failed), the player's
   * own page is rendered, as before, and streamed.
   */
  async function servePlayer(req: ExpressRequest, res: ExpressResponse, pageKey: string): Promise<boolean> {
    // The FAV tab lists the player's favourites: it is theirs alone.
    if (new URL(req.originalUrl, "http://localhost").searchParams.get("tab") === "FAV") return false;
    const context = await (res.locals.loadContext ??= options.loadContext(req, res));
    const user = getSession(context);
    // A password that must be changed first: Remix's guard sends the page to the popup.
    if (!user || context.session.data?.passwordChangeDue) return false;
    const [parts, isOpen] = await Promise.all([loadPlayer(context), open(req, res)]);
    context.player = parts;
    const player = keepablePlayer(user, parts);
    if (!player || !isOpen) return false;

    const balanceHidden = readCookie(req.headers.cookie, BALANCE_HIDDEN_COOKIE) === "1";
    const key = `${pageKey}|${playerShapeKey(player, balanceHidden)}`;
    const kept = playerPages.get(key);
    const page = kept ?? (await templateFor(req, res, key, context));
    if (page === null) {
      res.setHeader("X-Page-Cache", "miss");
      return false;
    }
    if (kept && dueForRenewal(playerPages, key))
      afterAnswer(res, "player template", async () => void (await templateFor(req, res, key, context)));
    const nonce = res.locals.cspNonce;
    sendKept(req, res, (gzip) => fillPlayerTemplate(page, nonce, player, gzip), kept ? "hit" : "miss");
    return true;
  }

  /** The template of `key` rendered now, or the one already underway. */
  function templateFor(req: ExpressRequest, res: ExpressResponse, key: string, context: AppLoadContext): Promise<PlayerTemplate | null> {
    let underway = templatesUnderway.get(key);
    if (!underway) {
      underway = renderPlayerTemplate(req, res, key, context)
        .catch((error: unknown) => {
          res.locals.log.warn({ err: error }, "page cache: player template not kept");
          return null;
        })
        .finally(() => templatesUnderway.delete(key));
      templatesUnderway.set(key, underway);
    }
    return underway;
  }

  /** Answers a kept page, or marks the request so that its render (or template) is kept. */
  const serve: RequestHandler = async (req, res, next) => {
    try {
      const pageKey = options.ttlMs > 0 ? await pageKeyOf(req, res) : null;
      if (pageKey === null) return next();
      const signedIn = readCookie(req.headers.cookie, SESSION_COOKIE) !== undefined;
      const served = signedIn ? await servePlayer(req, res, pageKey) : await serveVisitor(req, res, pageKey);
      if (!served) next();
    } catch (error) {
      next(error);
    }
  };

  /** The platform of a page rendered for the cache: the request's merchant and address, a budget of its own. */
  const keptPagePlatform = (req: ExpressRequest, res: ExpressResponse) =>
    options.client.bind(requestCallScope(req, res, deadlineIn(options.upstreamBudgetMs)));

  /**
   * Renders a visitor's page again for the cache (its kept copy is past half its life), with
   * a nonce of its own, and keeps it when whole. Runs after an answer is sent.
   */
  async function renderVisitorPage(req: ExpressRequest, res: ExpressResponse, key: string, context: AppLoadContext) {
    if (rendering.has(key)) return;
    rendering.add(key);
    try {
      const nonce = randomBytes(16).toString("base64");
      const response = await options.render(createRemixRequest(req, res, { forClient: false }), {
        ...context,
        cspNonce: nonce,
        platform: keptPagePlatform(req, res),
      });
      if (!keepable(response)) return;
      const html = await response.text();
      if (INCOMPLETE.test(html) || !html.includes(nonce)) return;
      visitorPages.set(key, gzipTemplate(html.split(nonce)));
    } finally {
      rendering.delete(key);
    }
  }

  /**
   * Renders the page of a made-up player of `player`'s shape, and keeps it when whole. Its
   * reading stops at the first section still loading or failed: that page is not kept.
   */
  async function renderPlayerTemplate(
    req: ExpressRequest,
    res: ExpressResponse,
    key: string,
    context: AppLoadContext,
  ): Promise<PlayerTemplate | null> {
    const user = getSession(context);
    const player = user ? keepablePlayer(user, context.player ?? null) : null;
    if (!player || !context.session.data) return null;
    const marked = markerPlayer(player);
    const nonce = randomBytes(16).toString("base64");
    const response = await options.render(createRemixRequest(req, res, { forClient: false }), {
      ...context,
      cspNonce: nonce,
      // No token: the template's render can make no call for an account.
      platform: keptPagePlatform(req, res),
      session: { ...context.session, data: { ...context.session.data, token: "", username: marked.user.username } },
      player: marked.parts,
    });
    if (!keepable(response)) return null;
    const html = await wholePage(response);
    const template = html === null ? null : cutPlayerTemplate(html, nonce, player);
    if (template) playerPages.set(key, template);
    return template;
  }

  /**
   * Given Remix's answer to a request `serve` marked, keeps a copy of a visitor's page once
   * it has been sent whole; returns the answer to send.
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
        visitorPages.set(key, gzipTemplate(html.split(nonce)));
      },
      () => {},
    );
    return new Response(toClient, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  return {
    serve,
    capture,
    clear: () => {
      visitorPages.clear();
      playerPages.clear();
    },
  };
}

/** The marks of a section that was not in the first render: its loading placeholder or its error. */
const INCOMPLETE = /data-state="(loading|error)"/;
/** Enough of the text read before a chunk to find a mark cut across two chunks. */
const MARK_CHARS = 24;

/**
 * A rendered page's text, or null as soon as it shows a section still loading or failed: the
 * rest (that section streaming in) is not waited for, and the render is let go.
 */
async function wholePage(response: Response): Promise<string | null> {
  if (!response.body) return null;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let html = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return html;
    const from = Math.max(0, html.length - MARK_CHARS);
    html += value;
    if (INCOMPLETE.test(html.slice(from))) {
      reader.cancel().catch(() => {});
      return null;
    }
  }
}

/** A whole, successful HTML page that sets no cookie. */
function keepable(response: Response): boolean {
  return (
    response.status === 200 && !response.headers.has("Set-Cookie") && (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}
