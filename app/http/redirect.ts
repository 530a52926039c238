/** Only the origin of this dummy base matters: a value that leaves it leaves the site. */
const BASE = "http://portal.invalid";
/**
 * Control characters and backslashes: browsers drop tabs and newlines from URLs
 * ("/\t/evil" is "//evil") and read "\" as "/" ("/\evil" is "//evil").
 */
const UNSAFE = /[\u0000-\u001f\u007f\\]/;
/**
 * The longest path sent back, as sent (percent-encoded): a Location header much longer
 * than this is refused by proxies and clients alike (Node's header limit is 16 KiB).
 */
export const MAX_REDIRECT_PATH_LENGTH = 2048;

/**
 * A same-site path to send the browser back to, or the fallback. Refuses absolute and
 * protocol-relative URLs, and anything a browser could read as one, so a form cannot
 * redirect off the site. The path is returned as the URL parser normalises it
 * (percent-encoded, dot segments resolved); encoded slashes stay encoded, so
 * "/%2F%2Fevil" is a path on this site. A path longer than MAX_REDIRECT_PATH_LENGTH is
 * refused too.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (
    typeof value !== "string" ||
    value.length > MAX_REDIRECT_PATH_LENGTH ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    UNSAFE.test(value)
  ) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  // Dot segments can leave an empty first segment: "/..//evil" is the path "//evil".
  if (url.origin !== BASE || url.pathname.startsWith("//")) return fallback;
  const path = url.pathname + url.search + url.hash;
  return path.length > MAX_REDIRECT_PATH_LENGTH ? fallback : path;
}
