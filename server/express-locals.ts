import type { AppLoadContext } from "@remix-run/node";
import type { Logger } from "pino";
import type { BrandEntry } from "~/brand/registry.server";
import type { CallInfo } from "~/platform/client.server";
import type { RequestUpstream } from "./load-context";

declare global {
  // Express types its per-request locals as this global namespace's interface, so it is augmented here.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** Per-request values the middleware chain hands down to the Remix load context. */
    interface Locals {
      brandEntry: BrandEntry;
      /** The request previews its brand (a draft brand, or a brand's draft, which `brandEntry` then is): never kept by the page cache. */
      preview: boolean;
      cspNonce: string;
      /** This request's id (X-Request-Id), on every log line and platform call it makes. */
      requestId: string;
      /** The server's log, bound to this request's id. */
      log: Logger;
      /** The level of the request's own line and its successful platform calls (server/logger.ts, LOG_REQUESTS). */
      requestLogLevel: "info" | "debug";
      /** The platform calls this request made, for Server-Timing. */
      platformCalls: CallInfo[];
      /** The request carried a session cookie (valid or not): its answers are never stored. */
      sessionBound?: boolean;
      /** Set when this render of a visitor's home may be kept by the page cache (server/page-cache.ts). */
      pageCacheKey?: string;
      /** This request's call scope and system state, made once (server/load-context.ts). */
      upstream?: RequestUpstream;
      /** This request's load context, made once (the page cache may need it before Remix does). */
      loadContext?: Promise<AppLoadContext>;
      /** The body of a non-GET/HEAD/OPTIONS request, read and checked by server/body-gate.ts, for the action. */
      requestBody?: Buffer<ArrayBuffer>;
    }
  }
}
