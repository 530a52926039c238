import { safeRedirectPath } from "~/http/redirect";

/** Pages that would only open the sign-in (or one of its steps) again. */
const SIGN_IN_PAGES = new Set([
  "/login",
  "/register",
  "/logout",
  "/login/verify",
  "/login/welcome",
  "/login/link",
  "/agent",
  "/agent/verify",
]);

/**
 * Where to send the browser after signing in: a same-site path by the one rule of
 * `safeRedirectPath` (open-redirect safe), and never back to the sign-in itself.
 */
export function returnPath(value: unknown, fallback = "/"): string {
  const path = safeRedirectPath(value, fallback);
  // The path without query and fragment, and without a trailing slash ("/login/" is the sign-in too).
  const pathname = path.replace(/[?#].*$/s, "").replace(/(.)\/+$/, "$1");
  return SIGN_IN_PAGES.has(pathname) ? fallback : path;
}
