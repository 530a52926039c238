import type { HeadersFunction } from "@remix-run/node";

/**
 * The password popups' page headers: the loader's Cache-Control (a reset link's page holds
 * a token and is never stored) and the action's Retry-After (the portal's rate limit), which
 * Remix puts on a document answer only when the route passes them on.
 */
export const passwordPageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  const retryAfter = actionHeaders.get("Retry-After");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
