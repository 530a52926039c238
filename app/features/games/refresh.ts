import { useRevalidator } from "@remix-run/react";

/**
 * What to call when a game closes: the page's loaders run again, so the header's balance
 * (the layout) and the page's lists (the home's RECENT) show what the bets changed.
 */
export function useRefreshAfterPlay(): () => void {
  return useRevalidator().revalidate;
}
