import type { HeadersFunction } from "@remix-run/node";

/**
 * The headers of a sign-in page (a route's `headers`): the parent's, plus the action's
 * Retry-After when it refused for a rate limit, so a plain form post gets it too.
 */
export const signInHeaders: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
