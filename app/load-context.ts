import type { Logger } from "pino";
import type { Brand } from "~/brand/schema";
import type { SystemState } from "~/platform/system-state";
import type { BrandTheme } from "~/brand/theme.server";
import type { PlayerParts } from "~/session/player.server";
import type { RateLimiter } from "~/http/rate-limit.server";
import type { Pack } from "~/i18n/pack";
import type { Events } from "~/live/events.server";
import type { PlayerFeeds } from "~/live/player-feeds.server";
import type { SharedCacheTier, SwrCaches } from "~/platform/cache.server";
import type { Platform } from "~/platform/client.server";
import type { Language, ValueOf } from "~/platform/contract";
import type { contract } from "~/platform/contract";
import type { RequestSession } from "~/session/request-session.server";
import type { SessionRevocations } from "~/session/revocations.server";

/** The public part of the merchant's system info (whitelabel tree, CDNs, resources), cached per merchant. */
export type SystemInfo = ValueOf<typeof contract.system.permission>["info"];

/**
 * State shared by every instance of the portal: through Redis with REDIS_URL, else held
 * in this process (docs/decisions/scaling.md). Nothing in it is money data; of a player's,
 * only the keys of their signed-out sessions (useless to sign in with).
 */
export interface SharedState {
  /** The tier under the public-list caches (`createSwrCache`'s `get`); absent without REDIS_URL. */
  cache?: SharedCacheTier;
  /** Rate limits (`~/http/rate-limit.server`). */
  rateLimiter: RateLimiter;
  /** Publish/subscribe for live events (`~/live/events.server`). */
  events: Events;
  /** Sessions signed out before their cookie ends (`~/session/revocations.server`): checked on every request with a session. */
  revocations: SessionRevocations;
}

/** What server.ts gives every loader and action. Loaders never read `Host` themselves. */
export interface PortalContext {
  brand: Brand;
  /**
   * The name players know a brand of this portal by (its `displayName`), by the platform's merchant
   * code; undefined for a merchant none of them serves. The platform names an operator's brands by
   * its own names ("Aurora Gaming"), which players never see elsewhere.
   */
  displayNameOf(merchant: string): string | undefined;
  /** The brand's own stylesheet of its palettes (only this brand's values reach its pages). */
  theme: BrandTheme;
  /**
   * The folder the brand's files are served from (absolute): `brands/<id>/`, or its draft folder
   * (`brands/<id>/draft/`) when the request previews the brand, whose logo it then shows.
   */
  brandDir: string;
  /** The platform, bound to the brand's merchant, the player's address and the session token if any. */
  platform: Platform;
  systemInfo(): Promise<SystemInfo>;
  /**
   * The platform's system state for this request, asked once (the page cache and the root loader
   * share it): "unavailable" at once, with no call, while an outage of the merchant is known.
   */
  systemState(): Promise<SystemState>;
  /**
   * Begins the request's platform budget again (called once its action has answered): the page
   * rendered after an action gets a budget of its own, so an action that waited out the budget (a
   * slow money call) still shows the platform's state rather than "Service unavailable".
   */
  renewUpstreamBudget(): void;
  /**
   * This request's image CDN: one of the brand's or the merchant's, chosen at random
   * once per request, so every loader links the same host. "" when there is none.
   */
  imageCdn(): Promise<string>;
  session: RequestSession;
  /**
   * The signed-in account's member info and balance, when they were loaded before the
   * render (the page cache loads them to choose a kept page: server/page-cache.ts).
   */
  player?: PlayerParts | null;
  /** The request's language, its merged pack, the languages the brand offers, and the brand's merged pack of each. */
  i18n: { language: Language; pack: Pack; languages: Language[]; packs: Partial<Record<Language, Pack>> };
  cspNonce: string;
  /** The HMAC key of the bot-check challenges (app/forms/bot-check), derived from the session secret. Server-only. */
  botCheckSecret: string;
  /** The HMAC key of the flash message cookie (`~/http/flash.server`), derived from the session secret. Server-only. */
  flashSecret: string;
  clientIp: string;
  /** The request arrived over https (cookies get Secure). */
  secure: boolean;
  /** The server's structured log. Never log tokens, cookies or payloads. */
  logger: Logger;
  shared: SharedState;
  /**
   * This portal's cached public lists (`defineSwrCache`), made with the portal: never module
   * state, so two portals in one process (the tests run several) share no entry.
   */
  caches: SwrCaches;
  /** Each signed-in player's live events, one poll per player in this process (`~/live/player-feeds.server`). */
  liveFeeds: PlayerFeeds;
}

declare module "@remix-run/node" {
  // Remix declares the load context as an interface to be merged into: ours is the portal context.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PortalContext {}
}
