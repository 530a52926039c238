/**
 * Platform images are relative paths (`/assets/games/RNG-PG-0001.svg`); the page
 * prefixes one of the merchant's image CDNs (or the brand's `imageCdns`), chosen
 * at random per request so the load spreads over the hosts.
 */

/** One CDN of the list at random; "" when the list is empty (the path then stays relative). */
export function pickCdn(list: readonly string[], random: () => number = Math.random): string {
  if (list.length === 0) return "";
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))];
}

/** `path` on `cdn`. Absolute URLs (http, https, data) are returned as they are. */
export function cdnUrl(cdn: string, path: string): string {
  if (/^(?:https?:|data:)/i.test(path) || path.startsWith("//")) return path;
  if (!cdn) return path;
  return `${cdn.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}
