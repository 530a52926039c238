import { safeRedirectPath } from "~/http/redirect";

const BASE = "http://portal.invalid";
/** Browsers drop tabs and newlines from URLs ("/\t/evil" is "//evil"); any control character or backslash is refused. */
const UNSAFE = /[\u0000-\u001f\u007f\\]/;
/** Pages that would only open the sign-in again. */
const SIGN_IN_PAGES = new Set(["/login", "/register", "/logout"]);

/**
 * Where to send the browser after signing in: a same-site path, never an absolute or
 * protocol-relative URL (open-redirect safe), and never back to the sign-in itself.
 */
export function returnPath(value: unknown, fallback = "/"): string {
  const path = safeRedirectPath(value, fallback);
  if (path === fallback || UNSAFE.test(path)) return fallback;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || SIGN_IN_PAGES.has(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}
