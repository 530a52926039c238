import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import type { Logger } from "pino";
import type { CallInfo } from "~/platform/client.server";
import type { RequestLogLevel } from "./logger";

/** An id a proxy in front may have set: short and plain, so it is safe in logs and headers. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * `system.status;dur=2.1, games.list;dur=14.0`: the platform calls finished before the headers
 * went out; one that failed without waiting for the platform says why (`member.info;desc="cut";dur=0.2`).
 */
export function serverTiming(calls: readonly Pick<CallInfo, "call" | "ms" | "failedFast">[]): string {
  return calls.map(({ call, ms, failedFast }) => `${call}${failedFast ? `;desc="${failedFast}"` : ""};dur=${ms.toFixed(1)}`).join(", ");
}

/**
 * The first middleware: gives the request an id (a trusted proxy's `X-Request-Id`, or a
 * new one), answered as `X-Request-Id`, sent to the platform and carried by every log
 * line of the request (`res.locals.log`, its per-request lines at `requestLogLevel`); and collects the request's platform calls
 * for the `Server-Timing` header.
 */
export function requestContext(logger: Logger, options: { trustProxy: boolean; requestLogLevel: RequestLogLevel }): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = options.trustProxy && incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.locals.log = logger.child({ reqId: requestId });
    res.locals.requestLogLevel = options.requestLogLevel;
    res.locals.platformCalls = [];
    res.setHeader("X-Request-Id", requestId);
    onHeaders(res, () => {
      if (res.locals.platformCalls.length > 0) res.setHeader("Server-Timing", serverTiming(res.locals.platformCalls));
    });
    next();
  };
}

export const PRIVATE_NO_STORE = "private, no-store";
/** Every page carries a fresh CSP nonce, so no shared cache may keep one; the browser revalidates. */
export const ANONYMOUS_PAGE = "private, no-cache";

/**
 * Cache headers by audience (docs/decisions/cache-headers.md), for everything Remix answers:
 * - a request that carries a session, or a response that starts or ends one: `private, no-store`,
 *   whatever the route said, unless the route declared its answer `public` (brand assets,
 *   which never depend on the session);
 * - anything else that set no header of its own (anonymous pages and `.data`): `private, no-cache`
 *   with `Vary: Cookie`, since language, theme and menu cookies change the page.
 */
export const cacheByAudience: RequestHandler = (_req, res, next) => {
  onHeaders(res, () => {
    const declared = String(res.getHeader("Cache-Control") ?? "");
    const setsCookie = res.getHeader("Set-Cookie") !== undefined;
    if ((res.locals.sessionBound || setsCookie) && !/\bpublic\b/.test(declared)) {
      res.setHeader("Cache-Control", PRIVATE_NO_STORE);
    } else if (!declared) {
      res.setHeader("Cache-Control", ANONYMOUS_PAGE);
    }
    if (!/\bpublic\b/.test(String(res.getHeader("Cache-Control")))) res.vary("Cookie");
  });
  next();
};
