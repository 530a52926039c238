import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

/**
 * Whether the root loader runs again. What it returns (the brand, its theme, the language and the
 * version of its texts, the mode, who is signed in, the portal's state and flags) changes only:
 * - after a form is posted: signing in or out, the language and mode switches, and any other
 *   action, since an action may change the session (a failed one too: it may have ended it);
 * - when the page asks for it (`useRevalidator`: a deposit or withdrawal event, a message read,
 *   a game's favourite), or a link leads to the page on screen: Remix then reloads every loader;
 * - when `?lng` changes, which picks the language.
 * Plain navigations, and forms that only read (GET filters), keep it: each would otherwise send it
 * again (and answer the session's and the portal's state again) for nothing. The portal's state
 * (maintenance) then shows on the next page load or form, as a platform error on the pages between.
 */
export function rootShouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== "GET") return true;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return currentUrl.searchParams.get("lng") !== nextUrl.searchParams.get("lng");
}
