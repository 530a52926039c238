import type { Brand } from "~/brand/schema";

/** A signed-in session ends after this long without a navigation, unless the brand says otherwise (`idleTimeoutMinutes`). */
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 30;

export const idleTimeoutMs = (brand: Pick<Brand, "idleTimeoutMinutes">) =>
  Math.round((brand.idleTimeoutMinutes ?? DEFAULT_IDLE_TIMEOUT_MINUTES) * 60_000);

/**
 * How old the cookie's record of the last activity may grow before a navigation seals it
 * again: a new cookie on every page would cost every request a seal and the next one a
 * decryption, so it is renewed a sixtieth of the time-out at most (30 s for 30 minutes).
 */
export const renewAfterMs = (timeoutMs: number) => Math.min(30_000, Math.max(1000, Math.round(timeoutMs / 60)));

/**
 * What the idle time-out makes of a session last sealed at `seenAt`:
 * - "ended": no navigation for the time-out; the request is a visitor's. The record may lag the
 *   last navigation by the renewal step and the second the seal rounds to, so that much is
 *   granted on top: the browser, which knows the exact moment, always ends it first;
 * - "renew": a navigation now should seal the cookie again;
 * - "fresh": nothing to do.
 * A session without a record (sealed before the time-out existed) counts from now.
 */
export function idleVerdict(seenAt: number | undefined, now: number, timeoutMs: number): "ended" | "renew" | "fresh" {
  if (seenAt === undefined) return "renew";
  const idle = now - seenAt;
  if (idle > timeoutMs + renewAfterMs(timeoutMs) + 1000) return "ended";
  return idle >= renewAfterMs(timeoutMs) ? "renew" : "fresh";
}

/**
 * Whether a request is the player's own activity: a page or a client-side navigation's data
 * (GET). The portal's background calls (live events, the balance they refresh, play-time checks,
 * all under /resources/) and form posts are not: a post is followed by the page or data it leads
 * to, which counts. "Stay signed in" posts to its own resource, which renews the session itself.
 */
export function countsAsActivity(method: string, path: string): boolean {
  return (method === "GET" || method === "HEAD") && !path.startsWith("/resources/");
}
