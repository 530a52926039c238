import type { AppLoadContext } from "@remix-run/node";
import type { Request, Response } from "express";
import { LRUCache } from "lru-cache";
import type { Brand } from "~/brand/schema";
import type { BrandRegistry } from "~/brand/registry.server";
import { asksForPseudoLanguage, pseudoLanguageCookie } from "~/i18n/language.server";
import { offeredLanguages } from "~/i18n/packs.server";
import { pseudoPack } from "~/i18n/pseudo";
import { systemState } from "~/platform/system-state.server";
import type { SystemState } from "~/platform/system-state";
import type { SharedState, SystemInfo } from "~/load-context";
import { pickCdn } from "~/platform/cdn";
import type { SwrCaches } from "~/platform/cache.server";
import type { CallInfo, CallScope, PlatformClient } from "~/platform/client.server";
import { renewableDeadline, type Deadline } from "~/platform/deadline";
import type { PlatformStatus } from "~/platform/platform-status.server";
import type { PlayerFeeds } from "~/live/player-feeds.server";
import type { SessionCodec } from "~/session/codec.server";
import { countsAsActivity, idleTimeoutMs, idleVerdict } from "~/session/idle.server";
import { readSessionCookie } from "~/session/cookie.server";
import { openRequestSession, signedOut } from "~/session/request-session.server";
import { brandLanguageResolver } from "./brand-language";

/** The longest user agent forwarded to the platform (it keeps no more). */
const USER_AGENT_MAX = 512;

/** `::ffff:203.0.113.9` (an IPv4 peer on a dual-stack socket) as `203.0.113.9`. */
const plainIp = (ip: string | undefined) => (ip ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

/**
 * What every platform call of a request carries, besides the token: the brand's merchant,
 * the player's address and browser, the request id, the upstream `deadline` for the whole request, and
 * an observer that logs each call (with the request id and brand) and collects it for
 * Server-Timing.
 */
export function requestCallScope(req: Request, res: Response, deadline: Deadline): CallScope {
  const { brand } = res.locals.brandEntry;
  const log = res.locals.log;
  return {
    merchant: brand.merchantCode,
    clientIp: plainIp(req.ip),
    userAgent: req.headers["user-agent"]?.slice(0, USER_AGENT_MAX),
    requestId: res.locals.requestId,
    deadline,
    onCall: (info: CallInfo) => {
      res.locals.platformCalls.push(info);
      const { call, merchant, status, code, attempts, failedFast } = info;
      const line = {
        brand: brand.id,
        call,
        merchant,
        status,
        code,
        attempts,
        ms: Math.round(info.ms),
        ...(failedFast ? { failedFast } : {}),
      };
      log[code === "OK" ? (res.locals.requestLogLevel ?? "info") : "warn"](line, "platform call");
    },
  };
}

/** A request's way to the platform: its call scope, and its system state asked once. */
export interface RequestUpstream {
  /** Cut (see `CallScope.cut`) once the request learns the platform is down. */
  scope: CallScope;
  systemState(): Promise<SystemState>;
  /** Begins the request's budget again, for the page rendered after the request's action; from then on its calls may cut it. */
  renewBudget(): void;
}

/**
 * The request's upstream, made once (the page cache and the Remix render share it). A page
 * learns the platform is down from the process's knowledge (a known outage: no call goes out at
 * all) or from one of its own calls (no answer while nothing else answered, or the system status
 * circuit open): its calls in flight then end at once, later ones fail at once, and its system
 * state is "unavailable". A page that will show nothing but its system page (unavailable,
 * maintenance, region block) asks for no list: lists wait for the system state when the page asked it.
 */
export function requestUpstream(
  req: Request,
  res: Response,
  deps: { client: PlatformClient; status: PlatformStatus; upstreamBudgetMs: number },
): RequestUpstream {
  if (res.locals.upstream) return res.locals.upstream;
  const deadline = renewableDeadline(deps.upstreamBudgetMs);
  const base = requestCallScope(req, res, deadline);
  const { merchant } = base;
  const cut = new AbortController();
  let asked: Promise<SystemState> | undefined;
  // A form post's action runs first, until `renewBudget`. Its own calls cut nothing: a money call
  // that got no answer says that call was slow, and the page after it must still ask the platform
  // for its state (a known outage still cuts it at once).
  let acting = req.method !== "GET" && req.method !== "HEAD";
  const scope: CallScope = {
    ...base,
    cut: cut.signal,
    beforeList: () => asked ?? Promise.resolve(),
    onCall: (info) => {
      base.onCall?.(info);
      if (!acting && !cut.signal.aborted && deps.status.showsDown(info)) cut.abort();
    },
  };
  if (deps.status.isDown(merchant)) cut.abort();

  async function ask(): Promise<SystemState> {
    if (cut.signal.aborted) return { kind: "unavailable", code: "UNAVAILABLE" };
    const state = await systemState(deps.client.bind(scope), scope.clientIp ?? "", (at) => deps.status.answeredSince(merchant, at));
    // Nothing but the system page will be shown: the page's other calls are not waited for.
    if (state.kind !== "ok") cut.abort();
    return state;
  }
  function renewBudget() {
    acting = false;
    deadline.renew();
    if (deps.status.isDown(merchant)) cut.abort();
  }
  const upstream: RequestUpstream = { scope, systemState: () => (asked ??= ask()), renewBudget };
  res.locals.upstream = upstream;
  return upstream;
}

async function pickImageCdn(brand: Brand, systemInfo: () => Promise<SystemInfo>): Promise<string> {
  if (brand.imageCdns) return pickCdn(brand.imageCdns);
  const info = await systemInfo().catch(() => null);
  return pickCdn(info?.imageCDNs ?? []);
}

/** Builds the typed load context of each request from what the middleware chain resolved. */
export function createLoadContextFactory(deps: {
  client: PlatformClient;
  /** The brands served, as they are now (a reload changes them). */
  registry: BrandRegistry;
  /** What this process knows of the platform, per merchant. */
  status: PlatformStatus;
  codec: SessionCodec;
  systemInfo: (merchant: string) => Promise<SystemInfo>;
  /** The upstream budget of each page render or action, in ms. */
  upstreamBudgetMs: number;
  /** Caches' shared tier, rate limits, events: the same for every request. */
  shared: SharedState;
  /** The portal's cached public lists. */
  caches: SwrCaches;
  botCheckSecret: string;
  flashSecret: string;
  liveFeeds: PlayerFeeds;
  /** Whether `?lng=XX` shows the pseudo-language (PORTAL_PSEUDO_LANGUAGE). */
  pseudoLanguage: boolean;
}): (req: Request, res: Response) => Promise<AppLoadContext> {
  /**
   * A session's renewed cookie, by brand and the cookie it renewed, for a second: the requests a
   * page sends at once carry the same old cookie, and a client that does not keep cookies sends it
   * again and again; each of those takes the same renewal instead of sealing its own.
   */
  const renewals = new LRUCache<string, string>({ max: 5000, ttl: 1000 });
  return async (req, res): Promise<AppLoadContext> => {
    const entry = res.locals.brandEntry;
    // In a preview of a brand with a draft, the entry is the draft (server/brand-host.ts).
    const { brand, packs, theme } = entry;
    const log = res.locals.log.child({ brand: brand.id });
    const upstream = requestUpstream(req, res, deps);
    const { scope } = upstream;
    const opened = await openRequestSession({
      codec: deps.codec,
      brandId: brand.id,
      cookieHeader: req.headers.cookie,
      secure: req.secure,
      revocations: deps.shared.revocations,
    });
    const { rejected } = opened;
    let { session } = opened;
    // A cookie of another brand, an expired or forged one, or a signed-out session's, is dropped from the browser.
    if (rejected) res.append("Set-Cookie", session.destroy());
    if (session.data || rejected) res.locals.sessionBound = true;
    if (session.data) {
      const idleMs = idleTimeoutMs(brand);
      const verdict = idleVerdict(session.data.seenAt, Date.now(), idleMs);
      if (verdict === "ended") {
        // Idle too long: this request is a visitor's, the cookie goes, and the platform's session ends too.
        const token = session.data.token;
        void deps.client
          .bind({ ...scope, token })
          .auth.logout()
          .catch(() => undefined);
        log.info({ idleMs }, "session ended after the idle time-out");
        session = signedOut(session);
        res.append("Set-Cookie", session.destroy());
      } else if (verdict === "renew" && countsAsActivity(req.method, req.path)) {
        const renewed = `${brand.id}\n${readSessionCookie(req.headers.cookie)}`;
        let cookie = renewals.get(renewed);
        if (cookie === undefined) renewals.set(renewed, (cookie = await session.commit(session.data)));
        res.append("Set-Cookie", cookie);
      }
    }

    const url = `http://localhost${req.originalUrl}`;
    const pseudo = deps.pseudoLanguage && asksForPseudoLanguage(url, req.headers.cookie);
    // The pseudo-language is the brand's English (its default language's when it has no English) dressed up.
    const language = pseudo ? (packs.EN ? "EN" : brand.defaultLanguage) : await brandLanguageResolver(entry)(url, req.headers.cookie);
    const pack = packs[language];
    if (!pack) throw new Error(`No pack for ${language} on brand ${brand.id}`);
    if (pseudo && new URL(url).searchParams.has("lng")) res.append("Set-Cookie", pseudoLanguageCookie(req.secure));
    const clientIp = scope.clientIp ?? "";
    const systemInfo = () => deps.systemInfo(brand.merchantCode);
    let imageCdn: Promise<string> | undefined;
    return {
      brand,
      displayNameOf: (merchant) => deps.registry.entries.find((served) => served.brand.merchantCode === merchant)?.brand.displayName,
      theme,
      brandDir: entry.dir,
      platform: deps.client.bind({ ...scope, token: session.data?.token }),
      systemInfo,
      systemState: upstream.systemState,
      renewUpstreamBudget: upstream.renewBudget,
      imageCdn: () => (imageCdn ??= pickImageCdn(brand, systemInfo)),
      session,
      i18n: { language, pack: pseudo ? pseudoPack(pack) : pack, languages: offeredLanguages(brand.languages), packs },
      cspNonce: res.locals.cspNonce,
      botCheckSecret: deps.botCheckSecret,
      flashSecret: deps.flashSecret,
      clientIp,
      secure: req.secure,
      logger: log,
      shared: deps.shared,
      caches: deps.caches,
      liveFeeds: deps.liveFeeds,
    };
  };
}
